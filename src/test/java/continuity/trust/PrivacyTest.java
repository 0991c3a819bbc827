package continuity.trust;

import static continuity.trust.Bot.button;
import static continuity.trust.Bot.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.memory.Limits;
import continuity.memory.Note;
import continuity.memory.Retire;
import continuity.memory.Status;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A member erases what they wrote; a server's notes go some time after the bot leaves it. */
@org.junit.jupiter.params.ParameterizedClass(name = "[{0}]")
@org.junit.jupiter.params.provider.EnumSource(continuity.store.StoreKind.class)
class PrivacyTest {
    /** The store this run of the class is on (every test runs on both). */
    @org.junit.jupiter.params.Parameter continuity.store.StoreKind store;

    private static final Actor U1 = Actor.player("g1", "u1");
    private static final Actor U2 = Actor.player("g1", "u2");

    /**
     * u1 and u2 write in two servers: notes, history, a proposal, a question left open,
     * preferences.
     */
    private static void fill(Bot bot) {
        bot.slash(
                U1,
                SlashCommand.MEMORY_REMEMBER,
                "character",
                "Mira",
                "text",
                "Mira has blue eyes");
        bot.say(U1, "Mira's eyes are green, not blue.");
        bot.slash(
                U1,
                SlashCommand.MEMORY_REMEMBER,
                "character",
                "Mira",
                "text",
                "Mira hums when nervous");
        bot.ask(U1, "@Continuity I prefer short replies");
        bot.slash(
                U2,
                SlashCommand.MEMORY_REMEMBER,
                "character",
                "Sera",
                "text",
                "Sera has black hair");
        bot.say(U1, "Sera's hair is red, not black."); // u1 proposes about u2's character
        bot.say(U2, "Mira's eyes are grey, not green."); // u2 proposes about u1's character
        bot.say(Actor.player("g1", "gm").asGm(), "Mira's hair is silver, not black.");
        bot.slash(U1.at("c2"), SlashCommand.STORY_SET, "name", "Pirate AU");
        bot.say(U1.at("c2"), "Mira's eyes are amber, not green."); // asks which scope: a note waits
        bot.slash(
                U1.in("g2"),
                SlashCommand.MEMORY_REMEMBER,
                "character",
                "Mira",
                "text",
                "Mira has a scar");
    }

    @Test
    void forgetMeErasesWhatTheMemberWroteEverywhereAndNothingElse(@TempDir Path dir) {
        try (Bot bot = new Bot(store.database(dir, "forget-me"))) {
            fill(bot);
            List<Note> before = new ArrayList<>(bot.dump("g1"));
            before.addAll(bot.dump("g2"));
            assertTrue(
                    before.stream()
                            .anyMatch(
                                    m -> m.author().equals("u1") && m.status() == Status.PENDING));

            List<Reply> asked = bot.slash(U1, SlashCommand.MEMORY_FORGET_ME);
            Reply prompt = only(asked);
            assertTrue(prompt.ephemeral(), "the prompt is private");
            assertTrue(
                    prompt.text().contains("1 private preference")
                            && prompt.text().contains("cannot be undone"),
                    prompt.text());
            assertEquals(ReplyKind.OK, only(bot.click(U1, button(asked, "Cancel"))).kind());
            List<Note> afterCancel = new ArrayList<>(bot.dump("g1"));
            afterCancel.addAll(bot.dump("g2"));
            assertEquals(before, afterCancel, "Cancel erases nothing");

            Reply done =
                    only(
                            bot.click(
                                    U1,
                                    button(
                                            bot.slash(U1, SlashCommand.MEMORY_FORGET_ME),
                                            "Erase my data")));
            assertEquals(ReplyKind.FORGOTTEN, done.kind(), done.toString());
            assertTrue(done.ephemeral());
            List<Note> after = new ArrayList<>(bot.dump("g1"));
            after.addAll(bot.dump("g2"));
            assertEquals(before.size(), after.size(), "nothing is deleted: who and when stay");
            for (int i = 0; i < before.size(); i++) {
                Note b = before.get(i), a = after.get(i);
                assertEquals(b.id(), a.id());
                if (b.author().equals("u1")) {
                    assertEquals(Status.FORGOTTEN, a.status(), a.toString());
                    assertEquals("", a.text());
                    assertEquals("", a.value());
                    assertEquals("u1", a.author(), "who wrote it is kept");
                    assertEquals(b.createdAt(), a.createdAt(), "when is kept");
                    assertEquals(Retire.Reason.FORGET_ME, a.whyRetired());
                } else {
                    assertEquals(b, a, "a note someone else wrote stays as it was");
                }
            }
            assertEquals(List.of(), Invariants.violations(bot.jdbcUrl()));
            try (Connection c = DriverManager.getConnection(bot.jdbcUrl())) {
                try (ResultSet rs =
                        c.createStatement()
                                .executeQuery(
                                        "SELECT COUNT(*) FROM questions WHERE user_id = 'u1' AND (data <> '{}' OR closed_at IS NULL)")) {
                    rs.next();
                    assertEquals(0, rs.getInt(1), "questions asked to u1 keep none of their words");
                }
                try (ResultSet rs =
                        c.createStatement()
                                .executeQuery(
                                        "SELECT COUNT(*) FROM actions WHERE for_user = 'u1'")) {
                    rs.next();
                    assertEquals(0, rs.getInt(1), "buttons offered to u1 are gone");
                }
                try (ResultSet rs =
                        c.createStatement()
                                .executeQuery(
                                        "SELECT COUNT(*) FROM questions WHERE user_id = 'u1'")) {
                    rs.next();
                    assertTrue(rs.getInt(1) > 0, "the questions themselves (who, when) stay");
                }
            } catch (SQLException e) {
                throw new AssertionError(e);
            }
            // the characters stay; u1 now sees no preference of theirs
            assertTrue(bot.dump("g1").stream().anyMatch(m -> m.character().equals("Mira")));
            String shown = only(bot.slash(U1, SlashCommand.MEMORY_SHOW)).text();
            assertFalse(shown.contains("short replies"), shown);
            assertEquals(
                    ReplyKind.OK,
                    only(bot.slash(U1, SlashCommand.MEMORY_FORGET_ME)).kind(),
                    "nothing left to erase");
        }
    }

