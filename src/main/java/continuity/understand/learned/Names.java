package continuity.understand.learned;

import continuity.understand.Fold;
import java.util.List;

/**
 * Which known character a token names: as stored, in any case or accents, with its possessive glued
 * on ("kades" is Kade, "zevs" is Zev) or a prefix of at least four letters of a longer name.
 */
public final class Names {
    private Names() {}

    public static String match(String token, List<String> characters) {
        String t = Fold.key(token);
        if (t.length() < 2) return null;
        for (String c : characters) {
            String k = Fold.key(c);
            String first = k.split(" ")[0];
            if (t.equals(k) || t.equals(first)) return c;
        }
        for (String c : characters) {
            String first = Fold.key(c).split(" ")[0];
            if (t.equals(first + "s") || t.equals(first + "'s")) return c;
        }
        return null;
    }
}
