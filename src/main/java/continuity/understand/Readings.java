package continuity.understand;

import continuity.chat.Lang;
import continuity.understand.learned.Door;
import continuity.understand.learned.Intent;
import continuity.understand.learned.LearnedReader;
import continuity.understand.learned.Proposal;
import java.util.ArrayList;
import java.util.List;

/**
 * The one place where readings meet: the grammar's reading of a message and the learned reader's
 * proposal. The grammar decides whatever it read; the learned proposal is heard only on a message
 * out of character or said to the bot where the grammar read no claim, question, preference or
 * request, and only what passes the same checks as the optional model's claims stands: the value
 * and old value are words of the message, the character is known (or the proxy's speaker), the
 * detail is a listed one or a free detail named by the message's own words, and both models were
 * sure enough. Plain chat and in-character text are never given to it.
 */
public final class Readings {
    /** Below these, a learned proposal is not taken (measured on the dev split, README). */
    public static final double
            MIN_INTENT = Double.parseDouble(System.getProperty("continuity.minintent", "0.7")),
            MIN_SPAN = Double.parseDouble(System.getProperty("continuity.minspan", "0.45"));

    /** The longest value and free detail a learned claim may have, in characters and words. */
    static final int MAX_VALUE = 60, MAX_DETAIL_WORDS = 4;

    private Readings() {}

    public static Reading combine(
            Reading grammar,
            String text,
            String proxyName,
            KnownNames names,
            LearnedReader learned,
            Trace trace) {
        if (learned == null || text == null) return grammar;
        if (!grammar.addressed() && !grammar.outOfCharacter()) return grammar;
        boolean other =
                grammar.preference() != null
                        || grammar.action() != null
                        || grammar.request()
                        || grammar.scopeAnswer() != null;
        if (other && grammar.facts().stream().noneMatch(Readings::weak)) return grammar;
        if (grammar.facts().isEmpty() && !grammar.questions().isEmpty())
            return AskedDetails.asked(grammar, text, names, learned, proxyName);
        boolean proxied = proxyName != null && !proxyName.isBlank();
        Door door = door(grammar, proxyName);
        List<String> characters = new ArrayList<>(names.all());
        String speaker = proxied ? proxyName : null;
        if (speaker != null && !characters.contains(speaker)) characters.add(speaker);
        if (characters.isEmpty()) return grammar;
        Proposal p = learned.propose(text, door, characters, speaker, grammar);
        if (other) {
            // "please undo that. I have muddled Winifred with Cordelia": the request stands, the
            // rest is no claim unless the tagger marked its words a value
            List<FactClaim> kept = new ArrayList<>();
            for (FactClaim g : grammar.facts()) if (!unsupported(g, p)) kept.add(resumed(g, names));
            return kept.equals(grammar.facts()) ? grammar : grammar.withFacts(kept);
        }
        if (trace != null)
            trace.note(
                    "learned: "
                            + p.intent().name().toLowerCase(java.util.Locale.ROOT)
                            + String.format(" %.2f", p.intentScore()),
                    p.claims().toString());
        Reading asked = AskedDetails.unheard(grammar, text, names, p, proxied);
        if (asked != null) return asked;
        List<FactClaim> proposed = learnedClaims(p, text, names, speaker, trace);
        List<FactClaim> facts = new ArrayList<>();
        // the grammar's claims stand; a value that ran on past the tagger's value into words that
        // are no part of it (a filler, an emoji, a scope or change cue) ends where the tagger's
        // does
        for (FactClaim g0 : grammar.facts()) {
            // the grammar's value as its own rules end it, before the learned reader reads it
            FactClaim g = ValueEnds.cut(MarkPlace.cut(resumed(g0, names)));
            if (strangerBeside(g, text, names)) {
                if (trace != null)
                    trace.note(
                            "grammar claim left: its subject is no character, and the message names"
                                    + " one",
                            g.toString());
                continue;
            }
            if (unsupported(g, p)) {
                if (trace != null)
                    trace.note(
                            "grammar claim left: the learned reader reads no claim", g.toString());
                continue;
            }
            FactClaim better = PREFER_LEARNED ? learnedFor(g, proposed) : null;
            if (better != null) {
                if (trace != null)
                    trace.note("grammar claim read again by the learned reader", g.toString());
                facts.add(ownWordCut(better));
                continue;
            }
            facts.add(completed(trimmed(g, p), proposed));
        }
        for (FactClaim l : proposed) {
            boolean said =
                    facts.stream()
                            .anyMatch(
                                    g ->
                                            sameDetail(g, l)
                                                    || overlaps(g.value(), l.value())
                                                    || (g.oldValue() != null
                                                            && overlaps(g.oldValue(), l.value())));
            if (!said) facts.add(ownWordCut(l));
        }
        facts.replaceAll(
                f ->
                        NeckWorn.necklace(
                                ValueEnds.cut(
                                        MarkPlace.cut(leadingCut(RelativeName.named(f, text)))),
                                text));
        NamedBeing.merge(facts, text);
        // the questions beside the claims take their details as a question alone does
        List<QuestionClaim> questions =
                grammar.questions().isEmpty()
                        ? grammar.questions()
                        : AskedDetails.details(grammar.questions(), text, names, p);
        if (facts.equals(grammar.facts()))
            return questions.equals(grammar.questions())
                    ? grammar
                    : grammar.withQuestions(questions);
        Lang lang = grammar.facts().isEmpty() ? facts.get(0).lang() : grammar.lang();
        return new Reading(
                grammar.addressed(),
                grammar.outOfCharacter(),
                facts,
                null,
                questions,
                null,
                grammar.answerText(),
                lang,
                grammar.facts().isEmpty() ? List.of() : grammar.unread(),
                false,
                null);
    }

