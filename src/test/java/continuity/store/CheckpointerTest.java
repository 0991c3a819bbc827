package continuity.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.memory.Kind;
import continuity.memory.Note;
import continuity.memory.Scope;
import continuity.memory.Status;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Commits only append to the write-ahead log; the checkpointer moves them into the database file
 * soon after.
 */
class CheckpointerTest {
    @TempDir Path dir;

    private static boolean fileHas(Path file, String marker) throws IOException {
        return Files.exists(file)
                && new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1)
                        .contains(marker);
    }

    @Test
    void committedNotesReachTheDatabaseFileWithinSeconds() throws Exception {
        Path db = dir.resolve("c.sqlite");
        String marker = "checkpoint-marker-7f3a";
        try (SqliteStore store = SqliteStore.open(db)) {
            store.inTransaction(
                    repo -> {
                        repo.insert(
                                Note.of(
                                        "abcd2345",
                                        "g1",
                                        "Mira",
                                        "mira",
                                        "note",
                                        marker,
                                        marker,
                                        Kind.FACT,
                                        Scope.PROFILE,
                                        null,
                                        null,
                                        Status.ACTIVE,
                                        "u1",
                                        "c1",
                                        null,
                                        Instant.parse("2026-01-01T00:00:00Z"),
                                        null,
                                        null,
                                        null,
                                        null,
                                        "en"));
                        return null;
                    });
            assertFalse(
                    fileHas(db, marker),
                    "a commit does not copy the log into the database file itself");
            long deadline = System.nanoTime() + 5_000_000_000L;
            while (!fileHas(db, marker) && System.nanoTime() < deadline) Thread.sleep(100);
            assertTrue(fileHas(db, marker), "the note is in the database file within 5 s");
        }
        try (SqliteStore again = SqliteStore.open(db)) {
            assertEquals(
                    marker,
                    again.inTransaction(repo -> repo.memory("abcd2345").orElseThrow().value()));
        }
    }
}
