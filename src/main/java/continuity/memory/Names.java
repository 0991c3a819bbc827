package continuity.memory;

import continuity.understand.Fold;

import java.lang.Character.UnicodeScript;
import java.text.Normalizer;
import java.util.regex.Pattern;

/**
 * Character names. Invisible characters (zero-width spaces and joiners, direction marks) are
 * removed, so "Mira\u200b" is Mira; case and accents never matter. A name that mixes alphabets
 * ("Mіra" with a Cyrillic і) is refused, so that a look-alike can never pass for another character.
 */
public final class Names {
    private static final Pattern SPACES = Pattern.compile("\\s+");

    private Names() {
    }

    public static String clean(String written) {
        if (written == null) return "";
        String n = Normalizer.normalize(written, Normalizer.Form.NFKC);
        StringBuilder sb = new StringBuilder();
        n.codePoints().filter(cp -> java.lang.Character.getType(cp) != java.lang.Character.FORMAT
                        && !java.lang.Character.isISOControl(cp))
                .forEach(sb::appendCodePoint);
        return SPACES.matcher(sb.toString().trim()).replaceAll(" ");
    }

    public static String key(String written) {
        return Fold.key(clean(written));
    }

    /** True when the letters of the name come from more than one alphabet. */
    public static boolean mixesAlphabets(String name) {
        UnicodeScript seen = null;
        for (int i = 0; i < name.length(); ) {
            int cp = name.codePointAt(i);
            i += java.lang.Character.charCount(cp);
            if (!java.lang.Character.isLetter(cp)) continue;
            UnicodeScript s = UnicodeScript.of(cp);
            if (s == UnicodeScript.COMMON || s == UnicodeScript.INHERITED) continue;
            if (seen == null) seen = s;
            else if (seen != s) return true;
        }
        return false;
    }
}
