package continuity.understand;

import continuity.chat.Lang;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The third stage: one clause read as a claim. Subject (a name, "X's", "les yeux de X", a pronoun),
 * relation (be, have, wear, born in, grew up in, from, called, uses, works as, allergic to, afraid
 * of, member of, and their French forms), value, and contrast ("not B", "instead of B", "pas B",
 * "au lieu de B"); negations ("isn't", "n'a pas", "no longer") make a negative clause whose value
 * is an old one. The attribute comes from the words: a listed noun, the relation, or the value's
 * class ({@link ValueClasses}); otherwise it is left unknown. Patterns run on folded text.
 */
public final class ClauseParser {
    enum Rel {
        BE,
        HAVE,
        WEAR,
        BORN,
        GREW,
        FROM,
        CALLED,
        USES,
        WORKS,
        ALLERGIC,
        FEAR,
        MEMBER,
        MEASURE,
        AGE_EN,
        /**
         * a verb that names its attribute by itself ({@code verbs.tsv}): worships, plays, speaks
         */
        NAMING
    }

    private static final Pattern SPACES = Pattern.compile("\\s+");

    /** {@code whole}: {@code words} compiled once, matched against the whole verb. */
    private record Verb(
            Rel rel, String words, String attribute, Set<String> objects, Pattern whole) {
        Verb(Rel rel, String words, String attribute, Set<String> objects) {
            this(rel, words, attribute, objects, Pattern.compile("(?:" + words + ")"));
        }

        Verb(Rel rel, String words) {
            this(rel, words, null, Set.of());
        }
    }

    /**
     * The verbs of {@code /understand/verbs.tsv} for one language, read before the built-in ones.
     */
    private static List<Verb> namingVerbs(String lang) {
        List<Verb> out = new ArrayList<>();
        for (String[] row : Words.table("/understand/verbs.tsv")) {
            if (row.length < 3 || !row[1].strip().equals(lang)) continue;
            List<String> words = new ArrayList<>();
            for (String w : row[2].split(",")) if (!w.isBlank()) words.add(Fold.key(w).strip());
            Set<String> objects = new java.util.HashSet<>();
            if (row.length > 3)
                for (String w : row[3].split(","))
                    if (!w.isBlank()) objects.add(Fold.key(w).strip());
            out.add(
                    new Verb(
                            Rel.NAMING,
                            String.join("|", words),
                            row[0].strip(),
                            Set.copyOf(objects)));
        }
        return out;
    }

    /**
     * The attribute a question asks by one of the naming verbs ("who does Cosme worship?", "what
     * does Lucien play?", « que joue Lucien ? »), or null.
     */
    static String namingAttributeAsked(String folded) {
        for (Verb v : EN_VERBS) {
            if (v.rel != Rel.NAMING) continue;
            for (String phrase : v.words.split("\\|")) {
                String w = phrase.split(" ")[0];
                String stem = w.replaceAll("(?:ped|ed|s)$", "");
                if (stem.length() < 4 || w.startsWith("'")) continue;
                if (Pattern.compile(
                                "(?<![\\p{L}])(?:does|did|do|would|will|can) .*(?<![\\p{L}])"
                                        + Pattern.quote(stem)
                                        + "(?![\\p{L}])")
                        .matcher(folded)
                        .find()) return v.attribute;
            }
        }
        for (Verb v : FR_VERBS) {
            if (v.rel != Rel.NAMING) continue;
            for (String phrase : v.words.split("\\|")) {
                String w = phrase.split(" ")[0];
                if (Pattern.compile("(?<![\\p{L}])" + Pattern.quote(w) + "(?![\\p{L}])")
                        .matcher(folded)
                        .find()) return v.attribute;
            }
        }
        return null;
    }

    private static List<Verb> withNaming(String lang, List<Verb> builtIn) {
        List<Verb> all = new ArrayList<>(namingVerbs(lang));
        all.addAll(builtIn);
        return List.copyOf(all);
    }

    private static final List<Verb> EN_VERBS =
            withNaming(
                    "en",
                    List.of(
                            new Verb(
                                    Rel.BORN,
                                    "was born in|was born at|was born on|is born in|born in|was born"),
                            new Verb(
                                    Rel.GREW,
                                    "grew up in|grew up on|grew up by|grew up at|grew up near|grew up|was raised in|was brought up in"),
                            new Verb(
                                    Rel.FROM,
                                    "is from|'s from|are from|comes from|come from|hails from|was from|is originally from|'s originally from"),
                            new Verb(
                                    Rel.CALLED,
                                    "is called|'s called|was called|is named|'s named|goes by|is known as|'s known as|answers to|is nicknamed|'s nicknamed"),
                            new Verb(
                                    Rel.WORKS,
                                    "works as|is working as|'s working as|worked as|works at|is employed as"),
                            new Verb(
                                    Rel.ALLERGIC,
                                    "is allergic to|'s allergic to|are allergic to|was allergic to"),
                            new Verb(
                                    Rel.FEAR,
                                    "is scared of|'s scared of|is afraid of|'s afraid of|is terrified of|'s terrified of|fears|is frightened of|'s frightened of|are scared of|are afraid of"),
                            new Verb(
                                    Rel.MEMBER,
                                    "is in|'s in|is part of|'s part of|is a member of|'s a member of|belongs to|joined|is with|'s with"),
                            new Verb(
                                    Rel.WEAR,
                                    "wears|wear|is wearing|'s wearing|are wearing|'m wearing|am wearing|is dressed in|'s dressed in|dresses in|usually wears|always wears|wore|was wearing"),
                            new Verb(Rel.USES, "uses|use|goes by the pronouns"),
                            new Verb(Rel.MEASURE, "stands|measures"),
                            new Verb(Rel.HAVE, "has|have|'s got|has got|'ve got|got|had|'s had"),
                            new Verb(
                                    Rel.BE,
                                    "is|are|was|were|'s|'re|am|'m|should be|has always been|have always been|was always|is always|has been|is actually")));
    private static final List<Verb> FR_VERBS =
            withNaming(
                    "fr",
                    List.of(
                            new Verb(
                                    Rel.BORN,
                                    "est nee? a|est nee? en|est nee? au|est nee? aux|est nee? dans|est nee? sur|nee? a|est nee?"),
                            new Verb(
                                    Rel.GREW,
                                    "a grandi a|a grandi en|a grandi au|a grandi dans|a grandi sur|a grandi pres de|a grandi|a ete elevee? a"),
                            new Verb(
                                    Rel.FROM,
                                    "vient de|vient d'|vient du|vient des|est originaire de|est originaire d'|est originaire du|viens de"),
                            new Verb(
                                    Rel.CALLED,
                                    "s'appelle|s'appelait|se nomme|se fait appeler|est surnommee?"),
                            new Verb(
                                    Rel.WORKS,
                                    "travaille comme|bosse comme|travaille en tant que|est employee? comme"),
                            new Verb(
                                    Rel.ALLERGIC,
                                    "est allergique a|est allergique aux|est allergique au|est allergique"),
                            new Verb(Rel.FEAR, "a peur de|a peur du|a peur des|a peur d'|craint"),
                            new Verb(
                                    Rel.MEMBER,
                                    "est dans|fait partie de|fait partie des|fait partie du|fait partie d'|est membre de|est membre du|est membre des|appartient a|appartient au"),
                            new Verb(
                                    Rel.WEAR,
                                    "porte|portait|portera|portes|est habillee? de|est habillee? d'|est habillee? en|est habillee? avec|s'habille de|s'habille d'|s'habille en|s'habille avec"),
                            new Verb(Rel.USES, "utilise|emploie"),
                            new Verb(Rel.AGE_EN, "en a"),
                            new Verb(Rel.MEASURE, "fait|mesure"),
                            new Verb(Rel.HAVE, "a|avait|ai|as|aura"),
                            new Verb(
                                    Rel.BE,
                                    "est|etait|sera|c'est|ce sont|sont|es|suis|devrait etre|est en fait")));

