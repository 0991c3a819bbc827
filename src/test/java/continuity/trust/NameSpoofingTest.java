package continuity.trust;

import static continuity.trust.Bot.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.memory.Names;
import continuity.memory.Note;
import continuity.memory.Status;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The name rule end to end: invisible characters and compatibility forms are the same name; mixed
 * alphabets and look-alikes of an existing character are refused; so nobody can pass a look-alike
 * for Mira, and "Mira" written with a zero-width space is Mira (so a non-owner only proposes).
 */
@org.junit.jupiter.params.ParameterizedClass(name = "[{0}]")
@org.junit.jupiter.params.provider.EnumSource(continuity.store.StoreKind.class)
class NameSpoofingTest {
    /** The store this run of the class is on (every test runs on both). */
    @org.junit.jupiter.params.Parameter continuity.store.StoreKind store;

    private static final Actor OWNER = Actor.player("g1", "u1");
    private static final Actor OTHER = Actor.player("g1", "u2");
    private static final String CYRILLIC_I_MIRA = "M\u0456ra";

    @TempDir Path dir;
    Bot bot;

    @BeforeEach
    void mira() {
        bot = new Bot(store.database(dir, "names"));
        assertEquals(
                ReplyKind.SAVED,
                only(bot.slash(
                                OWNER,
                                SlashCommand.MEMORY_REMEMBER,
                                "character",
                                "Mira",
                                "text",
                                "Mira has blue eyes"))
                        .kind());
    }

    @org.junit.jupiter.api.AfterEach
    void close() {
        bot.close();
    }

    private List<Note> notes() {
        return bot.dump("g1");
    }

    private void miraUnchanged() {
        List<Note> active =
                notes().stream()
                        .filter(m -> m.status() == Status.ACTIVE && !m.character().equals("Pepe"))
                        .toList();
        assertEquals(1, active.size(), active.toString());
        assertEquals("blue", active.get(0).value());
        assertEquals("Mira", active.get(0).character());
    }

    @Test
    void theNormalisationRuleItself() {
        assertEquals("mira", Names.key("Mira\u200B"));
        assertEquals("mira", Names.key("\u200FMi\u200Dra\u2066"));
        assertEquals("mira", Names.key("\uFF2D\uFF49\uFF52\uFF41"));
        assertEquals("mira", Names.key("  MIRA "));
        assertTrue(Names.mixesAlphabets(CYRILLIC_I_MIRA));
        assertFalse(
                Names.mixesAlphabets(
                        "\u041C\u0438\u0440\u043E\u0441\u043B\u0430\u0432\u0430")); // Мирослава
        assertFalse(Names.mixesAlphabets("Zo\u00E9"));
        assertEquals(
                Names.skeleton("Pepe"),
                Names.skeleton("\u0420\u0435\u0440\u0435")); // Cyrillic Рере
        assertEquals(Names.skeleton("Iris"), Names.skeleton("lris"));
        assertEquals(Names.skeleton("Mira"), Names.skeleton("M\u0338i\u0335r\u0337a"));
        assertNotEquals(Names.skeleton("Mira"), Names.skeleton("Mina"));
    }

    @Test
    void aCyrillicLookAlikeCannotCorrectMira() {
        assertEquals(
                List.of(),
                bot.say(OTHER, CYRILLIC_I_MIRA + "'s eyes are red, not blue."),
                "in plain chat a name that is no known character is not read at all");
        Reply r = only(bot.say(OTHER, "((" + CYRILLIC_I_MIRA + "'s eyes are red, not blue))"));
        assertEquals(ReplyKind.ERROR, r.kind(), r.toString());
        assertTrue(r.text().contains("one alphabet"), r.text());
        miraUnchanged();
        assertTrue(notes().stream().noneMatch(m -> m.character().equals(CYRILLIC_I_MIRA)));
    }

    @Test
    void aCyrillicLookAlikeCannotBeRememberedOrProxied() {
        assertEquals(
                ReplyKind.ERROR,
                only(bot.slash(
                                OTHER,
                                SlashCommand.MEMORY_REMEMBER,
                                "character",
                                CYRILLIC_I_MIRA,
                                "text",
                                "Mira has red eyes"))
                        .kind());
        List<Reply> proxied =
                bot.sayThroughProxy(OTHER, CYRILLIC_I_MIRA, "((my eyes are red, not blue))");
        assertEquals(ReplyKind.ERROR, only(proxied).kind(), proxied.toString());
        miraUnchanged();
    }

    @Test
    void miraWithAZeroWidthSpaceIsMiraSoANonOwnerOnlyProposes() {
        Reply r = only(bot.say(OTHER, "Mira\u200B's eyes are red, not blue."));
        assertEquals(
                ReplyKind.ASKED_WHICH,
                r.kind(),
                "a disputed change, not an owner's correction: " + r);
        miraUnchanged();
        assertTrue(
                notes().stream()
                        .anyMatch(
                                m ->
                                        m.status() == Status.DISPUTED
                                                && m.value().equals("red")
                                                && m.character().equals("Mira")));
    }

    @Test
    void miraWithAZeroWidthSpaceFromHerOwnerIsAnOwnerCorrection() {
        Reply r = only(bot.say(OWNER, "Mira\u200B's eyes are green, not blue."));
        assertEquals(ReplyKind.REPLACED, r.kind(), r.toString());
    }

    @Test
    void aProxyClaimingToBeMiraFromSomeoneElseIsOnlyAProposal() {
        for (String proxy : List.of("Mira", "Mira\u200B", "\uFF2D\uFF49\uFF52\uFF41", "MIRA")) {
            List<Reply> r = bot.sayThroughProxy(OTHER, proxy, "((my eyes are red, not blue))");
            assertEquals(ReplyKind.ASKED_WHICH, only(r).kind(), proxy + ": " + r);
        }
        miraUnchanged();
        List<Reply> own = bot.sayThroughProxy(OWNER, "Mira", "((my eyes are green, not blue))");
        assertEquals(ReplyKind.REPLACED, only(own).kind(), own.toString());
    }

