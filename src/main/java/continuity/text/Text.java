package continuity.text;

import continuity.chat.Lang;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;

/**
 * Every sentence the bot says, in English and French: the resource bundle {@code
 * continuity/text/replies} ({@code replies.properties} is English, {@code replies_fr.properties}
 * French). A sentence is looked up by key and filled in:
 *
 * <ul>
 *   <li>{@code {0}} is the first argument, {@code {1}} the second, ...;
 *   <li>{@code {0:de}} is "de X", or "d'X" before a vowel or a mute h ("le profil d'Élodie");
 *   <li>{@code {0:que}} is "que X" or "qu'X"; {@code {0:cap}} the argument with a capital first
 *       letter.
 * </ul>
 *
 * Nothing is quoted or escaped otherwise (an apostrophe is an apostrophe). Counts use the keys
 * {@code KEY.one} and {@code KEY.other} ({@link #count}).
 */
public final class Text {
    static final String BUNDLE = "continuity.text.replies";
    private static final Map<Lang, ResourceBundle> BUNDLES = new EnumMap<>(Lang.class);

    static {
        ResourceBundle.Control noFallback =
                ResourceBundle.Control.getNoFallbackControl(
                        ResourceBundle.Control.FORMAT_PROPERTIES);
        BUNDLES.put(Lang.EN, ResourceBundle.getBundle(BUNDLE, Locale.ROOT, noFallback));
        BUNDLES.put(Lang.FR, ResourceBundle.getBundle(BUNDLE, Locale.FRENCH, noFallback));
    }

    /**
     * Button labels of both languages (lower case) and their key: read once, asked when a label is
     * typed or pressed in a door that names buttons by their label (the console, replay scripts).
     */
    private static final Map<String, String> BUTTON_KEYS = new java.util.HashMap<>();

    static {
        for (Lang lang : Lang.values()) {
            for (String k : BUNDLES.get(lang).keySet()) {
                if (k.startsWith("button."))
                    BUTTON_KEYS.putIfAbsent(
                            BUNDLES.get(lang).getString(k).toLowerCase(Locale.ROOT), k);
            }
        }
    }

    private Text() {}

    /** The sentence {@code key} in {@code lang} (English when null), filled with {@code args}. */
    public static String say(Lang lang, String key, Object... args) {
        String pattern;
        try {
            pattern = BUNDLES.get(lang == null ? Lang.EN : lang).getString(key);
        } catch (MissingResourceException e) {
            throw new IllegalArgumentException("no sentence '" + key + "' in " + BUNDLE, e);
        }
        return fill(pattern, args);
    }

    /**
     * "1 note", "3 notes": the key {@code key.one} for 1, {@code key.other} otherwise, with the
     * number as {0}.
     */
    public static String count(Lang lang, String key, long n) {
        return say(lang, key + (n == 1 ? ".one" : ".other"), n);
    }

    /** The keys of one language's bundle (for tests: both languages have the same). */
    public static Set<String> keys(Lang lang) {
        return Collections.unmodifiableSet(new TreeSet<>(BUNDLES.get(lang).keySet()));
    }

    /** The raw pattern of a key, as written in the bundle. */
    public static String pattern(Lang lang, String key) {
        return BUNDLES.get(lang).getString(key);
    }

    /**
     * The key of the button whose label, in either language, is {@code label} (case-insensitive):
     * {@code button.undo} for "Undo" and for "Annuler".
     */
    public static Optional<String> buttonKey(String label) {
        if (label == null) return Optional.empty();
        return Optional.ofNullable(BUTTON_KEYS.get(label.strip().toLowerCase(Locale.ROOT)));
    }

    /** Whether two labels are the same button, in the same or the other language. */
    public static boolean sameButton(String a, String b) {
        if (a == null || b == null) return false;
        if (a.strip().equalsIgnoreCase(b.strip())) return true;
        Optional<String> ka = buttonKey(a);
        return ka.isPresent() && ka.equals(buttonKey(b));
    }

    static String fill(String pattern, Object[] args) {
        StringBuilder out = new StringBuilder(pattern.length() + 32);
        int i = 0;
        while (i < pattern.length()) {
            char c = pattern.charAt(i);
            int close = c == '{' ? pattern.indexOf('}', i) : -1;
            if (close > i + 1 && Character.isDigit(pattern.charAt(i + 1))) {
                String spec = pattern.substring(i + 1, close);
                int colon = spec.indexOf(':');
                int n = Integer.parseInt(colon < 0 ? spec : spec.substring(0, colon));
                String form = colon < 0 ? "" : spec.substring(colon + 1);
                String arg = n < args.length && args[n] != null ? String.valueOf(args[n]) : "";
                out.append(form(form, arg));
                i = close + 1;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    /**
     * "de Mira", "d'Élodie"; "le nord" is "du nord", "les îles" "des îles"; "du Sud", "de Paris"
     * stay.
     */
    private static String de(String arg) {
        String low = arg.toLowerCase(Locale.ROOT);
        if (low.startsWith("de ")
                || low.startsWith("du ")
                || low.startsWith("des ")
                || low.startsWith("d'")
                || low.startsWith("d’")) return arg;
        if (low.startsWith("le ")) return "du " + arg.substring(3);
        if (low.startsWith("les ")) return "des " + arg.substring(4);
        return Elision.elides(arg) ? "d'" + arg : "de " + arg;
    }

    private static String form(String form, String arg) {
        return switch (form) {
            case "" -> arg;
            case "de" -> de(arg);
            case "que" -> Elision.elides(arg) ? "qu'" + arg : "que " + arg;
            case "cap" ->
                    arg.isEmpty()
                            ? arg
                            : arg.substring(0, arg.offsetByCodePoints(0, 1))
                                            .toUpperCase(Locale.ROOT)
                                    + arg.substring(arg.offsetByCodePoints(0, 1));
            default -> throw new IllegalArgumentException("unknown form {n:" + form + "}");
        };
    }
}