    private static final String NAME =
            "[\\p{L}][\\p{L}\\p{N}\\-]*(?: [\\p{L}][\\p{L}\\p{N}\\-]*)??";
    private static final String LEX = "(?:" + Lexicon.alternation() + ")";

    /**
     * A detail's own word at the end or the start of a value (compiled once: the whole lexicon).
     */
    private static final Pattern
            DETAIL_WORD_AT_END =
                    Pattern.compile("(?:^|\\s)(?:les |le |la |des |de |d')?(?:" + LEX + ")$"),
            DETAIL_WORD_AT_START =
                    Pattern.compile("^(?:les |le |la |l'|des |une |un )?(?:" + LEX + ") ");

    private static final String EN_MOD =
            "(?:(?:fav|fave|favourite|favorite|preferred|main|usual|real|actual|current|older|younger|little|big|elder|twin|pet|new) )?";
    private static final String ATTR_EN =
            EN_MOD + "(?:" + LEX + "|[\\p{L}][\\p{L}\\-]*(?: [\\p{L}][\\p{L}\\-]*)??)";
    private static final String ATTR_FR =
            "(?:"
                    + LEX
                    + "|[\\p{L}][\\p{L}\\-]*)(?: (?:preferee?s?|favorite?s?|favori|principale?|actuelle?))?";
    private static final String EN_VERB_ALT = alternation(EN_VERBS);
    private static final String FR_VERB_ALT = alternation(FR_VERBS);
    private static final String FR_POSS_VERBS =
            "est|sont|etait|etaient|c'est|ce sont|s'appelle|s'appelait|se nomme|sera|seront|devrait etre|devraient etre";

    /** One sentence shape of {@code /understand/shapes.txt}: a rule with its id. */
    private record Shape(String id, Lang lang, Pattern pattern, Rel fixed, String fixedAttribute) {}

    /** The building blocks a shape's pattern names in braces ({@code {NAME}}). */
    private static final java.util.Map<String, String> BLOCKS =
            java.util.Map.of(
                    "NAME", NAME,
                    "LEX", LEX,
                    "ATTR_EN", ATTR_EN,
                    "ATTR_FR", ATTR_FR,
                    "VERB_EN", EN_VERB_ALT,
                    "VERB_FR", FR_VERB_ALT,
                    "POSS_VERB_FR", FR_POSS_VERBS);

    private static final Pattern BLOCK = Pattern.compile("\\{([A-Z_]+)\\}");

    static final String SHAPES_FILE = "/understand/shapes.txt";

    private static final List<Shape> SHAPES = shapes();

    private static List<Shape> shapes() {
        List<Shape> out = new ArrayList<>();
        for (RuleFile.Rule r : RuleFile.read(SHAPES_FILE)) {
            Matcher m = BLOCK.matcher(r.one("pattern"));
            StringBuilder regex = new StringBuilder();
            while (m.find()) {
                String block = BLOCKS.get(m.group(1));
                if (block == null)
                    throw new IllegalStateException(
                            SHAPES_FILE + ": shape " + r.id() + " names no block " + m.group());
                m.appendReplacement(regex, Matcher.quoteReplacement(block));
            }
            m.appendTail(regex);
            String rel = r.one("relation");
            out.add(
                    new Shape(
                            r.id(),
                            Lang.valueOf(r.one("lang").toUpperCase(java.util.Locale.ROOT)),
                            Pattern.compile(regex.toString()),
                            rel == null ? null : Rel.valueOf(rel),
                            r.one("attribute")));
        }
        return List.copyOf(out);
    }

    private static String alternation(List<Verb> verbs) {
        List<String> all = new ArrayList<>();
        for (Verb v : verbs) all.addAll(List.of(v.words.split("\\|")));
        all.sort(Comparator.comparingInt(String::length).reversed());
        return String.join("|", all);
    }

    private static final Set<String> SPEAKER_WORDS =
            Sets.of("i", "my", "me", "i'm", "je", "j'", "mes", "ma", "mon", "moi");
    private static final Set<String> PRONOUN_WORDS =
            Sets.of(
                    "she", "he", "they", "her", "his", "their", "him", "them", "its", "it", "the",
                    "elle", "il", "iel", "lui", "ses", "sa", "son", "leur", "leurs", "eux");

