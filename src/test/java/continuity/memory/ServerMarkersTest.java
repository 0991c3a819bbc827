package continuity.memory;

import static continuity.testing.Replies.mentions;
import static continuity.testing.Replies.only;
import static continuity.testing.Replies.silent;
import static org.junit.jupiter.api.Assertions.assertEquals;

import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.testing.BotTest;
import org.junit.jupiter.api.Test;

/**
 * A server's own out-of-character markers: set by a game master, kept across restarts, per server.
 */
class ServerMarkersTest extends BotTest {
    @Override
    protected void setUp() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
    }

    @Test
    void aGameMastersMarkersMakeTextOutOfCharacterInThatServerOnly() {
        silent(bot.say("u1", "<< Mira has green eyes >>"));
        only(
                bot.slash("u1", false, SlashCommand.SETTINGS_OOC, "markers", "<< >>, !ooc"),
                ReplyKind.REFUSED);
        mentions(
                only(
                        bot.slash("gm", true, SlashCommand.SETTINGS_OOC, "markers", "<< >>, !ooc"),
                        ReplyKind.OK),
                "<< >>",
                "!ooc");
        mentions(
                only(bot.say("u1", "*waves* << Mira has green eyes >>"), ReplyKind.REPLACED),
                "green",
                "blue");
        mentions(only(bot.say("u1", "!ooc Mira's hair is red"), ReplyKind.SAVED), "red");
        bot.restart();
        mentions(only(bot.say("u1", "<< Mira has grey eyes >>"), ReplyKind.REPLACED), "grey");
        bot.guild = "g2";
        bot.remember("u1", "Mira", "Mira has blue eyes");
        silent(bot.say("u1", "<< Mira has green eyes >>"));
    }

    @Test
    void badMarkersAreRefusedWithWhatToWriteAndResetRestoresTheBuiltInOnes() {
        mentions(
                only(
                        bot.slash("gm", true, SlashCommand.SETTINGS_OOC, "markers", "ab cd"),
                        ReplyKind.ERROR),
                "<< >>, !ooc");
        only(bot.slash("gm", true, SlashCommand.SETTINGS_OOC, "markers", "<< >>"), ReplyKind.OK);
        only(bot.slash("gm", true, SlashCommand.SETTINGS_OOC, "markers", "none"), ReplyKind.OK);
        silent(bot.say("u1", "<< Mira has green eyes >>"));
        mentions(only(bot.slash("u2", false, SlashCommand.SETTINGS_OOC), ReplyKind.OK), "built-in");
        assertEquals("blue", bot.active("Mira", "eyes").get(0).value());
    }
}