    /**
     * The door the learned reader is told a message came by: through a proxy, addressed to the bot
     * (a direct message too), or out of character.
     */
    private static Door door(Reading grammar, String proxyName) {
        boolean proxied = proxyName != null && !proxyName.isBlank();
        return proxied ? Door.PROXY : grammar.addressed() ? Door.ADDRESSED : Door.OOC;
    }

    static final boolean PREFER_LEARNED =
            Boolean.parseBoolean(System.getProperty("continuity.preferlearned", "true"));

    private static final java.util.regex.Pattern LEADING_ARTICLE =
            java.util.regex.Pattern.compile(
                    "^(?:(?:a|an|the|his|her|their|un|une|le|la|les|des|du|sa|son|ses|leur)\\s+|l'|d')");

    /**
     * The learned claim that reads the same words as a grammar claim's value, more closely (the
     * grammar's value ran on into a filler, a scope cue or the next clause), or null: the grammar's
     * claim then stands as it is.
     */
    static FactClaim learnedFor(FactClaim g, List<FactClaim> proposed) {
        if (g.value() == null) return null;
        for (FactClaim l : proposed) {
            // the same words read as a value: never a value the grammar read as the old one
            if (l.value() == null || !within(l.value(), g.value())) continue;
            // "a red ball gown" and "red ball gown", « une cicatrice sur la joue » and « sur la
            // joue » are one reading: the grammar's words, written to be said back, stand
            String bare = LEADING_ARTICLE.matcher(Fold.key(g.value())).replaceFirst("");
            String named = Fold.key(OwnDetailWord.cut(g.value(), l.detail().keyOrNull()));
            // "a silver mask" and "silver" (the mask's own word and its article both cut)
            String both = LEADING_ARTICLE.matcher(named).replaceFirst("");
            String learned = Fold.key(l.value());
            if (bare.equals(learned) || named.equals(learned) || both.equals(learned)) return null;
            // "a long red scar across her cheek" is one description; "long red" is a part of it
            if (OwnDetailWord.namedInside(g.value(), l.detail().keyOrNull())
                    && !OwnDetailWord.namedInside(l.value(), l.detail().keyOrNull())) return null;
            if (g.oldValue() != null && overlaps(g.oldValue(), l.value())) continue;
            if (l.oldValue() != null && overlaps(g.value(), l.oldValue())) continue;
            // the grammar's character stands when the learned reader names another
            if (g.subject().type() == Subject.Type.NAMED
                    && !Fold.key(g.subject().name()).equals(Fold.key(l.subject().name()))) continue;
            // a detail the grammar named stays the grammar's when the learned reader names another
            if (g.detail().named() && !g.detail().equals(l.detail())) continue;
            FactClaim c = l;
            if (g.subject().type() == Subject.Type.NAMED) c = c.withSubject(g.subject());
            if (c.oldValue() == null && g.oldValue() != null) c = c.withOld(g.oldValue());
            if (c.cue() == null && g.cue() != null) c = c.withCue(g.cue());
            return c;
        }
        return null;
    }

    /**
     * A grammar claim of no listed detail and no old value (only its value holds it; a named old
     * value is evidence the core weighs against the notes), or whose value is a question word.
     */
    static boolean weak(FactClaim g) {
        return (g.detail().none() && g.oldValue() == null)
                || QUESTION_WORDS.contains(Fold.key(g.value()));
    }

