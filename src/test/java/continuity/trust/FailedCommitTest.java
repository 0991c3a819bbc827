package continuity.trust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import ch.qos.logback.classic.Level;
import continuity.chat.ChatContext;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.memory.Continuity;
import continuity.memory.Repository;
import continuity.memory.Store;
import continuity.store.SqliteStore;
import continuity.store.StoreException;
import continuity.testing.CapturedLog;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A store whose commit fails (a full disk, an I/O error): the real SQLite store does the work, then
 * the commit is made to fail, which a real disk cannot be told to do on cue. The change is neither
 * stored nor confirmed, the member is told that nothing changed, and the core works again once the
 * disk does.
 */
class FailedCommitTest {
    @Test
    void aChangeWhoseCommitFailsIsNeitherStoredNorConfirmed(@TempDir Path dir) {
        try (SqliteStore real = SqliteStore.open(dir.resolve("bot.sqlite"));
                CapturedLog log = CapturedLog.of("continuity.memory")) {
            AtomicBoolean diskFails = new AtomicBoolean(false);
            Store store = mock(Store.class);
            when(store.inTransaction(any()))
                    .thenAnswer(
                            call -> {
                                Function<Repository, Object> work = call.getArgument(0);
                                return real.inTransaction(
                                        repo -> {
                                            Object result = work.apply(repo);
                                            if (diskFails.get())
                                                throw new StoreException(
                                                        "commit failed: disk I/O error", null);
                                            return result;
                                        });
                            });
            Continuity core = new Continuity(store);
            ChatContext alice =
                    new ChatContext(
                            "g1",
                            "c1",
                            null,
                            "u1",
                            "alice",
                            false,
                            Instant.parse("2026-01-01T10:00:00Z"));
            SlashIn remember =
                    SlashIn.of(
                            alice,
                            SlashCommand.MEMORY_REMEMBER,
                            Map.of("character", "Mira", "text", "Mira has green eyes"));

            diskFails.set(true);
            List<Reply> failed = core.handle(remember);
            assertEquals(1, failed.size(), failed.toString());
            assertEquals(ReplyKind.ERROR, failed.get(0).kind(), failed.toString());
            assertTrue(failed.get(0).ephemeral(), "only the member sees the failure");
            assertTrue(failed.get(0).text().contains("nothing was changed"), failed.get(0).text());
            assertEquals(
                    List.of(),
                    real.inTransaction(repo -> repo.notesIn("g1")),
                    "nothing of the failed change is stored");
            assertEquals(
                    List.of(),
                    real.inTransaction(repo -> repo.characters("g1")),
                    "not even the new character");
            assertEquals(
                    1,
                    log.messages(Level.ERROR).size(),
                    "the failure is logged once: " + log.messages(Level.ERROR));

            diskFails.set(false);
            List<Reply> saved = core.handle(remember);
            assertEquals(ReplyKind.SAVED, saved.get(0).kind(), saved.toString());
            assertEquals(1, real.inTransaction(repo -> repo.notesIn("g1")).size());
            verify(store, times(3))
                    .inTransaction(any()); // the open questions at start, then the two attempts
        }
    }
}