    /** Persons that only a clause has (with {@link #PRONOUN_WORDS} and {@link #SPEAKER_WORDS}). */
    private static final Set<String> CLAUSE_PERSONS =
            Sets.of("you", "we", "us", "our", "tu", "te", "nous", "vous", "on", "ils", "elles");

    /** Words that stand where a name would but are never one (en.txt and fr.txt [not_names]). */
    private static final Set<String> NOT_NAMES = Set.copyOf(Words.all(Words.Section.NOT_NAMES));

    private static final Pattern HYPOTHETICAL = Words.wholeWords(Words.Section.HYPOTHESES);
    private static final Pattern HYPOTHESIS_OPENER =
            Pattern.compile(
                    "^(?:" + Words.alternation(Words.all(Words.Section.HYPOTHESIS_OPENERS)) + ") ");
    private static final Pattern SAID_EN =
            Pattern.compile(
                    "^(?:i|we) (?:said|wrote|put|typed|had|had put|had written|thought"
                            + "|mentioned|called (?:it|her|him|them)|put down|noted) (?<val>.+?)(?: (?:earlier|before|at first|previously|originally"
                            + "|last time|by mistake|by accident))*(?: (?:but|which|and) .*)?$");
    private static final Pattern SAID_DETAIL_EN =
            Pattern.compile(
                    "^(?:i|we) (?:said|wrote|put|typed|had|had put|had written|put down|noted|listed|described)"
                            + " (?<name>"
                            + NAME
                            + ")'s? (?<attr>"
                            + LEX
                            + ") (?:as|was|were|are|is|being) (?<val>.+?)"
                            + "(?: (?:earlier|before|at first|previously|originally|last time|by mistake|by accident))*$");
    private static final Pattern SAID_AS =
            Pattern.compile(
                    "^(?:you|u)(?:'ve| have)? (?:got|put|have|wrote|saved|noted|listed|had)"
                            + " (?<name>"
                            + NAME
                            + ") (?:down )?as (?<val>.+)$");
    private static final Pattern SAID_FR =
            Pattern.compile(
                    "^(?:j'avais dit|j'ai dit|j'avais mis|j'ai mis|j'avais ecrit|j'ai ecrit"
                            + "|j'avais note|j'ai note|je pensais|on avait dit|on a dit) (?:qu'|que |)(?<val>.+?)(?: (?:avant|tout a l'heure"
                            + "|plus tot|par erreur))?(?: (?:mais|alors) .*)?$");
    private static final Pattern TAIL_CHANGE = Words.wholeWords(Words.Section.CHANGE_WORDS);

    /** {@code words}: the negated verb alone, as in {@code pattern} after the subject. */
    private record Negation(Pattern pattern, String words, String replacement, boolean change) {}

    /** The subject's words, or a name the verb is glued to ("kael's not an elf"). */
    private static final String NEGATED_SUBJECT = "^((?:\\S+ ){1,4}?|[^\\s']+(?='))";

    private static final List<Negation> NEGATIONS =
            List.of(
                    neg("(?:is|'s|are|was) no longer", null, true),
                    neg(
                            "(?:isn't|is not|'s not|wasn't|was not|ain't|was never|is never)",
                            "is",
                            false),
                    neg("(?:aren't|are not|weren't|were not)", "are", false),
                    neg(
                            "(?:doesn't|does not|didn't|did not|don't|do not) (?:have|has)",
                            "has",
                            false),
                    neg("(?:doesn't|does not|didn't|did not|don't|do not) wear", "wears", false),
                    neg("(?:doesn't|does not|didn't|did not|don't|do not) use", "uses", false),
                    neg(
                            "(?:doesn't|does not|didn't|did not|don't|do not) come from",
                            "comes from",
                            false),
                    neg(
                            "(?:doesn't|does not|didn't|did not|don't|do not) work as",
                            "works as",
                            false),
                    neg("(?:doesn't|does not|didn't|did not|don't|do not) go by", "goes by", false),
                    neg("(?:n'est plus|est plus)", "est", true),
                    neg("(?:n'a plus|a plus)", "a", true),
                    neg("(?:ne porte plus|porte plus)", "porte", true),
                    neg("(?:n'est pas|est pas|n'etait pas|etait pas|n'est point)", "est", false),
                    neg("(?:c'est pas|ce n'est pas|c'etait pas|ce n'etait pas)", "c'est", false),
                    neg("(?:n'a pas|a pas|n'avait pas|avait pas)", "a", false),
                    neg("(?:ne porte pas|porte pas|ne portait pas)", "porte", false),
                    neg("(?:ne s'appelle pas|s'appelle pas)", "s'appelle", false),
                    neg("(?:ne vient pas|vient pas)", "vient", false),
                    neg("(?:ne fait pas|fait pas|ne mesure pas|mesure pas)", "fait", false));

    private static Negation neg(String regex, String replacement, boolean change) {
        return new Negation(
                Pattern.compile(NEGATED_SUBJECT + regex + "(?![\\p{L}])"),
                regex,
                replacement,
                change);
    }

    /**
     * Whether any of {@link #NEGATIONS} can match: one pass over the subject's words for all of
     * them, so that a clause with no negation (most) is not tried against each in turn. Matches
     * whenever one of them does (the same subject, the same verbs as alternatives).
     */
    private static final Pattern ANY_NEGATION =
            Pattern.compile(
                    NEGATED_SUBJECT
                            + "(?:"
                            + String.join("|", NEGATIONS.stream().map(Negation::words).toList())
                            + ")(?![\\p{L}])");

