package continuity.understand;

import continuity.chat.Lang;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The sentence shapes of a character detail, English and French: "X's Y is A, not B",
 * "X has A Y", "X doesn't have B Y, she has A Y", "X is 24, not 19", "X wears A", "give her A Y",
 * "les yeux de X sont A, pas B", "X a les yeux A", "non, X n'a pas ..., elle a ...", "X porte A",
 * "donne-lui les yeux A". Patterns run on folded text (see {@link Span}).
 */
public final class FactGrammar {
    private static final String NAME = "[\\p{L}][\\p{L}\\p{N}\\-]*(?: [\\p{L}][\\p{L}\\p{N}\\-]*){0,2}?";
    private static final String LEX = "(?:" + Lexicon.alternation() + ")";
    private static final String NOUN = "[\\p{L}][\\p{L}\\-]*(?: [\\p{L}][\\p{L}\\-]*){0,2}?";
    private static final String EN_NOT = "(?:\\s*[,;]?\\s*(?:and |but )?(?:not|instead of|rather than|no longer) (?<old>.+?))?";
    private static final String FR_NOT = "(?:\\s*[,;]?\\s*(?:et |mais )?(?:pas|non|et non|plutot que|au lieu de|au lieu d'|plus)"
            + " (?:des |de |du |d'|les |le |la |l')?(?<old>.+?))?";
    private static final String ADV_EN = "(?: actually| really| now| in fact| truly)?";
    private static final String ADV_FR = "(?: en fait| plutot| maintenant| en realite| vraiment)?";

    private static final Set<String> SPEAKER_WORDS = Set.of("i", "my", "me", "i'm", "i am", "je", "j'", "mes", "ma",
            "mon", "moi", "je suis");
    private static final Set<String> PRONOUN_WORDS = Set.of("she", "he", "they", "her", "his", "their", "him", "them",
            "its", "it", "elle", "il", "iel", "lui", "ses", "sa", "son", "leur", "leurs", "la", "le", "eux");
    /** Capitalised words that start sentences but are never a character's name. */
    private static final Set<String> NOT_NAMES = Set.of("the", "a", "an", "this", "that", "these", "those", "it",
            "everyone", "everybody", "someone", "nobody", "no one", "le", "la", "les", "un", "une", "ce", "cette",
            "on", "tout", "tous", "quelqu'un", "personne", "what", "who", "which", "there", "here", "we", "you",
            "nous", "vous", "tu", "your", "ton", "ta", "tes", "votre", "our", "notre", "yes", "no", "oui", "non",
            "ok", "okay", "so", "then", "and", "but", "et", "mais", "donc", "alors", "if", "si", "when", "quand");

    /** Marks shapes whose attribute is the head noun of the value ("a silver mask" -> mask). */
    private static final String HEAD_NOUN = "*head*";
    private static final Pattern PREPOSITION = Pattern.compile(" (?:on|in|at|with|of|from|under|over|across|near|"
            + "above|below|behind|around|that|which|sur|dans|avec|de|du|des|a|au|aux|sous|derriere|autour|qui|que) ");
    private static final Pattern TRAILING_ATTRIBUTE = Pattern.compile("(?:^|\\s)(?:les |le |la |des |de |d')?(?:"
            + Lexicon.alternation() + ")$");
    private static final Pattern LEADING_ATTRIBUTE = Pattern.compile("^(?:les |le |la |des )?(?:" + Lexicon.alternation() + ") ");

    private record Shape(Lang lang, Pattern pattern, String fixedAttribute) {
    }

    private static final List<Shape> SHAPES = new ArrayList<>();

