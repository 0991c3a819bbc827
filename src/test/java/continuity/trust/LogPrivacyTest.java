package continuity.trust;

import static continuity.trust.Bot.button;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import continuity.chat.ChatContext;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.memory.Continuity;
import continuity.memory.Limits;
import continuity.memory.Repository;
import continuity.memory.Store;
import continuity.store.SqliteStore;
import continuity.store.StoreException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

/**
 * The logs, at the level the shipped configuration sets (INFO), never contain what members wrote:
 * not while the bot works, and not when something fails with an error whose message quotes a
 * member's words.
 */
class LogPrivacyTest {
    private static final String MARKER = "ZQX-SECRET-7731";

    /**
     * Every log line of the test, kept here rather than printed: the failures below are provoked on
     * purpose.
     */
    private continuity.testing.CapturedLog log;

    @BeforeEach
    void capture() {
        log = continuity.testing.CapturedLog.everything();
    }

    @AfterEach
    void release() {
        log.close();
    }

    private void assertNoContentLogged() {
        for (ILoggingEvent e : log.events()) {
            assertFalse(
                    e.getFormattedMessage().contains(MARKER), "logged: " + e.getFormattedMessage());
            for (IThrowableProxy t = e.getThrowableProxy(); t != null; t = t.getCause()) {
                assertFalse(
                        String.valueOf(t.getMessage()).contains(MARKER),
                        "logged in an exception: " + t.getMessage());
            }
        }
    }

    @Test
    void theDefaultLevelIsInfoAndMessagesAreNotLogged(@TempDir Path dir) {
        Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        assertTrue(
                root.isInfoEnabled() && !root.isDebugEnabled(),
                "the shipped configuration logs at INFO");
        try (Bot bot = new Bot(dir.resolve("logs.sqlite"))) {
            Actor owner = Actor.player("g1", "u1"), other = Actor.player("g1", "u2");
            bot.slash(
                    owner,
                    SlashCommand.MEMORY_REMEMBER,
                    "character",
                    "Mira",
                    "text",
                    "Mira has " + MARKER + " eyes");
            bot.say(owner, "Mira's eyes are green " + MARKER + ", not blue.");
            bot.say(other, "Mira's hair is " + MARKER + ", not black.");
            bot.say(owner, "((" + MARKER + " Mira's outfit is a red " + MARKER + " cape))");
            bot.ask(owner, "@Continuity I prefer replies with " + MARKER);
            bot.ask(other, "@Continuity what colour are Mira's eyes? " + MARKER);
            bot.say(owner, "*" + MARKER + "* \"" + MARKER + "\" just chatting " + MARKER);
            bot.slash(
                    owner,
                    SlashCommand.MEMORY_EDIT,
                    "memory",
                    "green",
                    "text",
                    "Mira has " + MARKER + " grey eyes");
            bot.slash(owner, SlashCommand.MEMORY_SHOW, "character", MARKER);
            bot.slash(owner, SlashCommand.MEMORY_RECALL, "character", "Mira", "about", MARKER);
            bot.slash(owner, SlashCommand.STORY_SET, "name", MARKER);
            bot.slash(
                    owner,
                    SlashCommand.MEMORY_REMEMBER,
                    "character",
                    "M\u0456ra" + MARKER,
                    "text",
                    MARKER);
            bot.click(
                    owner,
                    button(bot.slash(owner, SlashCommand.MEMORY_FORGET_ME), "Erase my data"));
            bot.core().guildRemoved("g1", Instant.parse("2026-01-01T00:00:00Z"));
            bot.core().purgeDeparted(Instant.parse("2026-06-01T00:00:00Z"));
        }
        assertTrue(
                log.events().size() > 0, "the capture works: the removal and the purge are logged");
        assertNoContentLogged();
    }

    /** A storage error whose message quotes the member's words is logged without that message. */
    @Test
    void aFailureQuotingAMembersWordsIsLoggedWithoutThem(@TempDir Path dir) {
        Store real = SqliteStore.open(dir.resolve("failing.sqlite"));
        Store failing =
                new Store() {
                    private boolean armed;

                    @Override
                    public <T> T inTransaction(Function<Repository, T> work) {
                        if (armed) {
                            throw new StoreException(
                                    "constraint failed on value '" + MARKER + "'",
                                    new IllegalStateException("driver said: " + MARKER));
                        }
                        armed = true;
                        return real.inTransaction(work);
                    }

                    @Override
                    public void close() {
                        real.close();
                    }
                };
        try (failing) {
            Continuity core = new Continuity(failing, Limits.DEFAULTS);
            ChatContext ctx =
                    new ChatContext(
                            "g1",
                            "c1",
                            null,
                            "u1",
                            "alice",
                            false,
                            Instant.parse("2026-01-01T00:00:00Z"));
            List<Reply> r =
                    core.handle(
                            SlashIn.of(
                                    ctx,
                                    SlashCommand.MEMORY_REMEMBER,
                                    Map.of("character", "Mira", "text", MARKER)));
            assertTrue(
                    r.get(0).kind() == ReplyKind.ERROR
                            && r.get(0).text().contains("nothing was changed"),
                    r.toString());
            core.handle(new MessageIn(ctx, "m1", "@Continuity " + MARKER, true, false, null));
        }
        assertTrue(
                log.events().stream().anyMatch(e -> e.getLevel().toString().equals("ERROR")),
                "the failure is logged");
        assertNoContentLogged();
    }
}
