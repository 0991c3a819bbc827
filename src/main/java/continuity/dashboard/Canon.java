package continuity.dashboard;

import continuity.memory.Character;
import continuity.memory.Kind;
import continuity.memory.Note;
import continuity.memory.Repository;
import continuity.memory.Scene;
import continuity.memory.Scope;
import continuity.memory.Status;
import continuity.memory.Store;
import continuity.memory.Story;
import continuity.understand.Detail;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What the pages show, read through the core's {@link Repository} port (no SQL of its own), with
 * the core's privacy rule: a server's facts for its members, a preference only for its author.
 */
public final class Canon {
    private final Store store;

    public Canon(Store store) {
        this.store = store;
    }

    /** A server the member shares with the bot, with how many characters it has. */
    public record Server(String id, String name, int characters) {}

    /** One character of a server: owner, current notes, every note, last change. */
    public record CharacterRow(
            String key, String name, String owner, int current, int notes, Instant lastChange) {}

    /** A server's page: characters, named stories by channel, scenes. */
    public record ServerPage(
            String guild,
            List<CharacterRow> characters,
            Map<String, Story> stories,
            List<Scene> scenes) {}

    /** One column of a character's canon: the profile, one story, one scene, or preferences. */
    public record Column(String kind, String id, String name, List<Note> notes) {}

    /** A character's canon in columns. */
    public record CharacterPage(Character character, List<Column> columns, int shown) {}

    /** One value of a detail's timeline, with what replaced it (null when nothing did). */
    public record Entry(Note note, Note replacedBy) {}

    /**
     * The servers where a member owns a character or wrote a note (offline mode: who they are is
     * given, so what they belong to is read from the notes).
     */
    public Set<String> serversOf(String user) {
        return store.inTransaction(
                repo -> {
                    Set<String> out = new java.util.TreeSet<>();
                    for (Note m : repo.notesBy(user)) {
                        if (m.kind() == Kind.FACT && !m.guild().startsWith("@")) out.add(m.guild());
                    }
                    for (String g : repo.guildsKept()) {
                        if (g.startsWith("@") || out.contains(g)) continue;
                        for (Character c : repo.characters(g)) {
                            if (user.equals(c.owner())) {
                                out.add(g);
                                break;
                            }
                        }
                    }
                    return out;
                });
    }

    /** The servers among {@code ids} the bot keeps something about (names from {@code names}). */
    public List<Server> servers(Set<String> ids, Map<String, String> names) {
        return store.inTransaction(
                repo -> {
                    Set<String> kept = new java.util.HashSet<>(repo.guildsKept());
                    List<Server> out = new ArrayList<>();
                    for (String g : ids) {
                        if (!kept.contains(g)) continue;
                        out.add(new Server(g, names.getOrDefault(g, g), repo.characters(g).size()));
                    }
                    out.sort(Comparator.comparing(s -> s.name().toLowerCase(Locale.ROOT)));
                    return out;
                });
    }

    public ServerPage server(String guild) {
        return store.inTransaction(
                repo -> {
                    Map<String, int[]> counts = new HashMap<>();
                    Map<String, Instant> last = new HashMap<>();
                    for (Note m : repo.notesIn(guild)) {
                        if (m.kind() != Kind.FACT) continue;
                        int[] c = counts.computeIfAbsent(m.characterKey(), k -> new int[2]);
                        c[1]++;
                        if (isCurrent(m)) c[0]++;
                        last.merge(m.characterKey(), changedAt(m), (a, b) -> a.isAfter(b) ? a : b);
                    }
                    List<CharacterRow> rows = new ArrayList<>();
                    for (Character c : repo.characters(guild)) {
                        int[] n = counts.getOrDefault(c.key(), new int[2]);
                        rows.add(
                                new CharacterRow(
                                        c.key(),
                                        c.name(),
                                        c.owner(),
                                        n[0],
                                        n[1],
                                        last.getOrDefault(c.key(), c.createdAt())));
                    }
                    rows.sort(Comparator.comparing(r -> r.name().toLowerCase(Locale.ROOT)));
                    return new ServerPage(guild, rows, repo.storiesIn(guild), repo.scenesIn(guild));
                });
    }

    static boolean isCurrent(Note m) {
        return m.status() == Status.ACTIVE
                || m.status() == Status.DISPUTED
                || m.status() == Status.PENDING;
    }

    static Instant changedAt(Note m) {
        return m.retiredAt() != null && m.retiredAt().isAfter(m.createdAt())
                ? m.retiredAt()
                : m.createdAt();
    }