    static {
        // Mira's eyes are green, not blue / her eyes are green / my eyes are green
        en("^(?:(?<name>" + NAME + ")'s?|(?<pron>my|her|his|their|its)) (?<attr>" + LEX + "|" + NOUN + ")"
                + " (?:is|are|was|were|should be|must be|has always been|have always been)" + ADV_EN + " (?<val>.+?)" + EN_NOT + "$", null);
        // Mira doesn't have blue eyes, she has green eyes
        en("^(?<name>" + NAME + ") (?:doesn't|does not|don't|do not|didn't|did not) have (?<old>.+?) (?<attr>" + LEX + ")"
                + "\\s*[,;.]?\\s*(?:but )?(?:she|he|they|i|it|[\\p{L}\\-]+) (?:has|have)(?: got)? (?<val>.+?)(?: " + LEX + ")?$", null);
        // Mira has green eyes, not blue
        en("^(?<name>" + NAME + ") (?:has|have|has got|'s got|'ve got|got)" + ADV_EN + " (?<val>.+?) (?<attr>" + LEX + ")" + EN_NOT + "$", null);
        // Mira has a scar on her left cheek
        en("^(?<name>" + NAME + ") (?:has|have|has got|'s got|'ve got) (?<val>(?:a|an|one|two|three|some) .+?)" + EN_NOT + "$", HEAD_NOUN);
        // Mira wears a green cape, not the grey coat
        en("^(?<name>" + NAME + ") (?:(?:usually|always|now|often|mostly) )?(?:wears|wear|is wearing|are wearing|am wearing|'s wearing|'m wearing|is dressed in|dresses in)"
                + " (?<val>.+?)" + EN_NOT + "$", "outfit");
        // Mira is 24, not 19
        en("^(?<name>" + NAME + ") (?:is|are|am|'s|'m)" + ADV_EN + " (?<val>\\d{1,5})(?: years old| years| yo| y/o)?"
                + "(?:\\s*[,;]?\\s*(?:and |but )?not (?<old>\\d{1,5})(?: years old| years)?)?$", "age");
        // Mira is an elf, not a human (needs the contrast)
        en("^(?<name>" + NAME + ") (?:is|are|am|'s|'m)" + ADV_EN + " (?<val>.+?)\\s*[,;]?\\s*(?:and |but )?not (?<old>.+?)$", "identity");
        // give her green eyes
        en("^(?:please |pls )?(?:give|make) (?<name>" + NAME + ") (?<val>.+?) (?<attr>" + LEX + ")(?: instead)?$", null);
        // make her eyes green
        en("^(?:please |pls )?make (?:(?<name>" + NAME + ")'s?|(?<pron>her|his|their|my)) (?<attr>" + LEX + ") (?<val>.+?)$", null);

        // les yeux de Mira sont verts, pas bleus
        fr("^(?:les |le |la |l')(?<attr>" + LEX + "|" + NOUN + ") (?:de |d')(?<name>" + NAME + ")"
                + " (?:est|sont|etait|etaient|sera|seront|devrait etre|devraient etre)" + ADV_FR + " (?<val>.+?)" + FR_NOT + "$", null);
        // ses yeux sont verts
        fr("^(?<pron>mes|ses|leurs|ma|sa|mon|son|leur) (?<attr>" + LEX + "|" + NOUN + ")"
                + " (?:est|sont|etait|etaient)" + ADV_FR + " (?<val>.+?)" + FR_NOT + "$", null);
        // non, Mira n'a pas les yeux bleus, elle a les yeux verts
        fr("^(?<name>" + NAME + ") n'(?:a|ai|avait) (?:pas|jamais eu) (?:les |le |la |l'|des |de |d')?(?<attr>" + LEX + ") (?<old>.+?)"
                + "\\s*[,;.]?\\s*(?:mais )?(?:elle|il|iel|j'|je|[\\p{L}\\-]+) ?(?:a|ai) (?:les |le |la |l'|des |de |d'|une |un )?(?:" + LEX + " )?(?<val>.+?)$", null);
        // Mira a 24 ans, pas 19
        fr("^(?<name>" + NAME + "|j') ?(?:a|ai)" + ADV_FR + " (?<val>\\d{1,5}) ans(?:\\s*[,;]?\\s*(?:et )?(?:pas|non|et non) (?<old>\\d{1,5})(?: ans)?)?$", "age");
        // Mira a les yeux bleus
        fr("^(?<name>" + NAME + "|j') ?(?:a|ai|as|avait|avais)" + ADV_FR + " (?:les |le |la |l'|des |de |d')(?<attr>" + LEX + ") (?<val>.+?)" + FR_NOT + "$", null);
        // Mira a une cicatrice sur la joue
        fr("^(?<name>" + NAME + ") (?:a|avait) (?<val>(?:une|un|des|deux|trois) .+?)" + FR_NOT + "$", HEAD_NOUN);
        // Mira porte une cape verte
        fr("^(?<name>" + NAME + ") (?:(?:porte|portes|portait|portera|est habillee? (?:de|d'|en|avec)|s'habille (?:de|d'|en|avec)))"
                + "(?: souvent| toujours| d'habitude| maintenant| en fait)? (?<val>.+?)" + FR_NOT + "$", "outfit");
        // Mira est une elfe, pas une humaine
        fr("^(?<name>" + NAME + ") (?:est|es|suis)" + ADV_FR + " (?<val>.+?)\\s*[,;]?\\s*(?:et )?(?:pas|non|et non) (?<old>.+?)$", "identity");
        // donne-lui les yeux verts / donne à Mira les yeux verts
        fr("^(?:donne|donnez|donnons|mets|mettez|fais|faites)(?:[- ](?<pron>lui|leur|moi))?(?: a (?<name>" + NAME + "))?"
                + " (?:les |le |la |l'|des |une |un )(?<attr>" + LEX + ") (?<val>.+?)$", null);
    }

    private static void en(String regex, String attr) {
        SHAPES.add(new Shape(Lang.EN, Pattern.compile(regex), attr));
    }