    private static final Pattern EN_CONTRAST =
            Pattern.compile(
                    "\\s*[,;]?\\s*(?:and |but )?(?:"
                            + Words.alternation(Words.of(Lang.EN, Words.Section.CONTRASTS))
                            + ")\\s+(?=\\S)");
    private static final Pattern FR_CONTRAST =
            Pattern.compile(
                    "\\s*[,;]?\\s*(?:et |mais )?(?:"
                            + Words.alternation(Words.of(Lang.FR, Words.Section.CONTRASTS))
                            + ")\\s*(?=\\S)");
    private static final Pattern HEDGES =
            Pattern.compile(
                    "^(?:(?:"
                            + Words.alternation(Words.all(Words.Section.HEDGES))
                            + "|to be|just|still|always|also) )+");
    private static final Pattern TRAILING =
            Pattern.compile(
                    "(?: (?:now|anymore|any more|again|too|as well|actually|aussi|maintenant|desormais|en fait|then|ok|okay|right|instead|btw))+$");
    private static final Pattern OLD_LEAD =
            Pattern.compile(
                    "^(?:(?:the|a|an|un|une|le|la|les|des|de|du|a|en|au|aux|in|at|on|from|that|this|those|celle|celui|celles|ceux|cette|ce|cet|her|his|their|sa|son|ses|as|was|is|comme) |l'|d')+");
    private static final Pattern OLD_TAIL =
            Pattern.compile(
                    "(?: (?:one|ones|one either|either|anymore|any more|guy|thing|lol|though))+$");
    private static final Pattern ARTICLE =
            Pattern.compile("^(?:(?:a|an|the|one|some|un|une|le|la|les|des|du|de) |l'|d')");
    private static final Pattern ARTICLE_LEX =
            Pattern.compile(
                    "^(?:les |le |la |l'|des |de |d'|du )(?<lex>" + LEX + ")(?: (?<rest>.+))?$");
    private static final Pattern ENDS_WITH_LEX =
            Pattern.compile("^(?<rest>.+?) (?<lex>" + LEX + ")$");
    private static final Pattern POSS_LEX =
            Pattern.compile(
                    "^(?:her|his|their|my|its|sa|ses|son|mes|ma|mon|leurs?) (?<lex>"
                            + LEX
                            + ") (?<rest>.+)$");
    private static final Pattern HEAD_STOP =
            Pattern.compile(
                    " (?:on|in|at|with|of|from|under|over|across|near|above|below|behind|around|that|which|who|named|called|shaped|like|to|for|sur|dans|avec|de|du|des|d'|a|au|aux|sous|derriere|autour|qui|que|nomme|nommee|appele|appelee|en|pour|comme)(?: |$)");
    private static final Set<String> FR_ADJECTIVES =
            Sets.of(
                    "petit",
                    "petite",
                    "grand",
                    "grande",
                    "jeune",
                    "vieux",
                    "vieil",
                    "vieille",
                    "gros",
                    "grosse",
                    "beau",
                    "bel",
                    "belle",
                    "long",
                    "longue",
                    "ancien",
                    "ancienne",
                    "nouveau",
                    "nouvel",
                    "nouvelle",
                    "vrai",
                    "vraie",
                    "premier",
                    "premiere",
                    "seul",
                    "seule",
                    "joli",
                    "jolie",
                    "autre",
                    "meme",
                    "sacre");

    /** Attributes whose noun is part of the value ("an older sister", "a scar on her cheek"). */
    private static final Set<String> WHOLE_VALUE =
            Sets.of(
                    "sibling",
                    "parent",
                    "child",
                    "partner",
                    "pet",
                    "scar",
                    "tattoo",
                    "birthmark",
                    "ring",
                    "necklace",
                    "bracelet",
                    "mask",
                    "eyepatch",
                    "weapon",
                    "outfit",
                    "fear",
                    "allergy",
                    "guild",
                    "freckles",
                    "beard",
                    "glasses",
                    "piercing");

    private static final Set<String> ACCESSORIES =
            Sets.of("ring", "necklace", "bracelet", "mask", "eyepatch", "glasses", "piercing");

    /**
     * Discord's own message limit: a longer clause is not read (the core answers a long note with
     * its limit).
     */
    static final int MAX_CLAUSE = 2000;

    private ClauseParser() {}

    /**
     * Reads one normalised clause (its scope cue and correction prefix already removed), or null.
     */
    private static final Pattern BOTH =
            Pattern.compile(
                    "^(?<p1>.+? (?<l1>"
                            + "(?:"
                            + Lexicon.alternation()
                            + ")))(?:,? and|,? et|,) (?<p2>.+? (?<l2>(?:"
                            + Lexicon.alternation()
                            + ")))$");

    /** "les yeux verts et les cheveux noirs": French puts each detail's noun first. */
    private static final Pattern BOTH_FR =
            Pattern.compile(
                    "^(?<p1>(?:les |le |la |l')?(?<l1>(?:"
                            + Lexicon.alternation()
                            + ")) .+?)(?:,? et|,) "
                            + "(?<p2>(?:les |le |la |l')?(?<l2>(?:"
                            + Lexicon.alternation()
                            + ")) .+)$");

    /**
     * "Mira's brother", "her mother", "le frère de Mira": a relative, the whole phrase its value.
     */
    private static final Pattern KIN_EN =
            Pattern.compile(
                    "^(?:[\\p{L}][\\p{L}\\-]*'s|her|his|their|my) (?:(?:older|younger|little|big|elder|twin|half|step) )?(?<lex>"
                            + LEX
                            + ")$");

    private static final Pattern KIN_FR =
            Pattern.compile(
                    "^(?:le |la |l')(?:(?:grand|grande|petit|petite|demi|jumeau|jumelle) )?(?<lex>"
                            + LEX
                            + ")(?: (?:aine|ainee|cadet|cadette|jumeau|jumelle))? (?:de |d')[\\p{L}][\\p{L}\\-]*$");
    private static final Set<String> KIN = Sets.of("sibling", "parent", "child", "partner");

    /** One clause's claims: usually one; two for "has blue eyes and black hair". */
    static List<ParsedClause> parseAll(Span clause, Predicate<String> acceptName) {
        return read(clause, acceptName);
    }

    /** The clause's first claim, or null. */
    static ParsedClause parse(Span clause, Predicate<String> acceptName) {
        List<ParsedClause> all = read(clause, acceptName);
        return all.isEmpty() ? null : all.get(0);
    }