    @Test
    void aForgetMeConfirmationExpiresAfterAnHour(@TempDir Path dir) {
        try (Bot bot = new Bot(store.database(dir, "expiry"))) {
            fill(bot);
            List<Note> before = bot.dump("g1");
            List<Reply> asked = bot.slash(U1, SlashCommand.MEMORY_FORGET_ME);
            bot.clock.advance(Duration.ofHours(2));
            Reply r = only(bot.click(U1, button(asked, "Erase my data")));
            assertEquals(ReplyKind.ERROR, r.kind(), r.toString());
            assertTrue(r.text().contains("run /memory forget-me again"), r.text());
            assertEquals(before, bot.dump("g1"));
        }
    }

    @Test
    void aServerTheBotLeftIsPurgedAfterTheGracePeriodAndNotBefore(@TempDir Path dir)
            throws SQLException {
        try (Bot bot = new Bot(store.database(dir, "departure"))) {
            fill(bot);
            bot.slash(
                    U1.in("g3"),
                    SlashCommand.MEMORY_REMEMBER,
                    "character",
                    "Tom",
                    "text",
                    "Tom has a hat");
            Instant left = Instant.parse("2026-03-01T00:00:00Z");
            int g1 = bot.dump("g1").size();
            bot.core().guildRemoved("g1", left);
            bot.core().guildRemoved("g3", left);
            bot.core().guildReturned("g3");
            bot.core()
                    .guildRemoved(
                            "g1",
                            left.plus(
                                    Duration.ofDays(20))); // a second removal keeps the first date
            assertEquals(List.of(), bot.core().purgeDeparted(left.plus(Duration.ofDays(29))));
            assertEquals(g1, bot.dump("g1").size(), "kept during the grace period");
            bot.restart(); // the departure is stored, not held in memory
            assertEquals(List.of("g1"), bot.core().purgeDeparted(left.plus(Duration.ofDays(31))));
            assertEquals(List.of(), bot.dump("g1"), "every note of the server is gone");
            try (Connection c = DriverManager.getConnection(bot.jdbcUrl())) {
                for (String table :
                        List.of("characters", "stories", "scenes", "actions", "questions")) {
                    try (ResultSet rs =
                            c.createStatement()
                                    .executeQuery(
                                            "SELECT COUNT(*) FROM "
                                                    + table
                                                    + " WHERE guild = 'g1'")) {
                        rs.next();
                        assertEquals(
                                0, rs.getInt(1), table + " still holds rows of the purged server");
                    }
                }
                try (ResultSet rs =
                        c.createStatement()
                                .executeQuery(
                                        "SELECT left_at, purged_at FROM departed_guilds WHERE guild = 'g1'")) {
                    assertTrue(rs.next(), "the departure and the purge are recorded");
                    assertEquals(left.toString(), rs.getString(1));
                    assertTrue(rs.getString(2) != null);
                }
            }
            assertFalse(bot.dump("g2").isEmpty(), "other servers are untouched");
            assertFalse(bot.dump("g3").isEmpty(), "a server the bot came back to is kept");
            assertEquals(
                    List.of(),
                    bot.core().purgeDeparted(left.plus(Duration.ofDays(400))),
                    "purged once");
            // the purged server's characters are forgotten by the running bot too
            assertEquals(List.of(), bot.say(U1, "Mira's eyes are green, not blue."));
            assertEquals(List.of(), Invariants.violations(bot.jdbcUrl()));
        }
    }

    @Test
    void theGracePeriodComesFromTheLimits(@TempDir Path dir) {
        try (Bot bot =
                new Bot(store.database(dir, "grace"), Limits.DEFAULTS.withDepartedGraceDays(0))) {
            bot.slash(
                    U1,
                    SlashCommand.MEMORY_REMEMBER,
                    "character",
                    "Mira",
                    "text",
                    "Mira has blue eyes");
            Instant now = Instant.parse("2026-03-01T00:00:00Z");
            bot.core().guildRemoved("g1", now);
            assertEquals(List.of("g1"), bot.core().purgeDeparted(now));
            assertEquals(List.of(), bot.dump("g1"));
        }
    }

    @Test
    void nothingOfADirectMessageLeaksIntoAServer(@TempDir Path dir) {
        try (Bot bot = new Bot(store.database(dir, "dm"))) {
            Actor dm = new Actor(null, "u1", "u1", false, "dm1");
            bot.slash(
                    dm,
                    SlashCommand.MEMORY_REMEMBER,
                    "character",
                    "Mira",
                    "text",
                    "Mira has a secret twin");
            String shown =
                    only(bot.slash(U2, SlashCommand.MEMORY_SHOW)).text()
                            + only(bot.slash(U1, SlashCommand.MEMORY_SHOW)).text();
            assertFalse(shown.contains("secret twin"), shown);
        }
    }
}