    @Test
    void everyBlankAndFormatCharacterAroundANameIsDropped() {
        int checked = 0;
        for (int cp = 0; cp <= java.lang.Character.MAX_CODE_POINT; cp++) {
            int type = java.lang.Character.getType(cp);
            boolean blank =
                    type == java.lang.Character.FORMAT
                            || type == java.lang.Character.SPACE_SEPARATOR
                            || type == java.lang.Character.CONTROL
                            || List.of(0x2800, 0x3164, 0x115F, 0x1160, 0xFFA0, 0x17B4, 0x17B5)
                                    .contains(cp);
            if (!blank) continue;
            String c = new String(java.lang.Character.toChars(cp));
            assertEquals("mira", Names.key("Mira" + c), "U+" + Integer.toHexString(cp));
            assertEquals("mira", Names.key(c + "Mira"), "U+" + Integer.toHexString(cp));
            checked++;
        }
        assertTrue(checked > 150, "checked " + checked);
    }

    @Test
    void decoratedProxyNamesAreTheCharacterTheirOwnerMeant() {
        String current = "blue";
        int n = 0;
        for (String proxy :
                List.of(
                        "Mira 🌙",
                        "Mira | alice",
                        "alice | Mira",
                        "Mira (she/her)",
                        "✨ Mira ✨",
                        "Mira\u2800",
                        "\u3164Mira",
                        "Mira [alt] 🌙",
                        "🌙Mira🌙 ~ alice")) {
            String next = "c" + (++n);
            Reply r =
                    only(
                            bot.sayThroughProxy(
                                    OWNER,
                                    proxy,
                                    "((my eyes are " + next + ", not " + current + "))"));
            assertEquals(ReplyKind.REPLACED, r.kind(), proxy + ": " + r);
            current = next;
        }
        List<Note> active = notes().stream().filter(m -> m.status() == Status.ACTIVE).toList();
        assertEquals(1, active.size(), "one character, one current eye colour: " + active);
        assertEquals("Mira", active.get(0).character());
        // someone else's decorated proxy of Mira only proposes, on Mira
        Reply other =
                only(
                        bot.sayThroughProxy(
                                OTHER, "Mira | eve", "((my eyes are red, not " + current + "))"));
        assertEquals(ReplyKind.ASKED_WHICH, other.kind(), other.toString());
        // a new character through a decorated proxy is named without its decorations
        Reply fresh =
                only(bot.sayThroughProxy(OTHER, "Sera 🌸 (they/them)", "((my eyes are grey))"));
        assertEquals(ReplyKind.SAVED, fresh.kind(), fresh.toString());
        assertTrue(
                notes().stream().anyMatch(m -> m.character().equals("Sera")),
                "Sera, not 'Sera 🌸 (they/them)': " + notes());
    }

    @Test
    void aWholeScriptLookAlikeOfAnExistingCharacterIsRefused() {
        bot.slash(
                OWNER,
                SlashCommand.MEMORY_REMEMBER,
                "character",
                "Pepe",
                "text",
                "Pepe has green eyes");
        Reply r =
                only(
                        bot.slash(
                                OTHER,
                                SlashCommand.MEMORY_REMEMBER,
                                "character",
                                "\u0420\u0435\u0440\u0435",
                                "text",
                                "Pepe has red eyes"));
        assertEquals(ReplyKind.ERROR, r.kind(), r.toString());
        assertTrue(r.text().contains("looks like the existing character"), r.text());
        Reply zalgo =
                only(
                        bot.slash(
                                OTHER,
                                SlashCommand.MEMORY_REMEMBER,
                                "character",
                                "M\u0338i\u0335r\u0337a",
                                "text",
                                "red eyes"));
        assertEquals(ReplyKind.ERROR, zalgo.kind(), zalgo.toString());
        assertEquals(
                List.of(), bot.say(OTHER, "((M\u0338i\u0335r\u0337a's eyes are red, not blue))"));
        // a look-alike in another alphabet, said in the channel, is told it looks like Pepe;
        // nothing is given to the character whose note holds the old value
        Reply cyrillic =
                only(bot.say(OTHER, "((\u0420\u0435\u0440\u0435's eyes are red, not green))"));
        assertEquals(ReplyKind.ERROR, cyrillic.kind(), cyrillic.toString());
        assertTrue(cyrillic.text().contains("looks like the existing character"), cyrillic.text());
        miraUnchanged();
    }

    @Test
    void distinctNamesInOneAlphabetStillWork() {
        assertEquals(
                ReplyKind.SAVED,
                only(bot.slash(
                                OTHER,
                                SlashCommand.MEMORY_REMEMBER,
                                "character",
                                "Mina",
                                "text",
                                "Mina has red eyes"))
                        .kind());
        assertEquals(
                ReplyKind.SAVED,
                only(bot.slash(
                                OTHER,
                                SlashCommand.MEMORY_REMEMBER,
                                "character",
                                "\u041C\u0438\u0440\u043E\u0441\u043B\u0430\u0432\u0430",
                                "text",
                                "scar on the left cheek"))
                        .kind());
        assertEquals(
                ReplyKind.SAVED,
                only(bot.slash(
                                OTHER,
                                SlashCommand.MEMORY_REMEMBER,
                                "character",
                                "Zo\u00E9",
                                "text",
                                "Zoé has red hair"))
                        .kind());
    }
}