    private static List<ParsedClause> read(Span clause, Predicate<String> acceptName) {
        Span c = clause.tidy(".!?:;,- ");
        String f = c.folded();
        if (c.isEmpty() || f.length() > MAX_CLAUSE) return List.of();
        if (f.endsWith("?")
                || Fired.found(HYPOTHETICAL, f, Words.Section.HYPOTHESES)
                || Fired.found(HYPOTHESIS_OPENER, f, Words.Section.HYPOTHESIS_OPENERS))
            return List.of();
        ParsedClause said = said(c, acceptName);
        if (said != null) return List.of(said);
        boolean negative = false, change = Fired.found(TAIL_CHANGE, f, Words.Section.CHANGE_WORDS);
        for (Negation n : ANY_NEGATION.matcher(f).find() ? NEGATIONS : List.<Negation>of()) {
            Matcher m = n.pattern.matcher(c.folded());
            if (!m.find()) continue;
            int at = m.end(1);
            c =
                    n.replacement == null
                            ? c.replace(
                                    at,
                                    m.end(),
                                    c.folded().substring(at, m.end()).replaceAll(" no longer$", ""))
                            : c.replace(
                                    at,
                                    m.end(),
                                    (c.folded().charAt(at) == '\'' ? " " : "") + n.replacement);
            negative = true;
            change |= n.change;
            break;
        }
        for (Shape shape : SHAPES) {
            Matcher m = shape.pattern.matcher(c.folded());
            if (!m.matches()) continue;
            List<ParsedClause> p = build(shape, m, c, acceptName, negative, change);
            if (p == OPINION || !p.isEmpty()) Fired.rule("shape:" + shape.id);
            if (p == OPINION) return List.of(); // no other reading of an opinion either
            if (p.stream().anyMatch(ClauseParser::describesTheRelative)) return List.of();
            if (!p.isEmpty()) return p;
        }
        return List.of();
    }

    /** Details that are another being of the character's story: a pet, a relative, a partner. */
    private static final Set<String> RELATIVES =
            Sets.of("pet", "sibling", "parent", "child", "partner");

    /**
     * "talia's sister has blue eyes", "talia's mom had red hair", "talia's horse is black": a
     * detail of the relative (another listed detail, or only a colour), not who the relative is, so
     * nothing of the character.
     */
    private static boolean describesTheRelative(ParsedClause p) {
        if (p.attribute() == null || !RELATIVES.contains(p.attribute()) || p.value() == null)
            return false;
        String f = Fold.key(p.value());
        for (String a : Lexicon.mentioned(f)) if (!a.equals(p.attribute())) return true;
        String[] words = f.replaceAll("^(?:(?:the|le|la|les) +|l')", "").split("[\\s,]+");
        for (String w : words)
            if (!COLOURS.contains(w) && !w.equals("and") && !w.equals("et")) return false;
        return fired(words.length > 0, Words.Section.COLOURS);
    }

    private static final Set<String> COLOURS = Set.copyOf(Words.all(Words.Section.COLOURS));

    /**
     * "i said black earlier but that was wrong", "you've got Nyx down as human", "j'avais dit
     * qu'Esme avait 24 ans".
     */
    private static ParsedClause said(Span c, Predicate<String> acceptName) {
        String f = c.folded();
        Matcher w = SAID_DETAIL_EN.matcher(f);
        if (w.matches()) {
            // "i wrote kael's eyes as blue": the old value of a named detail
            Subject s = subject(c, w, acceptName);
            String v = clean(cut(c, w, "val"));
            if (s != null && v != null) {
                return new ParsedClause(
                        s,
                        Lexicon.canonical(w.group("attr")),
                        true,
                        v,
                        null,
                        true,
                        false,
                        Lang.EN,
                        c.written());
            }
        }
        Matcher m = SAID_AS.matcher(f);
        if (m.matches()) {
            Subject s = subject(c, m, acceptName);
            if (s == null) return null;
            String v = clean(cut(c, m, "val"));
            return v == null
                    ? null
                    : new ParsedClause(s, null, false, v, null, true, false, Lang.EN, c.written());
        }
        m = SAID_FR.matcher(f);
        if (m.matches()) {
            Span rest = c.sub(m.start("val"), m.end("val"));
            ParsedClause inner = parse(rest, acceptName);
            if (inner != null && !inner.negative()) {
                return new ParsedClause(
                        inner.subject(),
                        inner.attribute(),
                        inner.attributeNamed(),
                        inner.value(),
                        null,
                        true,
                        false,
                        Lang.FR,
                        c.written());
            }
            String v = clean(rest.written());
            return v == null
                    ? null
                    : new ParsedClause(
                            Subject.pronoun(),
                            null,
                            false,
                            v,
                            null,
                            true,
                            false,
                            Lang.FR,
                            c.written());
        }
        m = SAID_EN.matcher(f);
        if (m.matches()) {
            String v = clean(cut(c, m, "val"));
            return v == null
                    ? null
                    : new ParsedClause(
                            Subject.pronoun(),
                            null,
                            false,
                            v,
                            null,
                            true,
                            false,
                            Lang.EN,
                            c.written());
        }
        return null;
    }

