package continuity.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.memory.Kind;
import continuity.memory.Note;
import continuity.memory.Question;
import continuity.memory.Scope;
import continuity.memory.Status;
import continuity.memory.Store;
import continuity.understand.Detail;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The targeted reads that replaced "read every note of the guild, then filter" must return exactly
 * what the filter returned, in the same order, on a real migrated SQLite file.
 */
class TargetedQueriesTest {
    @TempDir Path dir;

    private static final String[] CHARACTERS = {"mira", "kael", "selene"};
    private static final String[] ATTRIBUTES = {"eyes", "hair", "note"};

    private static Note note(int i, String guild) {
        Status status = Status.values()[i % Status.values().length];
        Kind kind = i % 7 == 0 ? Kind.PREFERENCE : Kind.FACT;
        String character = CHARACTERS[i % CHARACTERS.length];
        String attribute =
                kind == Kind.PREFERENCE ? "preference" : ATTRIBUTES[(i / 3) % ATTRIBUTES.length];
        Scope scope =
                kind == Kind.PREFERENCE
                        ? Scope.ALL_CHATS
                        : (i % 4 == 0 ? Scope.STORY : Scope.PROFILE);
        // every fourth note shares its creation time with the previous one: order must still be
        // stable
        Instant at = Instant.parse("2026-01-01T00:00:00Z").plusSeconds(i - (i % 4 == 0 ? 1 : 0));
        return Note.of(
                guild + "n" + i,
                guild,
                character,
                character,
                attribute,
                "v" + i,
                "text " + i,
                kind,
                scope,
                scope == Scope.STORY ? "story:au" : null,
                null,
                status,
                "u" + (i % 2),
                "c1",
                null,
                at,
                null,
                null,
                null,
                null,
                "en");
    }

    private static List<Note> filter(
            List<Note> all, String character, String attribute, Set<Status> statuses) {
        List<Note> out = new ArrayList<>();
        for (Note m : all) {
            if (m.kind() != Kind.FACT || !statuses.contains(m.status())) continue;
            if (character != null && !m.characterKey().equals(character)) continue;
            if (attribute != null && !m.attributeWire().equals(attribute)) continue;
            out.add(m);
        }
        return out;
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void factQueriesReturnWhatFilteringEveryNoteReturned(StoreKind kind) {
        try (Store store = kind.open(dir, "t")) {
            store.inTransaction(
                    repo -> {
                        // two guilds interleaved; one active fact per slot, as the schema requires
                        Set<String> activeSlots = new java.util.HashSet<>();
                        for (int i = 0; i < 120; i++) {
                            Note a = note(i, "g1");
                            Note b = note(i, "g2");
                            boolean slotted =
                                    a.kind() == Kind.FACT
                                            && a.status() == Status.ACTIVE
                                            && !a.detail().free();
                            if (slotted
                                    && !activeSlots.add(
                                            a.characterKey()
                                                    + a.attributeWire()
                                                    + a.scope()
                                                    + a.scopeId())) continue;
                            repo.insert(a);
                            repo.insert(b);
                        }
                        return null;
                    });
            List<Set<Status>> statusSets =
                    List.of(
                            EnumSet.of(Status.ACTIVE, Status.DISPUTED),
                            EnumSet.of(Status.ACTIVE, Status.DISPUTED, Status.PENDING),
                            EnumSet.allOf(Status.class),
                            EnumSet.of(Status.SUPERSEDED));
            store.inTransaction(
                    repo -> {
                        List<Note> guild = repo.notesIn("g1");
                        assertEquals(
                                guild.size(),
                                repo.countIn("g1"),
                                "countIn counts every note of the guild");
                        for (Set<Status> st : statusSets) {
                            assertEquals(
                                    filter(guild, null, null, st),
                                    repo.facts("g1", null, st),
                                    "guild facts in " + st);
                            for (String c : CHARACTERS) {
                                List<Note> own = repo.notesOf("g1", c);
                                assertEquals(
                                        filter(own, null, null, st),
                                        repo.facts("g1", c, st),
                                        c + "'s facts in " + st);
                                for (String a : ATTRIBUTES) {
                                    assertEquals(
                                            filter(own, null, a, st),
                                            repo.facts("g1", c, Detail.of(a), st),
                                            c + "'s " + a + " facts in " + st);
                                }
                            }
                        }
                        assertTrue(
                                repo.facts("g1", null, EnumSet.allOf(Status.class)).stream()
                                        .allMatch(m -> m.guild().equals("g1")),
                                "another guild's notes never come back");
                        return null;
                    });
        }
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void openQuestionByIdFindsOnlyOpenQuestions(StoreKind kind) {
        try (Store store = kind.open(dir, "q")) {
            Instant now = Instant.parse("2026-01-01T00:00:00Z");
            store.inTransaction(
                    repo -> {
                        repo.saveQuestion(
                                new Question(
                                        "q1",
                                        "g1",
                                        "c1",
                                        "u1",
                                        "scope",
                                        Map.of("k", "v"),
                                        now,
                                        null));
                        repo.saveQuestion(
                                new Question("q2", "g2", "c1", "u1", "scope", Map.of(), now, now));
                        return null;
                    });
            store.inTransaction(
                    repo -> {
                        assertEquals(
                                "q1", repo.openQuestionById("q1").map(Question::id).orElse(null));
                        assertEquals(Map.of("k", "v"), repo.openQuestionById("q1").get().data());
                        assertFalse(
                                repo.openQuestionById("q2").isPresent(),
                                "a closed question is not open");
                        assertFalse(repo.openQuestionById("nope").isPresent());
                        return null;
                    });
        }
    }
}