    /** Words that ask, never a value: « il a quel âge », "his age is what". */
    private static final java.util.Set<String> QUESTION_WORDS =
            java.util.Set.of(
                    "quel",
                    "quelle",
                    "quels",
                    "quelles",
                    "quoi",
                    "combien",
                    "what",
                    "which",
                    "who",
                    "how",
                    "where",
                    "ou",
                    "qui",
                    "lequel",
                    "laquelle");

    /**
     * A claim whose subject is no known character, in a message that names one: "hobbes properly:
     * 68, bald as an egg" read "bald" as someone, « grâce à ma mère » read « grâce ». (A new
     * character introduced alone, "(( new character: Brannoc, 54 ))", still stands.)
     */
    static boolean strangerBeside(FactClaim g, String text, KnownNames names) {
        if (g.subject().type() != Subject.Type.NAMED || g.subject().name() == null) return false;
        String who = g.subject().name();
        if (names.isKnown(who) || names.resolve(who).isPresent()) return false;
        return names.firstIn(Fold.key(text)).isPresent();
    }

    /**
     * « Babacar il a 31 ans »: a name the server does not know, made of a known name and the
     * pronoun that takes it up, is the known name.
     */
    private static final java.util.regex.Pattern TAKEN_UP =
            java.util.regex.Pattern.compile("^(.+?)\\s+(?:il|elle|iel|he|she|they)$");

    static FactClaim resumed(FactClaim g, KnownNames names) {
        if (g.subject().type() != Subject.Type.NAMED || names.isKnown(g.subject().name())) return g;
        String f = Fold.key(g.subject().name());
        java.util.regex.Matcher m = TAKEN_UP.matcher(f);
        if (m.matches())
            for (String n : names.all())
                if (Fold.key(n).equals(m.group(1))) return g.withSubject(Subject.named(n));
        // "Ezra Holm a 51 ans", "Tamsin now has a cat": a known name and one word after it (its
        // surname, an adverb) is the known character
        String[] words = f.split(" ");
        if (words.length == 2)
            for (String n : names.all())
                if (Fold.key(n).equals(words[0])) return g.withSubject(Subject.named(n));
        return g;
    }

    /**
     * A weak grammar claim whose words the tagger did not mark a value, in a message said to the
     * bot or out of character: "what is the name of her maid? it has gone clean out of my head"
     * read "gone clean out of my head" as a free note of nobody's.
     */
    static boolean unsupported(FactClaim g, Proposal p) {
        if (!weak(g)) return false;
        if (QUESTION_WORDS.contains(Fold.key(g.value()))) return true;
        return p.values().stream().noneMatch(v -> overlaps(g.value(), v));
    }

    private static FactClaim leadingCut(FactClaim c) {
        String v = OwnDetailWord.cutLeading(c.value(), c.detail().keyOrNull());
        return v.equals(c.value()) ? c : c.withValue(v);
    }

    private static FactClaim ownWordCut(FactClaim c) {
        String v = OwnDetailWord.cut(c.value(), c.detail().keyOrNull());
        return v.equals(c.value()) ? c : c.withValue(v);
    }

    /** Words that begin the place or circumstance of a value ("a scar on his cheek"): kept. */
    private static final java.util.regex.Pattern PLACE =
            java.util.regex.Pattern.compile(
                    "^(?:on|in|under|above|over|across|at|of|from|with|near|behind|down|along|sur|sous|dans|de|du|des|d'|au|aux|a|en|avec|pres|derriere|le long)(?![\\p{L}])");

    /**
     * The grammar's claim with its value ended where the tagger's value ends, when the rest is no
     * place or circumstance of it.
     */
    public static FactClaim trimmed(FactClaim g, Proposal p) {
        FactClaim c = g.withValue(trim(g.value(), p));
        return g.oldValue() == null ? c : c.withOld(trim(g.oldValue(), p));
    }

    private static final java.util.regex.Pattern WORD_GOES_ON =
            java.util.regex.Pattern.compile("[\\p{L}\\p{N}\\p{M}'\u2019-]");

    private static String trim(String v, Proposal p) {
        if (v == null) return null;
        String fv = Fold.keepLength(v);
        for (String l : p.values()) {
            String fl = Fold.keepLength(l);
            if (fl.length() < 2 || fl.length() >= fv.length() || !fv.startsWith(fl)) continue;
            // a span ends between words: "twenty" does not end "twenty-two", nor "blue"
            // "blue-green"
            if (WORD_GOES_ON.matcher(fv.substring(fl.length())).lookingAt()) continue;
            String rest = fv.substring(fl.length()).strip();
            boolean cue = p.cueWords().stream().anyMatch(c -> rest.contains(Fold.keepLength(c)));
            boolean place = PLACE.matcher(rest).find();
            if (cue || !place) return v.substring(0, l.length()).strip();
        }
        return v;
    }

