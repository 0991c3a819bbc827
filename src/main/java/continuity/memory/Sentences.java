package continuity.memory;

import continuity.chat.Lang;
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
            case "eyes":
                return fr ? c + " a les yeux " + value : c + " has " + value + " eyes";
            case "hair":
                return fr ? c + " a les cheveux " + value : c + " has " + value + " hair";
            case "skin":
                return fr ? c + " a la peau " + value : c + " has " + value + " skin";
            case "age":
                if (number) return fr ? c + " a " + value + " ans" : c + " is " + value + " years old";
                break;
            case "outfit":
                return fr ? c + " porte " + value : c + " wears " + value;
            case "identity":
            case "species":
                return fr ? c + " est " + value : c + " is " + value;
            default:
                break;
        }
        String f = Fold.key(value);
        if (f.matches("^(?:a|an|one|two|three|some|une|un|des|deux|trois) .*") && f.contains(attribute)) {
            return fr ? c + " a " + value : c + " has " + value;
        }
        String noun = Lexicon.noun(attribute, fr);
        return fr ? capitalize(noun) + " de " + c + " : " + value : c + "'s " + noun + " is " + value;
    }

    private static String capitalize(String s) {
        return s.isEmpty() ? s : java.lang.Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