    private static List<ParsedClause> build(
            Shape shape,
            Matcher m,
            Span c,
            Predicate<String> acceptName,
            boolean negative,
            boolean change) {
        Subject subject = subject(c, m, acceptName);
        if (subject == null) return List.of();
        Lang lang = shape.lang;
        Rel rel = shape.fixed;
        String verb = group(m, "verb");
        Verb naming = null;
        if (verb != null) {
            Verb v = relation(verb, lang);
            rel = v == null ? null : v.rel;
            if (rel == Rel.NAMING) naming = v;
        }
        if (rel == null) return List.of();
        String attrWords = group(m, "attr");
        String val = cut(c, m, "val");
        if (val == null) return List.of();
        String rest = cut(c, m, "rest");
        String old = null;
        Pattern contrastPattern = lang == Lang.FR ? FR_CONTRAST : EN_CONTRAST;
        if (rest != null) {
            old = splitContrast(rest, contrastPattern, true)[1];
        } else {
            String[] split = splitContrast(val, contrastPattern, false);
            val = split[0];
            old = split[1];
        }
        val = clean(val);
        old = cleanOld(old);
        if (val == null) return List.of();
        if (isOpinion(val)) return OPINION;
        String attribute = shape.fixedAttribute;
        boolean named = attribute != null;
        if (attrWords != null && attribute == null) {
            attribute = Lexicon.canonical(attrWords);
            named = Lexicon.isKnown(attrWords);
            if (rel == Rel.BE
                    && !named
                    && ValueClasses.classify(Fold.key(val)) == null
                    && group(m, "pron") != null
                    && "the".equals(group(m, "pron"))) {
                return List.of(); // "the weather is nice"
            }
            if (WHOLE_VALUE.contains(attribute) && rel == Rel.CALLED) {
                // "her cat is called Pepper": the name is the value
            }
        } else if (attribute == null) {
            Span whole = Span.of(val).tidy("");
            Matcher fr = BOTH_FR.matcher(whole.folded());
            if (!negative && (rel == Rel.HAVE || rel == Rel.BE) && fr.matches()) {
                List<ParsedClause> two = twoDetails(fr, whole, subject, old, change, lang, c);
                if (!two.isEmpty()) return two;
            }
            String[] byRel =
                    naming != null ? byNamingVerb(naming, val) : byRelation(rel, val, lang);
            if (byRel == null) return List.of();
            attribute = byRel[0];
            val = byRel[1];
            named = attribute != null;
            if (val == null || val.isBlank()) return List.of();
        }
        // a value as long as the message may be: the core answers with the note length limit
        if (val.length() > MAX_CLAUSE || (old != null && old.length() > 300)) return List.of();
        if (old != null) old = stripAttributeWord(old, attribute);
        Span vs = Span.of(val).tidy("");
        Matcher both = BOTH.matcher(vs.folded());
        if (!negative && (rel == Rel.HAVE || rel == Rel.BE) && both.matches()) {
            List<ParsedClause> two = twoDetails(both, vs, subject, old, change, lang, c);
            if (!two.isEmpty()) return two;
        }
        return List.of(
                new ParsedClause(
                        subject,
                        attribute,
                        named,
                        stripAttributeWord(val, attribute),
                        old,
                        negative,
                        change,
                        lang,
                        c.written()));
    }

    /**
     * "blue eyes and black hair", "les yeux verts et les cheveux noirs": two details of two kinds,
     * cut where {@code m} (BOTH or BOTH_FR) matched {@code v}; the old value goes with the second.
     * Empty when both parts name the same detail.
     */
    private static List<ParsedClause> twoDetails(
            Matcher m, Span v, Subject subject, String old, boolean change, Lang lang, Span c) {
        String k1 = Lexicon.canonical(m.group("l1")), k2 = Lexicon.canonical(m.group("l2"));
        if (k1.equals(k2)) return List.of();
        String first = v.written().substring(0, m.end("p1")),
                second = v.written().substring(m.start("p2"));
        return List.of(
                new ParsedClause(
                        subject,
                        k1,
                        true,
                        stripAttributeWord(first, k1),
                        null,
                        false,
                        change,
                        lang,
                        c.written()),
                new ParsedClause(
                        subject,
                        k2,
                        true,
                        stripAttributeWord(second, k2),
                        old,
                        false,
                        change,
                        lang,
                        c.written()));
    }

    /** What {@link #build} answers for an opinion: no claim, and no other shape is tried. */
    private static final List<ParsedClause> OPINION =
            java.util.Collections.unmodifiableList(new ArrayList<>());

    private static final Set<String> OPINIONS = Set.copyOf(Words.all(Words.Section.OPINIONS));
    private static final Set<String> INTENSIFIERS =
            Set.copyOf(Words.all(Words.Section.INTENSIFIERS));

    /**
     * "so pretty in that art", "trop beaux", "gorgeous": an opinion about a detail, not a value of
     * it (an opinion word as the whole value, or right after an intensifier).
     */
    static boolean isOpinion(String val) {
        String[] w = SPACES.split(PUNCTUATION.matcher(Fold.key(val)).replaceAll(" ").trim());
        if (w.length == 1) return fired(OPINIONS.contains(w[0]), Words.Section.OPINIONS);
        int i = 0;
        while (i < w.length - 1 && INTENSIFIERS.contains(w[i])) i++;
        return fired(i > 0 && OPINIONS.contains(w[i]), Words.Section.OPINIONS)
                && fired(true, Words.Section.INTENSIFIERS);
    }

    private static boolean fired(boolean yes, Words.Section section) {
        if (yes) Fired.words(section);
        return yes;
    }

    private static final Pattern PUNCTUATION = Pattern.compile("[!.?,;:]+");

    private static final Pattern NAMING_LEAD =
            Pattern.compile(
                    "^(?:(?:the|a|an|le|la|les|du|de la|des|de|un|une|in|to) +|l'|de l'|d')");

    /**
     * A naming verb's attribute and value (articles dropped); null when the verb lists the objects
     * it takes and the value holds none of them ("plays chess", "parle fort").
     */
    private static String[] byNamingVerb(Verb verb, String val) {
        String v = stripLead(val, NAMING_LEAD);
        String[] words = Fold.key(v).split("[^\\p{L}'\\-]+");
        // what such a verb names is a name or a thing ("Veyl", "the lute"), not a clause: "worships
        // the ground he walks on", "speaks as if she owned the place" name nothing
        if (words.length > 4) return null;
        for (String word : words) {
            String w = word.substring(word.lastIndexOf('\'') + 1); // "qu'elle": elle
            if ((PRONOUN_WORDS.contains(w) && !w.equals("the"))
                    || SPEAKER_WORDS.contains(w)
                    || CLAUSE_PERSONS.contains(w)) return null;
        }
        if (!verb.objects.isEmpty()) {
            boolean found = false;
            for (int i = 0; i < words.length && !found; i++) {
                found =
                        verb.objects.contains(words[i])
                                || (i + 1 < words.length
                                        && verb.objects.contains(words[i] + " " + words[i + 1]));
            }
            if (!found) return null;
        }
        return new String[] {verb.attribute, v};
    }