    private static void fr(String regex, String attr) {
        SHAPES.add(new Shape(Lang.FR, Pattern.compile(regex), attr));
    }

    private FactGrammar() {
    }

    /**
     * Reads one clause (already without its scope cue and correction prefix) as a fact claim.
     * {@code acceptName} decides whether a written name may be a character (known, or capitalised).
     */
    public static FactClaim parse(Span clause, Predicate<String> acceptName, boolean prefixed) {
        Span c = clause.tidy(".!?…:;,- ");
        if (c.isEmpty() || c.folded().length() > 400) return null;
        for (Shape shape : SHAPES) {
            Matcher m = shape.pattern.matcher(c.folded());
            if (!m.matches()) continue;
            FactClaim claim = build(shape, m, c, acceptName, prefixed);
            if (claim != null) return claim;
        }
        return null;
    }

    private static FactClaim build(Shape shape, Matcher m, Span c, Predicate<String> acceptName, boolean prefixed) {
        Subject subject;
        String pron = group(m, "pron");
        String name = group(m, "name");
        if (pron != null) {
            subject = SPEAKER_WORDS.contains(c.folded().substring(m.start("pron"), m.end("pron")))
                    ? Subject.speaker() : Subject.pronoun();
        } else if (name != null) {
            String foldedName = c.folded().substring(m.start("name"), m.end("name"));
            if (SPEAKER_WORDS.contains(foldedName)) subject = Subject.speaker();
            else if (PRONOUN_WORDS.contains(foldedName)) subject = Subject.pronoun();
            else {
                String written = c.written().substring(m.start("name"), m.end("name"));
                if (NOT_NAMES.contains(foldedName) || NOT_NAMES.contains(foldedName.split(" ")[0])) return null;
                if (!acceptName.test(written)) return null;
                subject = Subject.named(written);
            }
        } else {
            subject = Subject.pronoun();
        }
        String attribute = shape.fixedAttribute;
        if (HEAD_NOUN.equals(attribute)) {
            attribute = headNoun(c.folded().substring(m.start("val"), m.end("val")), shape.lang);
            if (attribute == null) return null;
        } else if (attribute == null) {
            String attrWords = c.folded().substring(m.start("attr"), m.end("attr"));
            attribute = Lexicon.canonical(attrWords);
        }
        String value = cut(c, m, "val");
        String old = cut(c, m, "old");
        if (value == null || value.isBlank()) return null;
        value = stripAttributeWord(value, attribute);
        if (old != null) old = stripAttributeWord(old, attribute);
        if (value.length() > 300 || (old != null && old.length() > 300)) return null;
        boolean contrast = old != null || prefixed;
        return new FactClaim(subject, attribute, value, old, null, shape.lang, contrast, c.written());
    }

    /** English: the last word before any preposition; French: the first word (adjectives follow). */
    static String headNoun(String foldedValue, Lang lang) {
        String[] words = foldedValue.trim().split(" ", 2);
        if (words.length < 2) return null;
        String rest = " " + words[1] + " ";
        Matcher p = PREPOSITION.matcher(rest);
        String run = (p.find() ? rest.substring(0, p.start()) : rest).trim();
        if (run.isEmpty()) return null;
        String[] runWords = run.split(" ");
        String head = lang == Lang.FR ? runWords[0] : runWords[runWords.length - 1];
        head = head.replaceAll("[^\\p{L}\\-]", "");
        return head.isEmpty() ? null : Lexicon.canonical(head);
    }

    private static String group(Matcher m, String name) {
        try {
            return m.group(name);
        } catch (IllegalArgumentException noSuchGroup) {
            return null;
        }
    }

    private static String cut(Span c, Matcher m, String group) {
        if (group(m, group) == null) return null;
        return Span.of(c.written().substring(m.start(group), m.end(group))).tidy(".!?…,;:\"' ").written();
    }

    /** "blue eyes" -> "blue" when the attribute is eyes; "les yeux bleus" -> "bleus". */
    private static String stripAttributeWord(String value, String attribute) {
        Span v = Span.of(value);
        String f = v.folded();
        Matcher m = TRAILING_ATTRIBUTE.matcher(f);
        if (m.find() && Lexicon.canonical(f.substring(m.start()).trim()).equals(attribute)) {
            String cutv = v.sub(0, m.start()).tidy(" ,").written();
            if (!cutv.isBlank()) return cutv;
        }
        Matcher lead = LEADING_ATTRIBUTE.matcher(f);
        if (lead.find() && Lexicon.canonical(f.substring(0, lead.end()).trim()).equals(attribute)) {
            String cutv = v.sub(lead.end(), f.length()).tidy(" ,").written();
            if (!cutv.isBlank()) return cutv;
        }
        return value;
    }
}
