package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The reader's words load the same whatever the machine's language: on a Turkish-locale machine
 * "[fillers]".toUpperCase() is "[FİLLERS]" (dotted capital I), which named no section, and the bot
 * failed at its first message.
 */
class WordsLocaleTest {
    @Test
    void theSectionsLoadOnATurkishMachine() {
        Locale was = Locale.getDefault();
        try {
            Locale.setDefault(Locale.forLanguageTag("tr-TR"));
            Map<Words.Section, java.util.List<String>> en = Words.load("/understand/en.txt");
            assertTrue(en.get(Words.Section.FILLERS).contains("lol"));
            assertTrue(en.get(Words.Section.ASKED_INSIDE).contains("how old"));
            assertFalse(
                    Words.examples(continuity.chat.Lang.FR, Words.Section.TITLES, "example")
                            .isEmpty());
        } finally {
            Locale.setDefault(was);
        }
    }
}