    /**
     * The attribute a relation gives, with the value (which may lose its leading words); null:
     * unreadable.
     */
    private static String[] byRelation(Rel rel, String val, Lang lang) {
        String f = Fold.key(val);
        switch (rel) {
            case BORN:
                return new String[] {"birthplace", stripLead(val, BORN_LEAD)};
            case GREW:
            case FROM:
                return new String[] {"hometown", stripLead(val, PLACE_LEAD)};
            case CALLED:
                return new String[] {lang == Lang.FR ? "name" : "nickname", val};
            case WORKS:
                return new String[] {"occupation", val};
            case ALLERGIC:
                return new String[] {"allergy", stripLead(val, ALLERGY_LEAD)};
            case FEAR:
                return new String[] {"fear", stripLead(val, FEAR_LEAD)};
            case MEMBER:
                return new String[] {"guild", val};
            case AGE_EN:
                return ValueClasses.AGE.matcher(f).matches()
                        ? new String[] {"age", val.replaceAll("(?i)\\s*ans?$", "")}
                        : null;
            case MEASURE:
                return ValueClasses.HEIGHT.matcher(f).matches() || f.matches("\\d.*")
                        ? new String[] {"height", val}
                        : null;
            case USES:
                {
                    String p =
                            f.replaceAll(" (?:pronouns?|pronoms?)$", "")
                                    .replaceAll("^(?:le |les )?(?:pronoms? |pronouns? )", "");
                    if (ValueClasses.PRONOUNS.matcher(p).matches())
                        return new String[] {"pronouns", p};
                    String head = head(f, lang);
                    return head != null && Lexicon.isKnown(head)
                            ? new String[] {Lexicon.canonical(head), val}
                            : new String[] {null, val};
                }
            case WEAR:
                {
                    Matcher pl = POSS_LEX.matcher(f);
                    if (pl.matches())
                        return new String[] {
                            Lexicon.canonical(pl.group("lex")), val.substring(pl.start("rest"))
                        };
                    String head = head(f, lang);
                    String key = head == null ? null : Lexicon.canonical(head);
                    return new String[] {
                        key != null && ACCESSORIES.contains(key) ? key : "outfit", val
                    };
                }
            case HAVE:
                {
                    // "has freckles", "a une barbe": the detail's own noun is the whole value
                    if (Lexicon.isKnown(f) && WHOLE_VALUE.contains(Lexicon.canonical(f)))
                        return new String[] {Lexicon.canonical(f), val};
                    Matcher al = ARTICLE_LEX.matcher(f);
                    if (al.matches() && al.group("rest") != null)
                        return new String[] {
                            Lexicon.canonical(al.group("lex")), val.substring(al.start("rest"))
                        };
                    String cls = ValueClasses.classify(f);
                    if ("age".equals(cls) || cls == null && ageInWords(f))
                        return new String[] {
                            "age", val.replaceAll("(?i)\\s*(?:ans?|years? old|years?|yo|y/o)$", "")
                        };
                    Matcher el = ENDS_WITH_LEX.matcher(f);
                    if (el.matches() && !ARTICLE.matcher(f).lookingAt())
                        return new String[] {Lexicon.canonical(el.group("lex")), val};
                    if (ARTICLE.matcher(f).lookingAt()
                            || f.matches("^(?:one|two|three|deux|trois) .*")) {
                        String head = head(f, lang);
                        if (head == null) return new String[] {null, val};
                        return new String[] {
                            Lexicon.isKnown(head) ? Lexicon.canonical(head) : null, val
                        };
                    }
                    if (el.matches()) return new String[] {Lexicon.canonical(el.group("lex")), val};
                    return new String[] {null, val};
                }
            case BE:
            default:
                {
                    if (f.startsWith("in ")
                            || f.startsWith("part of ")
                            || f.startsWith("a member of ")) return new String[] {"guild", val};
                    if (f.startsWith("from ")) return new String[] {"hometown", val.substring(5)};
                    if (f.startsWith("born in "))
                        return new String[] {"birthplace", val.substring(8)};
                    if (f.startsWith("allergic to "))
                        return new String[] {"allergy", val.substring(12)};
                    if (f.matches("^(?:scared|afraid|terrified) of .*"))
                        return new String[] {"fear", val.substring(f.indexOf(" of ") + 4)};
                    Matcher kin = KIN_EN.matcher(f);
                    if (!kin.matches()) kin = KIN_FR.matcher(f);
                    if (kin.matches() && KIN.contains(Lexicon.canonical(kin.group("lex"))))
                        return new String[] {Lexicon.canonical(kin.group("lex")), val};
                    Matcher al = ARTICLE_LEX.matcher(f);
                    if (lang == Lang.FR && al.matches() && al.group("rest") != null) {
                        return new String[] {
                            Lexicon.canonical(al.group("lex")), val.substring(al.start("rest"))
                        };
                    }
                    String cls = ValueClasses.classify(f);
                    if ("age".equals(cls) || cls == null && ageInWords(f))
                        return new String[] {
                            "age", val.replaceAll("(?i)\\s*(?:ans?|years? old|years?|yo|y/o)$", "")
                        };
                    return new String[] {cls, val};
                }
        }
    }

    /**
     * English: the last word before a preposition; French: the first word after the article and
     * adjectives.
     */
    static String head(String folded, Lang lang) {
        String v = ARTICLE.matcher(folded.trim()).replaceFirst("");
        v = v.replaceFirst("^(?:one|two|three|deux|trois|some|quelques) ", "");
        Matcher p = HEAD_STOP.matcher(" " + v + " ");
        String run = (p.find() ? (" " + v + " ").substring(0, p.start()) : v).trim();
        if (run.isEmpty()) return null;
        String[] words = run.split(" ");
        if (lang == Lang.FR) {
            for (String w : words)
                if (!FR_ADJECTIVES.contains(w)) return w.replaceAll("[^\\p{L}\\-]", "");
            return null;
        }
        String last = words[words.length - 1].replaceAll("[^\\p{L}\\-]", "");
        if (words.length >= 2 && Lexicon.isKnown(words[words.length - 2] + " " + last))
            return words[words.length - 2] + " " + last;
        return last.isEmpty() ? null : last;
    }

