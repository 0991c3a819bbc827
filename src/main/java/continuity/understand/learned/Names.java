package continuity.understand.learned;

import continuity.understand.Fold;
import java.util.List;

/**
 * Which known character a token names ({@link continuity.understand.NameParts}: as stored, in any
 * case or accents, or a word of a longer name only that character has), also with its possessive
 * glued on ("kades" is Kade, "zevs" is Zev).
 */
public final class Names {
    private Names() {}

    public static String match(String token, List<String> characters) {
        String t = Fold.key(token);
        if (t.length() < 2) return null;
        String c = continuity.understand.NameParts.resolve(t, characters);
        if (c != null) return c;
        // "kades", "kade's": the name with its possessive glued on
        if (t.endsWith("'s"))
            return continuity.understand.NameParts.resolve(
                    t.substring(0, t.length() - 2), characters);
        if (t.endsWith("s") && t.length() > 3)
            return continuity.understand.NameParts.resolve(
                    t.substring(0, t.length() - 1), characters);
        return null;
    }
}
