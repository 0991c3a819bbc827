package continuity.memory;

import java.time.Instant;

/**
 * The canon check's memory of the changes in-character posts told (issue 24): "*Mira cuts her hair
 * short*" in a scene, and a later post of that scene saying "her short hair" is not checked against
 * the note older than the change. One entry per server, place (the scene, or the story when no
 * scene runs: the check's own {@link CanonCheck#where}), character and detail, with when the change
 * was last told; nothing of the post itself (no author, no words). Kept in the store ({@link
 * CanonRepository#rememberToldChange}, table {@code canon_told_changes}), so that a restart, or
 * another process sharing a PostgreSQL store, knows them too. A scene's entries are forgotten when
 * it ends; a server keeps its {@link #PER_SERVER} most recent ones.
 */
final class ToldChanges {
    /** The changes told a server keeps, the most recently told. */
    static final int PER_SERVER = 1_000;

    private ToldChanges() {}

    /** A post at {@code at} told a change of this character's detail in this place. */
    static void remember(
            Repository repo,
            String guild,
            String place,
            String characterKey,
            String detail,
            Instant at) {
        if (at == null) return;
        repo.rememberToldChange(guild, place, characterKey, detail, at);
        repo.keepToldChanges(guild, PER_SERVER);
    }

    /** When a post last told a change of this character's detail here, or null. */
    static Instant when(
            Repository repo, String guild, String place, String characterKey, String detail) {
        return repo.toldChange(guild, place, characterKey, detail).orElse(null);
    }

    /** A scene ended: the changes told in it no longer count anywhere. */
    static void sceneEnded(Repository repo, Scene s) {
        repo.forgetToldChanges(s.guild(), CanonCheck.where(s));
    }
}
