package continuity.text;

import java.text.Normalizer;
import java.util.Locale;

/**
 * French elision: "de" and "que" lose their vowel before a word that starts with a vowel or a mute
 * h ("le profil d'Élodie", "le métier d'Hugo"), not before a consonant ("de Mira") or a quote.
 */
final class Elision {
    private Elision() {}

    static boolean elides(String word) {
        if (word == null || word.isEmpty()) return false;
        int first = word.codePointAt(0);
        if (!Character.isLetter(first)) return false;
        String base =
                Normalizer.normalize(new String(Character.toChars(first)), Normalizer.Form.NFD)
                        .replaceAll("\\p{M}", "")
                        .toLowerCase(Locale.ROOT);
        return "aeiouyh".contains(base) && !base.isEmpty();
    }
}
