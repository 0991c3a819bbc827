package continuity.memory;

import continuity.chat.Lang;
import continuity.text.Text;
import continuity.understand.Fold;
import continuity.understand.Lexicon;

/** The one readable sentence a fact is stored as: "Mira has green eyes", "Mira porte une cape verte". */
final class Sentences {
    private Sentences() {
    }

    static String fact(Lang lang, String c, String attribute, String value) {
        boolean fr = lang == Lang.FR;
        boolean number = value.matches("\\d{1,5}");
        switch (attribute) {
            case "eyes", "hair", "skin", "outfit":
                return Text.say(lang, "fact." + attribute, c, value);
            case "age":
                if (number) return Text.say(lang, "fact.age", c, value);
                break;
            case "identity":
            case "species":
                return Text.say(lang, "fact.is", c, value);
            default:
                break;
        }
        String f = Fold.key(value);
        if (f.matches("^(?:a|an|one|two|three|some|une|un|des|deux|trois) .*") && f.contains(attribute)) {
            return Text.say(lang, "fact.has", c, value);
        }
        return Text.say(lang, "fact.noun", c, Lexicon.noun(attribute, fr), value);
    }
}