    /**
     * A grammar claim of no known detail takes the detail of the learned claim of the same
     * character and value; its old value ends where the tagger's old value ends.
     */
    static FactClaim completed(FactClaim g, List<FactClaim> learned) {
        if (g.value() == null) return g;
        if (g.detail().named()) return named(g, learned);
        for (FactClaim l : learned) {
            if (l.detail().none() || !within(l.value(), g.value())) continue;
            String who = g.subject().name();
            if (who != null && !Fold.key(who).equals(Fold.key(l.subject().name()))) continue;
            // "canon for Ilka: she is left-handed": the name the message gives owns the value
            if (g.subject().type() == Subject.Type.PRONOUN) g = g.withSubject(l.subject());
            FactClaim c = g.withDetail(l.detail()).withValue(l.value());
            if (g.oldValue() != null
                    && l.oldValue() != null
                    && Fold.key(g.oldValue()).startsWith(Fold.key(l.oldValue())))
                c = c.withOld(l.oldValue());
            return c;
        }
        return g;
    }

    /** A pronoun's claim takes the character a learned claim of the same detail and value names. */
    private static FactClaim named(FactClaim g, List<FactClaim> learned) {
        if (g.subject().type() != Subject.Type.PRONOUN) return g;
        for (FactClaim l : learned)
            if (g.detail().equals(l.detail())
                    && Fold.key(g.value()).equals(Fold.key(l.value()))
                    && l.subject().type() == Subject.Type.NAMED) return g.withSubject(l.subject());
        return g;
    }

    /** Whether {@code part}'s words are whole words of {@code whole} (folded). */
    static boolean within(String part, String whole) {
        String a = " " + Fold.key(part).strip() + " ", b = " " + Fold.key(whole).strip() + " ";
        return a.length() > 2 && b.contains(a);
    }

    private static boolean sameDetail(FactClaim a, FactClaim b) {
        return a.detail().named()
                && a.detail().equals(b.detail())
                && a.subject().name() != null
                && b.subject().name() != null
                && Fold.key(a.subject().name()).equals(Fold.key(b.subject().name()));
    }

    private static boolean overlaps(String a, String b) {
        if (a == null || b == null) return false;
        String x = Fold.key(a), y = Fold.key(b);
        return x.contains(y) || y.contains(x);
    }

    /** The learned proposal's claims that pass every check, as the core takes claims. */
    public static List<FactClaim> learnedClaims(
            Proposal p, String text, KnownNames names, String speaker, Trace trace) {
        List<FactClaim> facts = new ArrayList<>();
        if (p.intent() != Intent.CLAIM || p.intentScore() < MIN_INTENT) return facts;
        Lang lang = LanguageGuess.of(Fold.key(text));
        for (Proposal.Claim c : p.claims()) {
            String why = refusal(c, names, speaker);
            if (why != null) {
                if (trace != null) trace.note("learned claim left: " + why, c.toString());
                continue;
            }
            // a correction that names its old value may leave the character or the detail unsaid
            // ("oups pas 27 ans, 29"): the core finds them from the note holding that value, or
            // asks
            facts.add(
                    new FactClaim(
                            c.character() == null
                                    ? Subject.pronoun()
                                    : Subject.named(c.character()),
                            c.detail(),
                            c.value(),
                            c.old(),
                            c.cue(),
                            lang,
                            c.old() != null,
                            text.strip(),
                            FactClaim.Change.of(c.change())));
        }
        return facts;
    }

    /** Why a learned claim may not stand, or null when it may. */
    static String refusal(Proposal.Claim c, KnownNames names, String speaker) {
        boolean named = c.old() != null && !c.old().isBlank();
        if (c.character() == null && !named) return "no character";
        if (c.character() != null
                && !names.isKnown(c.character())
                && !c.character().equals(speaker)) return "not a known character";
        if (c.detail().none() && !named) return "no detail";
        if (c.detail().named()
                && !Lexicon.isKey(c.detail().key())
                && c.detail().key().split(" ").length > MAX_DETAIL_WORDS)
            return "a free detail of too many words";
        if (c.value() == null || c.value().isBlank() || c.value().length() > MAX_VALUE)
            return "no value, or too long";
        if (c.old() != null && Fold.key(c.old()).equals(Fold.key(c.value())))
            return "the old value is the new one";
        if (c.character() != null && Fold.key(c.value()).equals(Fold.key(c.character())))
            return "the value is the name";
        if (c.score() < MIN_SPAN) return "unsure of the value";
        return null;
    }
}