    /**
     * A value that is a number in words ("nineteen", « dix-neuf ans ») is an age, as one in digits
     * is ({@link continuity.understand.learned.NumberWords} reads the "years old" after it); "one"
     * or « un » alone is not ("she's the one", « c'est un »), "one year old" is.
     */
    private static boolean ageInWords(String folded) {
        String n = folded.strip();
        return !n.matches("one|un|une") && continuity.understand.learned.NumberWords.isNumber(n);
    }

    private static Subject subject(Span c, Matcher m, Predicate<String> acceptName) {
        String pron = group(m, "pron");
        String name = group(m, "name");
        if (pron != null && name == null) {
            return SPEAKER_WORDS.contains(pron) ? Subject.speaker() : Subject.pronoun();
        }
        if (name == null) return pron == null ? null : Subject.pronoun();
        String folded = c.folded().substring(m.start("name"), m.end("name"));
        if (SPEAKER_WORDS.contains(folded)) return Subject.speaker();
        if (PRONOUN_WORDS.contains(folded)) return Subject.pronoun();
        if (NOT_NAMES.contains(folded) || NOT_NAMES.contains(folded.split(" ")[0])) {
            Fired.words(Words.Section.NOT_NAMES);
            return null;
        }
        String written = c.written().substring(m.start("name"), m.end("name"));
        if (!acceptName.test(written)) return null;
        return Subject.named(written);
    }

    private static Verb relation(String verbFolded, Lang lang) {
        String v = SPACES.matcher(verbFolded.trim()).replaceAll(" ");
        for (Verb verb : lang == Lang.FR ? FR_VERBS : EN_VERBS) {
            if (verb.whole.matcher(v).matches()) return verb;
        }
        return null;
    }

    private static final Pattern BORN_LEAD = Pattern.compile("^(?:in|at|on|a|au|aux|en|dans|sur) ");
    private static final Pattern PLACE_LEAD =
            Pattern.compile("^(?:in|at|on|by|near|a|au|aux|en|dans|sur|pres de) ");
    private static final Pattern ALLERGY_LEAD = Pattern.compile("^(?:to|a|au|aux) ");
    private static final Pattern FEAR_LEAD = Pattern.compile("^(?:of|de|du|des|d') ");

    private static String stripLead(String val, Pattern lead) {
        Span v = Span.of(val).tidy("");
        Matcher m = lead.matcher(v.folded());
        return m.find() && m.end() < v.folded().length()
                ? v.written().substring(m.end())
                : v.written();
    }

    /** The value without hedges, quotes and trailing change words; null when nothing is left. */
    static String clean(String raw) {
        if (raw == null) return null;
        Span v = Span.of(raw).tidy("");
        for (int i = 0; i < 3; i++) {
            Matcher h = HEDGES.matcher(v.folded());
            if (h.find() && h.end() > 0 && h.end() < v.folded().length()) {
                Fired.words(Words.Section.HEDGES);
                v = v.sub(h.end(), v.folded().length()).tidy("");
            }
            Matcher t = TRAILING.matcher(v.folded());
            if (t.find() && t.start() > 0) v = v.sub(0, t.start()).tidy("");
        }
        String w = QUOTED_ENDS.matcher(v.written()).replaceAll("").strip();
        w = SPACES.matcher(QUOTES.matcher(w).replaceAll("")).replaceAll(" ").strip();
        return w.isEmpty() ? null : w;
    }

    /** Quotes and spaces at the value's start; quotes, spaces and punctuation at its end. */
    private static final Pattern QUOTED_ENDS =
            Pattern.compile(
                    "^[\"'\u00AB\u201C\u2018\u2039\\s]+|[\"'\u00BB\u201D\u2019\u203A\\s.!?,;:]+$");

    private static final Pattern QUOTES = Pattern.compile("[\u00AB\u00BB\u201C\u201D\"]");

    /**
     * {value, old}: the text cut at its first contrast ("green, not blue"); {@code leading}: the
     * text starts with it.
     */
    static String[] splitContrast(String text, Pattern contrast, boolean leading) {
        Span s = Span.of(text).tidy("");
        Matcher m = contrast.matcher(s.folded());
        while (m.find()) {
            if (leading ? m.start() == 0 : m.start() > 0) {
                Fired.words(Words.Section.CONTRASTS);
                return new String[] {
                    s.written().substring(0, m.start()), s.written().substring(m.end())
                };
            }
        }
        return new String[] {text, null};
    }

    private static String cleanOld(String raw) {
        String c = clean(raw);
        if (c == null) return null;
        Span v = Span.of(c);
        Matcher lead = OLD_LEAD.matcher(v.folded());
        if (lead.find() && lead.end() < v.folded().length())
            v = v.sub(lead.end(), v.folded().length()).tidy("");
        Matcher tail = OLD_TAIL.matcher(v.folded());
        if (tail.find() && tail.start() > 0) v = v.sub(0, tail.start()).tidy("");
        return v.isEmpty() ? null : v.written();
    }

    /**
     * "blue eyes" -> "blue" when the attribute is eyes; "les yeux bleus" -> "bleus"; kin and marks
     * keep their noun.
     */
    static String stripAttributeWord(String value, String attribute) {
        if (attribute == null || WHOLE_VALUE.contains(attribute)) return value;
        Span v = Span.of(value);
        String f = v.folded();
        Matcher m = DETAIL_WORD_AT_END.matcher(f);
        if (m.find() && Lexicon.canonical(f.substring(m.start()).trim()).equals(attribute)) {
            String cut = v.sub(0, m.start()).tidy(" ,").written();
            cut = cut.replaceFirst("(?i)^(?:a|an|une|un)\\s+", "");
            if (!cut.isBlank()) return cut;
        }
        Matcher lead = DETAIL_WORD_AT_START.matcher(f);
        if (lead.find() && Lexicon.canonical(f.substring(0, lead.end()).trim()).equals(attribute)) {
            String cut = v.sub(lead.end(), f.length()).tidy(" ,").written();
            if (!cut.isBlank()) return cut;
        }
        return value;
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
        return c.written().substring(m.start(group), m.end(group));
    }
}
