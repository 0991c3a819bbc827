package continuity.console;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.BotRuntime;
import continuity.chat.Lang;
import continuity.memory.Limits;
import continuity.text.Text;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A French player's session through the console (client language {@code fr}, French chat): every
 * word the bot says is French. The English-only words of the bot's vocabulary are those of its
 * English sentences that none of its French sentences uses ("noted", "every", "story", "undo",
 * "memory", ...); the replies and buttons of the session must contain none of them.
 */
class FrenchSessionTest {
    private static final Pattern WORD = Pattern.compile("\\p{L}+");

    @TempDir Path dir;

    static final String FRENCH =
            String.join(
                            "\n",
                            ":locale fr",
                            "/memory remember character:Mira text:Mira a les yeux bleus",
                            "Les yeux de Mira sont verts, pas bleus.",
                            "!1",
                            "Les yeux de Mira sont verts, pas bleus.",
                            "/story set name:Pirates",
                            "/scene start name:Bal d'hiver",
                            "(( Dans cette scène, Mira porte une cape verte. ))",
                            "(( Les yeux de Mira sont violets, pas verts. ))",
                            "!Toutes les histoires",
                            "(( Le métier d'Élodie est forgeronne. ))",
                            "@continuity de quelle couleur sont les yeux de Mira ?",
                            "@continuity bonjour",
                            "/memory show character:Mira history:true",
                            "/memory history character:Mira",
                            "/memory show character:Élodie",
                            "/memory show scope:inconnue",
                            "/memory recall character:Mira about:yeux",
                            "/memory recall character:Mira about:taille",
                            "/memory recall character:Zoé about:yeux",
                            "/memory edit memory:violets text:Mira a les yeux violet sombre",
                            "/scene end",
                            "/scene end",
                            "/story show",
                            "/memory forget memory:cape",
                            ":user bob",
                            ":locale fr", // each user has their own client language
                            "(( À partir de maintenant, les yeux de Mira sont rouges, pas violets. ))",
                            "/memory forget memory:forgeronne",
                            ":user u1 alice",
                            "!Refuser",
                            "(( je préfère que les répliques de Mira soient courtes ))",
                            "/memory forget-me",
                            "!2",
                            "/settings ooc",
                            "/settings ooc markers:<< >>",
                            "/memory export lorebook:Personne",
                            "/memory import",
                            "/story clear",
                            ":quit")
                    + "\n";

    static final String ENGLISH =
            String.join(
                            "\n",
                            "/memory remember character:Mira text:Mira has blue eyes",
                            "Mira's eyes are green, not blue.",
                            "/memory show character:Mira history:true",
                            ":quit")
                    + "\n";

    @Test
    void aFrenchSessionHearsNoEnglishWordFromTheBot() throws Exception {
        List<String> said = botText(run(FRENCH));
        String all = String.join("\n", said);
        // the session went through what it was meant to (so that the scan below scans something)
        for (String expected :
                new String[] {
                    "Annuler",
                    "Toutes les histoires",
                    "d'Élodie",
                    "Notes et historique sur Mira :",
                    "Historique de Mira :",
                    "Accepter",
                    "Refuser",
                    "Effacer mes données",
                    "Rien n'a été effacé",
                    "Portée inconnue",
                    "Scène « Bal d'hiver » commencée",
                    "(remplacée",
                    "Je n'ai aucune note sur Zoé",
                    "Modifié :",
                    "Oublié :",
                    "/mémoire"
                }) {
            assertTrue(
                    all.contains(expected), "the French session shows " + expected + ":\n" + all);
        }
        Set<String> english = englishOnlyWords(all);
        assertTrue(
                english.isEmpty(), "English words in the French session: " + english + "\n" + all);
    }

    @Test
    void theScanFindsEnglishInAnEnglishSession() throws Exception {
        // the same scan, on an English session, must find the bot's English words: the test can
        // fail
        Set<String> english = englishOnlyWords(String.join("\n", botText(run(ENGLISH))));
        assertTrue(
                english.containsAll(Set.of("noted", "replacing", "undo", "every", "story")),
                english.toString());
    }

    @Test
    void theVocabularyIsTheBotsOwnEnglish() {
        Set<String> vocabulary = vocabulary();
        assertTrue(
                vocabulary.containsAll(
                        Set.of(
                                "noted",
                                "replacing",
                                "undo",
                                "memory",
                                "scene",
                                "forgotten",
                                "owner")),
                vocabulary.toString());
        assertFalse(vocabulary.contains("mira"));
        assertFalse(vocabulary.contains("note"), "a word French shares is not English-only");
    }

    private String run(String script) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (BotRuntime runtime =
                        BotRuntime.open(
                                dir.resolve(script.hashCode() + ".sqlite"), Limits.DEFAULTS);
                PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            new ConsoleSession(runtime, new BufferedReader(new StringReader(script)), out, dir)
                    .run();
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /**
     * What the bot said: reply texts (after "bot [kind] "), their further lines and their buttons.
     */
    private static List<String> botText(String screen) {
        List<String> out = new ArrayList<>();
        for (String line : screen.split("\n")) {
            int bot = line.indexOf("bot [");
            if (bot >= 0) out.add(line.substring(line.indexOf("] ", bot) + 2));
            else if (line.startsWith("    ") && !line.startsWith("    attachment"))
                out.add(line.strip());
        }
        return out;
    }

    private static Set<String> englishOnlyWords(String text) {
        Set<String> vocabulary = vocabulary();
        Set<String> found = new TreeSet<>();
        Matcher m = WORD.matcher(text.replaceAll("`[^`]*`", " "));
        while (m.find()) {
            String w = m.group().toLowerCase(Locale.ROOT);
            if (vocabulary.contains(w)) found.add(w);
        }
        return found;
    }

    /** Words of the English sentences that no French sentence uses. */
    static Set<String> vocabulary() {
        Set<String> en = words(Lang.EN), fr = words(Lang.FR);
        en.removeAll(fr);
        return en;
    }

    private static Set<String> words(Lang lang) {
        Set<String> s = new TreeSet<>();
        for (String k : Text.keys(lang)) {
            Matcher m = WORD.matcher(Text.pattern(lang, k).replaceAll("\\{[^}]*}", " "));
            while (m.find()) if (m.group().length() >= 3) s.add(m.group().toLowerCase(Locale.ROOT));
        }
        return s;
    }
}
