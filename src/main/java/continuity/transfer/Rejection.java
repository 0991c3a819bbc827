package continuity.transfer;

import continuity.chat.Lang;
import continuity.text.Phrase;

/**
 * An entry an import refused: which one ("note 3 (id k2m4p8qa)", "la note 3 (id k2m4p8qa)") and
 * why, both kept as sentences of the bundle so that they are said in the reader's language.
 */
public record Rejection(Phrase entry, Phrase reason) {
    /** A problem of the file as a whole. */
    public static Rejection ofFile(Phrase reason) {
        return new Rejection(Phrase.of("import.entry.file"), reason);
    }

    public String reason(Lang lang) {
        return reason.in(lang);
    }

    public String describe() {
        return describe(Lang.EN);
    }

    public String describe(Lang lang) {
        return Phrase.of("import.rejection", entry, reason).in(lang);
    }
}
