package continuity.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.memory.FactStems;
import continuity.memory.Kind;
import continuity.memory.Note;
import continuity.memory.Repository;
import continuity.memory.Retire;
import continuity.memory.Scope;
import continuity.memory.Status;
import continuity.memory.Store;
import continuity.memory.Values;
import continuity.testing.Postgres;
import continuity.understand.Detail;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The rows the store keeps beside the notes (issue 21, item 10): the stems of current facts (V9,
 * V10) and the search text of facts that may be acted on (V12, V13). After any mix of writes,
 * {@link Repository#currentFacts} and {@link Repository#searchFacts} on the store return exactly
 * what reading every fact and filtering gives (the interface's own definitions), and every current
 * fact that fits or names an old value is among the first, on SQLite and PostgreSQL; the migrations
 * fill them for notes stored before; and the stemmer and folding they were computed with are
 * pinned.
 */
class FactLookupsTest {
    @TempDir Path dir;

    private static final String[] CHARACTERS = {"mira", "kael"};
    private static final String[] ATTRIBUTES = {"eyes", "hair", "note", "sibling"};
    private static final String[] WORDS = {
        "blue",
        "bleus",
        "bleue",
        "green",
        "verts",
        "grey",
        "coat",
        "travelling",
        "left",
        "handed",
        "left-handed",
        "lefthanded",
        "rousse",
        "roux",
        "the",
        "a",
        "her",
        "eyes",
        "lieutenant",
        "watch",
        "Zoé",
        "zoe",
        "ÉCLAT",
        "42",
        "x".repeat(70),
        "x".repeat(80),
        "ﬁne",
        "Ｍｉｒａ"
    };
    private static final Instant AT = Instant.parse("2026-01-01T00:00:00Z");

    private static String words(Random r, int max) {
        StringBuilder s = new StringBuilder();
        int n = r.nextInt(max + 1);
        for (int i = 0; i < n; i++) {
            if (i > 0) s.append(r.nextBoolean() ? " " : ", ");
            s.append(WORDS[r.nextInt(WORDS.length)]);
        }
        return s.toString();
    }

    /** A free note, or a detail of its own slot (never two current facts in one). */
    private static String attribute(Random r, int i) {
        int a = r.nextInt(ATTRIBUTES.length);
        return ATTRIBUTES[a].equals(Detail.FREE.key()) ? ATTRIBUTES[a] : ATTRIBUTES[a] + i;
    }

    private static Note note(Random r, int i) {
        String character = CHARACTERS[r.nextInt(CHARACTERS.length)];
        Status status = r.nextInt(3) == 0 ? Status.values()[r.nextInt(5)] : Status.ACTIVE;
        Kind kind = r.nextInt(8) == 0 ? Kind.PREFERENCE : Kind.FACT;
        Scope scope = r.nextBoolean() ? Scope.PROFILE : Scope.STORY;
        return Note.of(
                "n" + i,
                "g1",
                character,
                character,
                attribute(r, i),
                words(r, 3),
                "Mira " + words(r, 5),
                kind,
                scope,
                scope == Scope.STORY ? "story:au" : null,
                null,
                status,
                "u1",
                "c1",
                null,
                AT.plusSeconds(i / 2), // pairs share a time: the order must still hold
                null,
                null,
                null,
                null,
                "en");
    }

    /** The interface's definition: every current fact of the character, filtered. */
    private static List<Note> expected(
            Repository repo, String character, Set<Detail> attributes, Set<String> stems) {
        if (attributes.isEmpty() && stems.isEmpty()) return List.of();
        List<Note> out = new ArrayList<>();
        for (Note m : repo.facts("g1", character, Set.of(Status.ACTIVE)))
            if (m.kind() == Kind.FACT
                    && (attributes.contains(m.detail()) || FactStems.holdsAny(m, stems)))
                out.add(m);
        return out;
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void theStoreReadsWhatFilteringEveryCurrentFactGives(StoreKind kind) {
        Random r = new Random(21);
        try (Store store = kind.open(dir, "stems")) {
            Map<String, Note> stored = new HashMap<>();
            for (int round = 0; round < 6; round++) {
                int base = round * 60;
                store.inTransaction(repo -> round(repo, r, stored, base));
                check(store, r);
            }
        }
    }

    /**
     * Sixty new notes, then some of the stored ones changed: retired, erased, brought back,
     * reworded, moved.
     */
    private static Void round(Repository repo, Random r, Map<String, Note> stored, int base) {
        for (int i = base; i < base + 60; i++) {
            Note m = note(r, i);
            repo.insert(m);
            stored.put(m.id(), m);
        }
        // then change some: retire, erase, bring back, new words, move
        for (String id : new ArrayList<>(stored.keySet())) {
            if (r.nextInt(6) != 0) continue;
            Note was = stored.get(id);
            Note now =
                    switch (r.nextInt(5)) {
                        case 0 ->
                                was.withStatus(Status.SUPERSEDED, AT, "x", Retire.Reason.CORRECTED);
                        case 1 -> was.erased(AT, "u1");
                        case 2 -> was.withStatus(Status.ACTIVE, null, null, null);
                        case 3 ->
                                Note.of(
                                        was.id(),
                                        was.guild(),
                                        was.character(),
                                        was.characterKey(),
                                        was.attributeWire(),
                                        words(r, 3),
                                        "Mira " + words(r, 4),
                                        was.kind(),
                                        was.scope(),
                                        was.scopeId(),
                                        was.scopeName(),
                                        was.status(),
                                        was.author(),
                                        was.channel(),
                                        was.messageId(),
                                        was.createdAt(),
                                        was.retiredAt(),
                                        was.replaces(),
                                        was.retiredBy(),
                                        was.retiredReasonWire(),
                                        was.langWire());
                        default -> was.inScope(Scope.PROFILE, null, null);
                    };
            if (r.nextBoolean()) repo.update(was, now);
            else repo.update(now);
            stored.put(id, now);
        }
        return null;
    }

    /**
     * The rows kept beside the notes are exactly those of their current facts, after notes are
     * inserted one by one and changed by both kinds of update: no stem or search row of a retired
     * or reworded note is left, none missing (each note's stems are written and deleted in one
     * statement, issue 19's road10).
     */
    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void theRowsBesideTheNotesAreThoseOfTheCurrentFacts(StoreKind kind) throws Exception {
        String url =
                kind == StoreKind.SQLITE
                        ? "jdbc:sqlite:" + dir.resolve("rows.sqlite")
                        : Postgres.url();
        Random r = new Random(33);
        Map<String, Note> stored = new HashMap<>();
        try (Store store =
                kind == StoreKind.SQLITE
                        ? SqliteStore.open(dir.resolve("rows.sqlite"))
                        : PostgresStore.open(PostgresTarget.of(url))) {
            for (int round = 0; round < 4; round++) {
                int base = round * 60;
                store.inTransaction(repo -> round(repo, r, stored, base));
            }
        }
        java.util.TreeSet<String> stems = new java.util.TreeSet<>(),
                search = new java.util.TreeSet<>();
        for (Note m : stored.values()) {
            if (FactStems.kept(m))
                for (String stem : FactStems.of(m))
                    stems.add(m.guild() + "|" + m.characterKey() + "|" + stem + "|" + m.id());
            if (continuity.memory.SearchText.kept(m))
                search.add(
                        m.guild()
                                + "|"
                                + m.id()
                                + "|"
                                + m.attributeWire()
                                + "|"
                                + continuity.memory.SearchText.of(m));
        }
        assertTrue(stems.size() > 200, "enough stems to check: " + stems.size());
        try (Connection c = DriverManager.getConnection(url)) {
            assertEquals(
                    stems,
                    rows(c, "SELECT guild, character_key, stem, memory_id FROM fact_stems"),
                    "fact_stems");
            assertEquals(
                    search,
                    rows(c, "SELECT guild, memory_id, attribute, hay FROM fact_search"),
                    "fact_search");
        }
    }

    /** Stems travel as one JSON array: any text comes back as it went, on both databases. */
    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void aNotesStemsGoAsOneArrayAndComeBackTheSame(StoreKind kind) throws Exception {
        String url =
                kind == StoreKind.SQLITE
                        ? "jdbc:sqlite:" + dir.resolve("texts.sqlite")
                        : Postgres.url();
        List<String> texts =
                List.of("a\"b", "c\\d", "e\nf\u0001", "\u00e9t\u00e9", "\u30c6\u30a3", "");
        Dialect dialect = kind == StoreKind.SQLITE ? Dialect.SQLITE : Dialect.POSTGRESQL;
        List<String> back = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(url);
                PreparedStatement ps = c.prepareStatement("SELECT value FROM " + dialect.texts())) {
            ps.setString(1, FactLookups.jsonArray(texts));
            try (java.sql.ResultSet rs = ps.executeQuery()) {
                while (rs.next()) back.add(rs.getString(1));
            }
        }
        assertEquals(texts, back);
    }

    private static java.util.TreeSet<String> rows(Connection c, String sql) throws Exception {
        java.util.TreeSet<String> out = new java.util.TreeSet<>();
        try (PreparedStatement ps = c.prepareStatement(sql);
                java.sql.ResultSet rs = ps.executeQuery()) {
            while (rs.next())
                out.add(
                        rs.getString(1)
                                + "|"
                                + rs.getString(2)
                                + "|"
                                + rs.getString(3)
                                + "|"
                                + rs.getString(4));
        }
        return out;
    }

    private static void check(Store store, Random r) {
        store.inTransaction(
                repo -> {
                    for (int q = 0; q < 80; q++) {
                        String character = CHARACTERS[r.nextInt(CHARACTERS.length)];
                        String old = words(r, 2);
                        Set<String> stems = FactStems.named(old);
                        Set<Detail> attributes =
                                r.nextBoolean()
                                        ? Set.of()
                                        : Set.of(
                                                Detail.of(attribute(r, r.nextInt(360))),
                                                Detail.of("eyes1"));
                        List<Note> read = repo.currentFacts("g1", character, attributes, stems);
                        assertEquals(
                                expected(repo, character, attributes, stems),
                                read,
                                "old value \"" + old + "\", attributes " + attributes);
                        // the same words searched for, as /memory forget does
                        List<String> words = new ArrayList<>();
                        List<Detail> attrs = new ArrayList<>();
                        for (String w :
                                continuity.understand.Fold.key(old).split("[^\\p{L}\\p{N}]+"))
                            if (!w.isEmpty()) {
                                words.add(w.length() > 3 ? w.substring(1, w.length() - 1) : w);
                                attrs.add(r.nextInt(4) == 0 ? Detail.of("eyes1") : Detail.NONE);
                            }
                        if (!words.isEmpty()) {
                            List<Note> found = new ArrayList<>();
                            for (Note m :
                                    repo.facts(
                                            "g1",
                                            null,
                                            java.util.EnumSet.of(Status.ACTIVE, Status.DISPUTED))) {
                                boolean all = true;
                                for (int w = 0; w < words.size(); w++)
                                    all &=
                                            continuity.memory.SearchText.of(m)
                                                            .contains(words.get(w))
                                                    || (attrs.get(w).named()
                                                            && attrs.get(w).equals(m.detail()));
                                if (all) found.add(m);
                            }
                            assertEquals(
                                    found,
                                    repo.searchFacts("g1", words, attrs),
                                    "words " + words + ", attributes " + attrs);
                        }
                        // and nothing a correction could mean is left out
                        for (Note m : repo.facts("g1", character, Set.of(Status.ACTIVE))) {
                            if (m.kind() != Kind.FACT) continue;
                            if (Values.fits(old, m.value()) || Values.names(old, m.text()))
                                assertTrue(
                                        read.contains(m),
                                        m + " holds \"" + old + "\" but was not read");
                        }
                    }
                    return null;
                });
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void theMigrationsFillTheRowsOfNotesStoredBeforeThem(StoreKind kind) throws Exception {
        String url =
                kind == StoreKind.SQLITE
                        ? "jdbc:sqlite:" + dir.resolve("old.sqlite")
                        : Postgres.url();
        // a database as the previous version left it: schema V9, notes written without stems
        Flyway.configure()
                .dataSource(url, null, null)
                .locations(
                        kind == StoreKind.SQLITE
                                ? "classpath:db/migration/sqlite"
                                : "classpath:db/migration/postgresql")
                .target("9")
                .loggers("slf4j")
                .load()
                .migrate();
        Random r = new Random(10);
        List<Note> notes = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(url);
                PreparedStatement ps =
                        c.prepareStatement(
                                "INSERT INTO memories (id, guild, character, character_key, attribute, value, text, kind, scope, scope_id, status, author, created_at, lang) "
                                        + "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)")) {
            for (int i = 0; i < 150; i++) {
                Note m = note(r, i);
                notes.add(m);
                ps.setString(1, m.id());
                ps.setString(2, m.guild());
                ps.setString(3, m.character());
                ps.setString(4, m.characterKey());
                ps.setString(5, m.attributeWire());
                ps.setString(6, m.value());
                ps.setString(7, m.text());
                ps.setString(8, m.kind().wire());
                ps.setString(9, m.scope().wire());
                ps.setString(10, m.scopeId());
                ps.setString(11, m.status().wire());
                ps.setString(12, m.author());
                ps.setString(13, m.createdAt().toString());
                ps.setString(14, m.langWire());
                ps.executeUpdate();
            }
        }
        try (Store store =
                kind == StoreKind.SQLITE
                        ? SqliteStore.open(dir.resolve("old.sqlite"))
                        : PostgresStore.open(PostgresTarget.of(url))) {
            check(store, r);
            long kept = notes.stream().filter(FactStems::kept).count();
            assertTrue(kept > 50, "enough current facts to check: " + kept);
        }
    }

    /**
     * The stems of a fixed list of words, as this version computes them. Stored stems were computed
     * by the stemmer of their time: if this digest changes (a new ending in a language's file, a
     * new filler word, another rule in {@code Values}), the stems already stored no longer match
     * the new ones, and a migration must compute them again (as {@code FactStemsFill} does for V10)
     * before the new digest is written here.
     */
    @Test
    void theStemmerAndFoldingTheStoredRowsWereComputedWithArePinned() throws Exception {
        StringBuilder all = new StringBuilder();
        for (String w : WORDS)
            all.append(w)
                    .append('>')
                    .append(new java.util.TreeSet<>(FactStems.of(w, w)))
                    .append('\n');
        for (String w :
                List.of(
                        "the grey coat",
                        "a grey travelling coat",
                        "cheveux roux",
                        "yeux bleus",
                        "gauchère",
                        "she is left-handed",
                        "Jory is a lieutenant in the watch",
                        "ses lunettes rondes",
                        "heureuse",
                        "nerveuses",
                        "boxes",
                        "the"))
            all.append(w)
                    .append('>')
                    .append(new java.util.TreeSet<>(FactStems.of(w, w)))
                    .append('\n');
        for (String w : WORDS)
            all.append(w)
                    .append('>')
                    .append(continuity.memory.SearchText.of("Zoé", "eyes", w, w))
                    .append('\n');
        String digest =
                HexFormat.of()
                        .formatHex(
                                MessageDigest.getInstance("SHA-256")
                                        .digest(all.toString().getBytes(StandardCharsets.UTF_8)));
        assertEquals(
                "3fbabe54f4da2bac45562ab7a1dc82ebfb83749569af5c2ea76ef3ecff3ee496",
                digest,
                "the stemmer or the folding changed: add a migration that fills fact_stems and"
                        + " fact_search again, then pin the new digest. Now:\n"
                        + all);
    }
}
