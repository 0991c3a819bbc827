package continuity.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Lang;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The one place the bot's sentences live: both languages complete, placeholders alike, keys in use
 * present.
 */
class TextBundleTest {
    private static final Pattern PHRASE = Pattern.compile("Phrase\\.of\\(\\s*\"([a-z_.-]+)\"");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)(?::[a-z]+)?}");

    @Test
    void bothLanguagesHaveTheSameSentences() {
        Set<String> en = Text.keys(Lang.EN), fr = Text.keys(Lang.FR);
        Set<String> onlyEn = new TreeSet<>(en);
        onlyEn.removeAll(fr);
        Set<String> onlyFr = new TreeSet<>(fr);
        onlyFr.removeAll(en);
        assertTrue(onlyEn.isEmpty(), "no French for " + onlyEn);
        assertTrue(onlyFr.isEmpty(), "no English for " + onlyFr);
        assertTrue(en.size() > 150, "the bundle holds the bot's sentences: " + en.size());
    }

    @Test
    void bothLanguagesFillTheSamePlaceholders() {
        for (String k : Text.keys(Lang.EN)) {
            assertEquals(
                    placeholders(Text.pattern(Lang.EN, k)),
                    placeholders(Text.pattern(Lang.FR, k)),
                    k);
        }
    }

    @Test
    void everyKeyTheCodeAsksForExists() throws IOException {
        Pattern say =
                Pattern.compile(
                        "(?:Text\\.say|Text\\.count)\\([^,()]*(?:\\([^()]*\\))?[^,()]*,\\s*\"([a-z_.-]+)\"");
        Set<String> asked = new TreeSet<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path p : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String source = Files.readString(p);
                Matcher m = say.matcher(source);
                while (m.find()) asked.add(m.group(1));
                Matcher later =
                        PHRASE.matcher(source); // sentences said later, in the reader's language
                while (later.find()) asked.add(later.group(1));
            }
        }
        assertTrue(asked.size() > 60, "found the calls: " + asked.size());
        Set<String> keys = Text.keys(Lang.EN);
        for (String k : asked) {
            assertTrue(
                    keys.contains(k)
                            || (keys.contains(k + ".one") && keys.contains(k + ".other"))
                            || keys.stream().anyMatch(x -> x.startsWith(k)),
                    "the code asks for '" + k + "', which the bundle lacks");
        }
    }

    @Test
    void frenchElidesBeforeAVowelOrAMuteH() {
        assertEquals(
                "dans le profil d'Élodie (toutes les histoires)",
                Text.say(Lang.FR, "scope.profile", "Élodie"));
        assertEquals(
                "dans le profil d'Hugo (toutes les histoires)",
                Text.say(Lang.FR, "scope.profile", "Hugo"));
        assertEquals(
                "dans le profil de Mira (toutes les histoires)",
                Text.say(Lang.FR, "scope.profile", "Mira"));
        assertEquals(
                "Métier d'Élodie : forgeronne",
                Text.say(Lang.FR, "fact.noun", "Élodie", "métier", "forgeronne"));
        assertEquals(
                "Élodie's occupation is smith",
                Text.say(Lang.EN, "fact.noun", "Élodie", "occupation", "smith"));
        assertEquals(
                "in Élodie's profile (every story)", Text.say(Lang.EN, "scope.profile", "Élodie"));
    }

    @Test
    void countsAndButtonsInBothLanguages() {
        assertEquals("1 note", Text.count(Lang.EN, "count.note", 1));
        assertEquals("3 préférences privées", Text.count(Lang.FR, "count.private_preference", 3));
        assertEquals("Annuler", Text.say(Lang.FR, "button.undo"));
        assertEquals(java.util.Optional.of("button.undo"), Text.buttonKey("annuler"));
        assertEquals(java.util.Optional.empty(), Text.buttonKey("Mira"));
        assertTrue(Text.sameButton("undo", "ANNULER"));
        assertTrue(Text.sameButton("Only this scene", "Cette scène seulement"));
        assertFalse(Text.sameButton("Accept", "Refuser"));
    }

    @Test
    void anUnknownKeyIsALoudError() {
        assertThrows(IllegalArgumentException.class, () -> Text.say(Lang.FR, "no.such.sentence"));
    }

    private static Set<Integer> placeholders(String pattern) {
        Set<Integer> s = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(pattern);
        while (m.find()) s.add(Integer.parseInt(m.group(1)));
        return s;
    }
}
