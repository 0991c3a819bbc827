package continuity.understand;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * The other names a server's characters have in their notes, for the canon check's reader ({@link
 * Descriptions}): the value of a note of [name notes] ("Bettina's nickname is Bee": "Bee"), or a
 * word of [role articles] and the value of a note of [role notes] ("Vesh's occupation is captain":
 * "the captain", « la capitaine »); the sections are in {@code understand/descriptions/en.txt} and
 * {@code fr.txt}. An other name is kept only when it is unambiguous: no other character has it (two
 * captains: "the captain" is no one), and it is no character's stored name nor a word of one.
 */
public final class CharacterAliases {
    private CharacterAliases() {}

    /** A current note of a character: its name as stored, its attribute, its value. */
    public record Note(String character, String attribute, String value) {}

    /** At most this many words in an other name ("the ship's doctor"). */
    private static final int MAX_WORDS = 3;

    private static final Pattern NAME_LIKE = Pattern.compile("\\p{L}[\\p{L}'’ .-]*");

    /** The attributes of the notes that give another name or a role, as stored. */
    public static Set<String> attributes() {
        Set<String> out = new HashSet<>(Descriptions.NAME_NOTES);
        out.addAll(Descriptions.ROLE_NOTES);
        return Set.copyOf(out);
    }

    /** Whether a folded text names one of {@code aliases} (whole words). */
    public static boolean anyIn(String folded, Map<String, String> aliases) {
        for (String a : aliases.keySet()) {
            String k = Fold.key(a);
            int at = folded.indexOf(k);
            while (at >= 0) {
                int end = at + k.length();
                if ((at == 0 || !java.lang.Character.isLetterOrDigit(folded.charAt(at - 1)))
                        && (end == folded.length()
                                || !java.lang.Character.isLetterOrDigit(folded.charAt(end))
                                || folded.charAt(end) == 's')) return true;
                at = folded.indexOf(k, at + 1);
            }
        }
        return false;
    }

    /**
     * The unambiguous other names of {@code names} (as stored) given by {@code notes}: other name
     * as written -> the character's name as stored. Empty when there is none.
     */
    public static Map<String, String> of(List<String> names, List<Note> notes) {
        if (notes.isEmpty() || names.isEmpty()) return Map.of();
        Set<String> nameWords = new HashSet<>();
        Map<String, String> byKey = new HashMap<>();
        for (String n : names) {
            String k = Fold.key(n).strip();
            byKey.put(k, n);
            nameWords.add(k);
            for (String w : k.split("\\s+")) nameWords.add(w);
        }
        Map<String, String> found = new TreeMap<>();
        Set<String> shared = new HashSet<>();
        for (Note x : notes) {
            String who = byKey.get(Fold.key(x.character()).strip());
            if (who == null || x.value() == null) continue;
            String attribute = Lexicon.canonical(x.attribute());
            String value = x.value().strip();
            if (!NAME_LIKE.matcher(value).matches()) continue;
            String folded = Fold.key(value).strip().replaceAll("\\s+", " ");
            if (folded.length() < 2 || folded.split(" ").length > MAX_WORDS) continue;
            if (Descriptions.NAME_NOTES.contains(attribute)) {
                if (nameWords.contains(folded)) continue; // "Mira" as a nickname of someone else
                add(found, shared, folded, who);
            } else if (Descriptions.ROLE_NOTES.contains(attribute)) {
                String role = withoutArticle(folded);
                if (role.isEmpty() || nameWords.contains(role)) continue;
                for (String article : Descriptions.ROLE_ARTICLES)
                    add(
                            found,
                            shared,
                            article.endsWith("'") ? article + role : article + " " + role,
                            who);
            }
        }
        for (String s : shared) found.remove(s);
        return found.isEmpty() ? Map.of() : Map.copyOf(found);
    }

    private static void add(
            Map<String, String> found, Set<String> shared, String alias, String who) {
        String before = found.putIfAbsent(alias, who);
        if (before != null && !before.equals(who)) shared.add(alias);
    }

    /** "the captain" -> "captain": a role noted with its article. */
    private static String withoutArticle(String role) {
        for (String article : Descriptions.ROLE_ARTICLES) {
            String a = article.endsWith("'") ? article : article + " ";
            if (role.startsWith(a)) return role.substring(a.length()).strip();
        }
        return role;
    }
}
