package continuity.memory;

import continuity.understand.Detail;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Notes as stored: written, changed, read by id, by character, server or member, and the facts read
 * through the store's indexes (by slot, stem, words, a page at a time); the live-note counts the
 * limits read. Part of {@link Repository}.
 */
public interface NoteRepository {
    void insert(Note m);

    /** Inserts the notes, in order (a store may send them as one batch). */
    default void insertAll(List<Note> notes) {
        for (Note m : notes) insert(m);
    }

    void update(Note m);

    /**
     * Writes {@code after} over {@code before}, which must be the note as read in this transaction
     * (a store may write only the columns that differ between the two; it writes the whole note
     * when the stored status, server or author are not {@code before}'s). The stored note is then
     * {@code after}.
     */
    default void update(Note before, Note after) {
        update(after);
    }

    Optional<Note> memory(String id);

    /** The notes stored under these ids, by id (a store reads them in a few statements). */
    default java.util.Map<String, Note> memories(java.util.Collection<String> ids) {
        java.util.Map<String, Note> out = new java.util.HashMap<>();
        for (String id : ids) memory(id).ifPresent(m -> out.put(id, m));
        return out;
    }

    /** Every note of a guild's character, all statuses, oldest first. */
    List<Note> notesOf(String guild, String characterKey);

    /** Every note of a guild, all statuses, oldest first. */
    List<Note> notesIn(String guild);

    /**
     * Every note of a guild, all statuses, oldest first, handed over one at a time (a store reads
     * them as a stream: however many there are, it holds a few). {@code each} may read the store
     * but not write it.
     */
    default void eachNoteIn(String guild, java.util.function.Consumer<Note> each) {
        notesIn(guild).forEach(each);
    }

    /**
     * Facts in the given statuses, oldest first: of one character, or of the whole guild when
     * {@code characterKey} is null. Reads only those rows, never the rest of the guild.
     */
    List<Note> facts(String guild, String characterKey, Set<Status> statuses);

    /**
     * A page of {@link #facts(String, String, Set)}: those of one scope when {@code scope} is not
     * null, from the {@code offset}-th on, at most {@code limit}. A store reads only those rows
     * (for a character's live facts through an index in time order).
     */
    default List<Note> factsPage(
            String guild,
            String characterKey,
            Set<Status> statuses,
            Scope scope,
            int offset,
            int limit) {
        List<Note> all =
                facts(guild, characterKey, statuses).stream()
                        .filter(m -> scope == null || m.scope() == scope)
                        .toList();
        return all.subList(Math.min(offset, all.size()), Math.min(offset + limit, all.size()));
    }

    /** How many facts {@link #factsPage} pages through. */
    default int countFacts(String guild, String characterKey, Set<Status> statuses, Scope scope) {
        return (int)
                facts(guild, characterKey, statuses).stream()
                        .filter(m -> scope == null || m.scope() == scope)
                        .count();
    }

    /**
     * A page of a character's current facts (active) that apply in {@code place}, most specific
     * first: those of the place's scene (when one is running), then of its story, then of the
     * profile; in each, oldest first. At most {@code limit}. A store reads only those rows (each
     * tier through an index of the character's current facts, stopping at the limit).
     */
    default List<Note> currentFactsHere(String guild, String characterKey, Place place, int limit) {
        List<Note> all =
                facts(guild, characterKey, Set.of(Status.ACTIVE)).stream()
                        .filter(place::covers)
                        .sorted(
                                java.util.Comparator.comparingInt(
                                        (Note m) -> -m.scope().specificity()))
                        .toList();
        return all.subList(0, Math.max(0, Math.min(limit, all.size())));
    }

    /** How many facts {@link #currentFactsHere} pages through. */
    default int countCurrentFactsHere(String guild, String characterKey, Place place) {
        return (int)
                facts(guild, characterKey, Set.of(Status.ACTIVE)).stream()
                        .filter(place::covers)
                        .count();
    }

    /**
     * The guild's newest facts that may be acted on (active, disputed), newest first, at most
     * {@code limit}: what a blank {@code memory} option suggests. A store reads only those rows.
     */
    default List<Note> latestFacts(String guild, int limit) {
        List<Note> all =
                new java.util.ArrayList<>(
                        facts(guild, null, java.util.EnumSet.of(Status.ACTIVE, Status.DISPUTED)));
        java.util.Collections.reverse(all);
        return all.subList(0, Math.max(0, Math.min(limit, all.size())));
    }

    /** One character's facts about one detail in the given statuses, oldest first. */
    List<Note> facts(String guild, String characterKey, Detail detail, Set<Status> statuses);

    /**
     * The current facts (active) of a guild's character that a decision about it reads: those of
     * the given details, and, when {@code stems} is not empty, those holding one of the stems or
     * none of their own ({@link FactStems}); oldest first. A store reads only those rows (it keeps
     * the stems of its current facts); this default reads every current fact of the character and
     * keeps them, which is what the store's answer must equal.
     */
    default List<Note> currentFacts(
            String guild, String characterKey, Set<Detail> details, Set<String> stems) {
        if (details.isEmpty() && stems.isEmpty()) return List.of();
        List<Note> out = new java.util.ArrayList<>();
        for (Note m : facts(guild, characterKey, Set.of(Status.ACTIVE))) {
            if (m.kind() == Kind.FACT
                    && (details.contains(m.detail()) || FactStems.holdsAny(m, stems))) out.add(m);
        }
        return out;
    }

    /**
     * The current facts (active) of every character of a guild whose detail is one of {@code
     * details}, oldest first: one read for what the canon check calls characters by (their
     * nicknames, roles), where reading character by character cost one query each.
     */
    List<Note> currentFactsOfGuild(String guild, Set<Detail> details);

    /**
     * Whether a guild's character has a current fact (active) in one scope instance (a story, a
     * scene); reads at most one row.
     */
    default boolean hasCurrentFactIn(String guild, String characterKey, Scope scope, String id) {
        for (Note m : facts(guild, characterKey, Set.of(Status.ACTIVE)))
            if (m.kind() == Kind.FACT
                    && m.scope() == scope
                    && java.util.Objects.equals(m.scopeId(), id)) return true;
        return false;
    }

    /**
     * The guild's facts that may be acted on (active, disputed) in which each of {@code words} is
     * found ({@link SearchText}) or names the detail ({@code details}: each word's detail, or
     * {@link Detail#NONE}), oldest first. A store looks the words up in the search text it keeps
     * and reads only the notes found; this default reads every such fact and keeps those.
     */
    default List<Note> searchFacts(String guild, List<String> words, List<Detail> details) {
        List<Note> out = new java.util.ArrayList<>();
        for (Note m : facts(guild, null, java.util.EnumSet.of(Status.ACTIVE, Status.DISPUTED)))
            if (NoteSearch.matches(m, words, details)) out.add(m);
        return out;
    }

    /** How many notes a guild holds, all kinds and statuses. */
    int countIn(String guild);

    /** Notes in one status for a guild, character and detail. */
    List<Note> inSlot(String guild, String characterKey, Detail detail, Status status);

    /** A user's preferences in every guild and direct messages. */
    List<Note> preferencesOf(String user);

    /** Live notes (active, disputed, pending) of a guild. */
    int countLiveNotes(String guild);

    /** Live notes of a guild written by one member. */
    int countLiveNotesBy(String guild, String author);

    /** Every note a user wrote, in every guild and direct messages, all statuses, oldest first. */
    List<Note> notesBy(String author);
}