    /**
     * A character's current canon in columns: the profile, each story, each scene, and the member's
     * own preferences about it (never anyone else's).
     */
    public Optional<CharacterPage> character(String guild, String key, String user) {
        return store.inTransaction(
                repo -> {
                    Optional<Character> c = repo.character(guild, key);
                    if (c.isEmpty()) return Optional.<CharacterPage>empty();
                    List<Note> facts =
                            repo.facts(
                                    guild,
                                    key,
                                    EnumSet.of(Status.ACTIVE, Status.DISPUTED, Status.PENDING));
                    Column profile = new Column("profile", "", null, new ArrayList<>());
                    Map<String, Column> stories = new LinkedHashMap<>();
                    Map<String, Column> scenes = new LinkedHashMap<>();
                    int shown = 0;
                    for (Note m : facts) {
                        if (m.kind() != Kind.FACT) continue;
                        shown++;
                        switch (m.scope()) {
                            case STORY ->
                                    stories.computeIfAbsent(
                                                    m.scopeId(),
                                                    id ->
                                                            new Column(
                                                                    "story",
                                                                    id,
                                                                    m.scopeName(),
                                                                    new ArrayList<>()))
                                            .notes()
                                            .add(m);
                            case SCENE ->
                                    scenes.computeIfAbsent(
                                                    m.scopeId(),
                                                    id ->
                                                            new Column(
                                                                    "scene",
                                                                    id,
                                                                    m.scopeName(),
                                                                    new ArrayList<>()))
                                            .notes()
                                            .add(m);
                            default -> profile.notes().add(m);
                        }
                    }
                    List<Note> mine = new ArrayList<>();
                    for (Note p : repo.preferencesOf(user)) {
                        if (p.status() != Status.ACTIVE || !user.equals(p.author())) continue;
                        boolean here =
                                p.scope() == Scope.ALL_CHATS
                                        || (p.guild().equals(guild)
                                                && (p.scope() != Scope.CHARACTER
                                                        || key.equals(p.characterKey())));
                        if (here) mine.add(p);
                    }
                    List<Column> columns = new ArrayList<>();
                    columns.add(profile);
                    columns.addAll(stories.values());
                    columns.addAll(scenes.values());
                    if (!mine.isEmpty()) columns.add(new Column("preferences", "", null, mine));
                    return Optional.of(new CharacterPage(c.get(), columns, shown));
                });
    }

    /** Every value a character's detail had, oldest first, each with what replaced it. */
    public List<Entry> timeline(String guild, String key, String attribute) {
        return store.inTransaction(
                repo -> {
                    List<Note> all =
                            repo.facts(
                                    guild, key, Detail.of(attribute), EnumSet.allOf(Status.class));
                    Map<String, Note> byId = new HashMap<>();
                    for (Note m : all) byId.put(m.id(), m);
                    List<Entry> out = new ArrayList<>();
                    for (Note m : all) {
                        if (m.kind() != Kind.FACT) continue;
                        Note next = null;
                        if (m.status() == Status.SUPERSEDED && m.retiredBy() != null) {
                            next = byId.get(m.retiredBy());
                            if (next == null) next = repo.memory(m.retiredBy()).orElse(null);
                            if (next != null && !next.guild().equals(guild)) next = null;
                        }
                        out.add(new Entry(m, next));
                    }
                    return out;
                });
    }

    /** One note of a server (a fact), or the member's own preference. */
    public Optional<Note> note(String guild, String id, String user) {
        return store.inTransaction(
                repo ->
                        repo.memory(id)
                                .filter(
                                        m ->
                                                m.kind() == Kind.FACT
                                                        ? m.guild().equals(guild)
                                                        : user.equals(m.author())));
    }

    /**
     * The server's current facts whose character, detail or text hold every word of {@code q} (case
     * and accents ignored), newest first, at most {@code max}.
     */
    public List<Note> search(String guild, String q, int max) {
        List<String> words = new ArrayList<>();
        for (String w : fold(q).split("[^\\p{L}\\p{N}]+")) if (!w.isEmpty()) words.add(w);
        if (words.isEmpty()) return List.of();
        return store.inTransaction(
                repo -> {
                    List<Note> found = new ArrayList<>();
                    List<Note> facts =
                            repo.facts(
                                    guild,
                                    null,
                                    EnumSet.of(Status.ACTIVE, Status.DISPUTED, Status.PENDING));
                    for (int i = facts.size() - 1; i >= 0 && found.size() < max; i--) {
                        Note m = facts.get(i);
                        if (m.kind() != Kind.FACT) continue;
                        String hay = fold(m.character() + " " + m.attributeWire() + " " + m.text());
                        if (words.stream().allMatch(hay::contains)) found.add(m);
                    }
                    return found;
                });
    }

    /** The server's facts written or retired since {@code since}, newest first. */
    public List<Note> changedSince(String guild, Instant since) {
        return store.inTransaction(
                repo -> {
                    List<Note> out = new ArrayList<>();
                    for (Note m : repo.notesIn(guild)) {
                        if (m.kind() == Kind.FACT && !changedAt(m).isBefore(since)) out.add(m);
                    }
                    out.sort(Comparator.comparing(Canon::changedAt).reversed());
                    return out;
                });
    }

    public static Instant weekAgo(Instant now) {
        return now.minus(Duration.ofDays(7));
    }

    static String fold(String s) {
        return java.text.Normalizer.normalize(s == null ? "" : s, java.text.Normalizer.Form.NFD)
                .replaceAll("\\p{M}", "")
                .toLowerCase(Locale.ROOT);
    }
}
