package continuity.memory.wording;

import continuity.chat.Lang;
import continuity.text.Text;
import continuity.understand.Detail;
import continuity.understand.Fold;
import continuity.understand.Lexicon;
import java.util.regex.Pattern;

/**
 * The one readable sentence a fact is stored as: "Mira has green eyes", "Mira porte une cape
 * verte".
 */
public final class Sentences {
    private Sentences() {}

    /** A value that is a number ("27"), for the age. */
    private static final Pattern NUMBER = Pattern.compile("\\d{1,5}");

    /** A value that starts with an article or a number word ("a raspy voice", "les yeux"). */
    private static final Pattern ARTICLE =
            Pattern.compile(
                    "^(?:a|an|the|one|two|three|some|une|un|des|deux|trois|le|la|les|l'|du) .*|^l'.*");

    /**
     * The sentence of a fact about {@code detail} (a named one: a free note's reads as its value).
     */
    public static String fact(Lang lang, String c, Detail detail, String value) {
        if (detail.free()) return Text.say(lang, "fact.note", c, value);
        String attribute = detail.key();
        boolean fr = lang == Lang.FR;
        String f = Fold.key(value);
        boolean number = NUMBER.matcher(f).matches();
        boolean article = ARTICLE.matcher(f).matches();
        switch (attribute) {
            case "eyes", "hair", "skin", "outfit":
                return Text.say(lang, "fact." + attribute, c, value);
            case "voice", "accent":
                if (!article) return Text.say(lang, "fact." + attribute, c, value);
                break;
            case "age":
                if (number) return Text.say(lang, "fact.age", c, value);
                break;
            case "height":
                return Text.say(
                        lang, f.contains("tall") ? "fact.height.tall" : "fact.height", c, value);
            case "identity", "species", "occupation", "rank", "build", "handedness":
                return Text.say(lang, "fact.is", c, value);
            case "birthplace", "hometown", "allergy", "fear", "pronouns", "nickname", "guild":
                return Text.say(lang, "fact." + attribute, c, value);
            default:
                break;
        }
        if ((article || Lexicon.isKnown(f))
                && (Lexicon.mentioned(f).contains(attribute) || f.contains(attribute))) {
            return Text.say(lang, "fact.has", c, value);
        }
        String noun = Lexicon.noun(attribute, false);
        if (!"species".equals(attribute) && noun.endsWith("s") && !noun.endsWith("ss"))
            // a plural feature reads like the eyes: "Zephyr has black wings"
            return Text.say(lang, "fact.noun.plural", c, Lexicon.noun(attribute, fr), value);
        return Text.say(lang, "fact.noun", c, Lexicon.noun(attribute, fr), value);
    }
}
