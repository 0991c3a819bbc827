package continuity.memory;

import continuity.understand.Fold;
import java.lang.Character.UnicodeScript;
import java.text.Normalizer;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Character names. Compatibility forms are unified (NFKC: full-width "Ｍｉｒａ" is Mira) and invisible
 * characters (zero-width spaces and joiners, direction marks, control characters) are removed, so
 * "Mira\u200b" is Mira; case and accents never matter. A name that mixes alphabets ("Mіra" with a
 * Cyrillic і) is refused, and so is a new name that only looks like an existing one ({@link
 * #skeleton}: Cyrillic "Рере" next to Latin "Pepe", "Iris" written with a lower-case L), so that a
 * look-alike can never pass for another character.
 */
public final class Names {
    private static final Pattern SPACES = Pattern.compile("\\s+");

    /**
     * Characters drawn as nothing that Unicode does not call invisible: the Braille blank, the
     * Hangul fillers, the Khmer inherent vowels, the Mongolian vowel separator. A name never holds
     * one ("Iris" followed by a Braille blank is Iris).
     */
    private static final Set<Integer> BLANKS =
            Set.of(0x2800, 0x3164, 0x115F, 0x1160, 0xFFA0, 0x17B4, 0x17B5, 0x180E, 0x034F);

    private Names() {}

    public static String clean(String written) {
        if (written == null) return "";
        String n = Normalizer.normalize(written, Normalizer.Form.NFKC);
        StringBuilder sb = new StringBuilder();
        n.codePoints()
                .filter(
                        cp ->
                                java.lang.Character.getType(cp) != java.lang.Character.FORMAT
                                        && !java.lang.Character.isISOControl(cp)
                                        && !BLANKS.contains(cp))
                .map(cp -> java.lang.Character.isSpaceChar(cp) ? ' ' : cp)
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

    /**
     * Letters of other alphabets (and Latin shapes) that are drawn like a Latin letter, and that
     * letter.
     */
    private static final String LOOK_ALIKES_FROM =
            "\u0430\u0435\u043E\u0440\u0441\u0443\u0445\u0456\u0458\u0455\u0501\u04BB\u04CF\u051B\u051D"
                    + "\u0410\u0412\u0415\u041A\u041C\u041D\u041E\u0420\u0421\u0422\u0425\u0406\u0408\u0405\u04AE"
                    + "\u03BF\u03B1\u03BD\u03C1\u03B9\u03BA\u03C5\u03C7"
                    + "\u0391\u0392\u0395\u0396\u0397\u0399\u039A\u039C\u039D\u039F\u03A1\u03A4\u03A5\u03A7"
                    + "\u0131\u0269\u0251\u0261\u0262\u1D0F\u0D20"
                    + "I1|0";

    private static final String LOOK_ALIKES_TO =
            "aeopcyxijsdhlqw"
                    + "abekmhopctxijsy"
                    + "oavpikux"
                    + "abezhikmnoptyx"
                    + "iiaggoo"
                    + "lllo";

    /**
     * What a name looks like: look-alike letters of other alphabets mapped to the Latin letter they
     * resemble, marks and accents dropped, case folded, and the Latin pairs drawn alike ("rn" and
     * "m", "vv" and "w") made one. Two names with the same skeleton are not told apart by the eye.
     */
    public static String skeleton(String written) {
        String n = Normalizer.normalize(clean(written), Normalizer.Form.NFD);
        StringBuilder sb = new StringBuilder();
        n.codePoints()
                .forEach(
                        cp -> {
                            int type = java.lang.Character.getType(cp);
                            if (type == java.lang.Character.NON_SPACING_MARK
                                    || type == java.lang.Character.ENCLOSING_MARK
                                    || type == java.lang.Character.COMBINING_SPACING_MARK) {
                                return;
                            }
                            int i = cp < 0x10000 ? LOOK_ALIKES_FROM.indexOf((char) cp) : -1;
                            if (i >= 0) sb.append(LOOK_ALIKES_TO.charAt(i));
                            else sb.appendCodePoint(java.lang.Character.toLowerCase(cp));
                        });
        return Fold.key(sb.toString()).replace("rn", "m").replace("vv", "w");
    }
}
