package continuity.understand;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The canonical attribute keys shared by English and French: "eye colour", "eyes" and "yeux" are
 * all {@code eyes}. A noun that is not listed is its own attribute key.
 */
public final class Lexicon {
    private static final Map<String, String> WORD_TO_KEY = new LinkedHashMap<>();
    private static final Map<String, String[]> NOUNS = new LinkedHashMap<>();

    static {
        add("eyes", "eyes", "yeux", "eyes", "eye", "eye colour", "eye color", "eye colours", "eye colors",
                "yeux", "oeil", "couleur des yeux", "couleur d'yeux");
        add("hair", "hair", "cheveux", "hair", "hair colour", "hair color", "hairs", "cheveux", "chevelure",
                "couleur de cheveux", "couleur des cheveux", "coiffure", "hairstyle");
        add("age", "age", "âge", "age", "ages");
        add("height", "height", "taille", "height", "taille", "stature");
        add("outfit", "outfit", "tenue", "outfit", "outfits", "clothes", "clothing", "attire", "tenue",
                "vetements", "vetement", "habits", "costume");
        add("occupation", "occupation", "métier", "occupation", "job", "profession", "work", "metier",
                "travail", "emploi", "trade");
        add("species", "species", "espèce", "species", "race", "espece", "ancestry");
        add("pronouns", "pronouns", "pronoms", "pronouns", "pronoun", "pronoms", "pronom");
        add("skin", "skin", "peau", "skin", "skin colour", "skin color", "skin tone", "peau", "teint");
        add("voice", "voice", "voix", "voice", "voix");
        add("weapon", "weapon", "arme", "weapon", "weapons", "arme", "armes");
        add("name", "name", "nom", "name", "full name", "nom", "prenom", "surname");
        add("birthday", "birthday", "anniversaire", "birthday", "anniversaire", "date de naissance");
        add("hometown", "hometown", "ville natale", "hometown", "home town", "ville natale");
        add("personality", "personality", "personnalité", "personality", "caractere", "personnalite",
                "temperament");
    }

    private static final Pattern ATTRIBUTE_ALTERNATION = Pattern.compile(alternation());
    private static final Pattern DETERMINER = Pattern.compile("^(?:the|her|his|their|my|les|le|la|l'|ses|sa|son|mes|ma|mon) ");
    private static final Pattern MENTION = Pattern.compile("(?<![\\p{L}])(?:" + alternation() + ")(?![\\p{L}])");

    private Lexicon() {
    }

    private static void add(String key, String en, String fr, String... words) {
        NOUNS.put(key, new String[]{en, fr});
        for (String w : words) WORD_TO_KEY.put(Fold.key(w), key);
    }

    /** The canonical key for a folded attribute phrase: a listed synonym, or the phrase itself. */
    public static String canonical(String phrase) {
        String k = Fold.key(phrase);
        k = DETERMINER.matcher(k).replaceAll("");
        String hit = WORD_TO_KEY.get(k);
        if (hit != null) return hit;
        if (k.endsWith("s") && WORD_TO_KEY.containsKey(k.substring(0, k.length() - 1))) {
            return WORD_TO_KEY.get(k.substring(0, k.length() - 1));
        }
        return k;
    }

    /** True when the folded phrase is a listed attribute word. */
    public static boolean isKnown(String phrase) {
        return WORD_TO_KEY.containsKey(Fold.key(phrase));
    }

    /** The noun to write in a sentence for a key, in English or French. */
    public static String noun(String key, boolean french) {
        String[] n = NOUNS.get(key);
        if (n == null) return key;
        return french ? n[1] : n[0];
    }

    /** A regex alternation of every listed attribute word, longest first (for grammar patterns). */
    public static Pattern attributePattern() {
        return ATTRIBUTE_ALTERNATION;
    }

    /** Listed attributes mentioned anywhere in a folded text, in order of appearance. */
    public static List<String> mentioned(String folded) {
        List<String> keys = new ArrayList<>();
        var m = MENTION.matcher(folded);
        while (m.find()) {
            String k = WORD_TO_KEY.get(m.group());
            if (k != null && !keys.contains(k)) keys.add(k);
        }
        return keys;
    }

    static String alternation() {
        List<String> words = new ArrayList<>(WORD_TO_KEY.keySet());
        words.sort(Comparator.comparingInt(String::length).reversed());
        StringBuilder sb = new StringBuilder();
        for (String w : words) {
            if (sb.length() > 0) sb.append('|');
            sb.append(Pattern.quote(w));
        }
        return sb.toString();
    }
}
