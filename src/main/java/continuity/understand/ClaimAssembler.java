package continuity.understand;

import continuity.chat.Lang;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The fourth stage: the clauses of one message made into claims. A negative clause ("esme isn't
 * 24", "i said black earlier") gives its value as the old value of the affirmation next to it
 * ("she's 19"); a pronoun takes the name said before it; a bare detail after a named one continues
 * a list ("Mira is 19, human, blue eyes"); a pronoun clause after a correction is its reason ("...,
 * he grew up by the coast") and is not a claim. Then each claim must be plausible: a character the
 * server doesn't know needs a listed attribute, a detail of no known attribute needs a named old
 * value (unless the message is addressed to the bot), and "my" is a character only through a proxy,
 * to the bot, or in an explicit correction that names the old value ("correction: my eyes are
 * green, not blue"; never "irl").
 */
final class ClaimAssembler {
    private static final Pattern LEX_END =
            Pattern.compile("^(?<rest>.+?) (?<lex>" + Lexicon.alternation() + ")$");
    private static final Pattern REAL_LIFE = Words.wholeWords(Words.Section.REAL_LIFE);
    private static final Pattern LEX_START =
            Pattern.compile(
                    "^(?:les |le |la |l'|des )?(?<lex>" + Lexicon.alternation() + ") (?<rest>.+)$");

    /**
     * "it's", « c'est »: the words that say what a negated detail is instead ({@code [restated]}).
     */
    private static final String RESTATED_WORDS =
            "(?:" + Words.alternation(Words.all(Words.Section.RESTATED)) + ") (?<val>.+)$";

    /** "it's auburn", « c'est l'argent »: a clause that only says what the detail is instead. */
    private static final Pattern RESTATED = Pattern.compile("^" + RESTATED_WORDS);

    /** "red its auburn": the old value and the new one in one negated clause's value. */
    private static final Pattern RESTATED_INSIDE =
            Pattern.compile("^(?<old>.+?) " + RESTATED_WORDS);

    private static final Pattern OPINION =
            Pattern.compile(
                    "^(?:(?:so|very|really|trop|tres|vraiment) )?(?:"
                            + Words.alternation(Words.all(Words.Section.OPINIONS))
                            + ")(?![\\p{L}])");

    private static final class Entry {
        ParsedClause p;
        final boolean correcting;

        Entry(ParsedClause p, boolean correcting) {
            this.p = p;
            this.correcting = correcting;
        }

        boolean contrast() {
            return p.old() != null || correcting;
        }
    }

    private final KnownNames names;
    private final boolean proxied;
    private final boolean addressed;
    private final Trace trace;
    private final List<Entry> out = new ArrayList<>();
    private ParsedClause pendingNegative;

    /** Whether the clause just before was the negation still waiting. */
    private boolean negativeLast;

    private Subject lastNamed;

    /**
     * A list item that only names someone else ("Ilse has a daughter, Maartje, 12"): the items
     * after it are that person's, not the list's subject's, until a clause parses again.
     */
    private boolean someoneElseListed;

    ClaimAssembler(KnownNames names, boolean proxied, boolean addressed, Trace trace) {
        this.names = names;
        this.proxied = proxied;
        this.addressed = addressed;
        this.trace = trace;
    }

    Subject lastNamed() {
        return lastNamed;
    }

    void add(ParsedClause parsed, Clauses.Joint joint, boolean correcting) {
        negativeLast = false;
        someoneElseListed = false;
        ParsedClause p = parsed;
        boolean pronoun = p.subject().type() == Subject.Type.PRONOUN;
        if (pronoun && lastNamed != null) p = p.withSubject(lastNamed);
        if (p.negative()) {
            ParsedClause instead = restatedInside(p);
            if (instead != null) {
                note("a negated detail and, in the same words, what it is instead", p.sentence());
                p = instead;
            }
        }
        if (p.negative()) {
            Entry last = out.isEmpty() ? null : out.get(out.size() - 1);
            if (last != null
                    && last.p.old() == null
                    && joint != Clauses.Joint.START
                    && compatible(last.p, p)) {
                last.p = fill(last.p.withOld(p.value()), p);
                note("the old value of the detail before it", p.sentence());
                return;
            }
            pendingNegative = p;
            negativeLast = true;
            if (p.subject().type() == Subject.Type.NAMED) lastNamed = p.subject();
            note("an old value, waiting for the new one", p.sentence());
            return;
        }
        if (pendingNegative != null && compatible(pendingNegative, p)) {
            ParsedClause n = pendingNegative;
            if (p.old() == null) p = p.withOld(n.value());
            p = fill(p, n);
            if (p.subject().type() != Subject.Type.NAMED
                    && n.subject().type() == Subject.Type.NAMED) p = p.withSubject(n.subject());
            p = p.withChange(p.change() || n.change());
            pendingNegative = null;
        } else if (pronoun
                && p.old() == null
                && !correcting
                && (joint == Clauses.Joint.COMMA || joint == Clauses.Joint.PRONOUN)
                && !out.isEmpty()
                && out.get(out.size() - 1).contrast()) {
            note("a reason given for the correction, not a detail", p.sentence());
            return;
        }
        if (p.subject().type() == Subject.Type.NAMED) lastNamed = p.subject();
        out.add(new Entry(p, correcting));
    }

    /**
     * A negated clause whose value holds what the detail is instead ("nell's hair isnt red its
     * auburn"): the affirmation with the old value, or null.
     */
    private static ParsedClause restatedInside(ParsedClause p) {
        if (p.attribute() == null || p.value() == null) return null;
        Span v = Span.of(p.value());
        Matcher m = RESTATED_INSIDE.matcher(v.folded());
        if (!m.matches()) return null;
        String value = ClauseParser.clean(v.written().substring(m.start("val")));
        String old = ClauseParser.clean(v.written().substring(0, m.end("old")));
        if (value == null || old == null || !restatable(value)) return null;
        Fired.words(Words.Section.RESTATED);
        return instead(p, value, old, p.sentence());
    }

    /** The affirmation a negated clause stands for: its character and detail, a new value. */
    private static ParsedClause instead(
            ParsedClause negated, String value, String old, String sentence) {
        return new ParsedClause(
                negated.subject(),
                negated.attribute(),
                negated.attributeNamed(),
                value,
                old,
                false,
                negated.change(),
                negated.lang(),
                sentence);
    }

    /** A short value that is no opinion ("it's so pretty" says nothing of the detail). */
    private static boolean restatable(String value) {
        String f = Fold.key(value);
        return f.split(" ").length <= 4 && !OPINION.matcher(f).find();
    }

    /**
     * After a negated detail, a clause that only says what it is instead ("..., it's auburn", «
     * ..., c'est l'argent »): the affirmation the negation waited for, or false.
     */
    private boolean restated(Span c) {
        ParsedClause n = pendingNegative;
        if (n == null || n.attribute() == null) return false;
        Matcher m = RESTATED.matcher(c.folded());
        if (!m.matches()) return false;
        String value = ClauseParser.clean(c.written().substring(m.start("val")));
        if (value == null || !restatable(value) || names.firstIn(Fold.key(value)).isPresent())
            return false;
        Fired.words(Words.Section.RESTATED);
        pendingNegative = null;
        ParsedClause p = instead(n, value, n.value(), c.written());
        if (p.subject().type() == Subject.Type.NAMED) lastNamed = p.subject();
        note("what the negated detail is instead", c.written());
        out.add(new Entry(p, true));
        return true;
    }

    /** A clause of one to three capitalised words and nothing else: a person's name. */
    private static final Pattern NAME_ALONE =
            Pattern.compile("\\p{Lu}[\\p{L}'-]*(?: \\p{Lu}[\\p{L}'-]*){0,2}");

    /** A clause that parsed as nothing: maybe a detail continuing a list ("human", "blue eyes"). */
    void unparsed(Span c, Clauses.Joint joint) {
        boolean justAfter = negativeLast;
        negativeLast = false;
        if (justAfter && restated(c)) return;
        if (out.isEmpty() || lastNamed == null || someoneElseListed) return;
        Entry last = out.get(out.size() - 1);
        String f = c.folded();
        Matcher end = LEX_END.matcher(f);
        Matcher start = LEX_START.matcher(f);
        // "blue eyes, black hair"; "les yeux verts et les cheveux noirs": after a joiner, only a
        // detail its noun names
        boolean joined = joint == Clauses.Joint.JOINER && (end.matches() || start.matches());
        if (last.contrast()
                || (joint != Clauses.Joint.COMMA && joint != Clauses.Joint.SENTENCE && !joined))
            return;
        if (f.split(" ").length > 4) return;
        String attribute = null;
        String value = c.written();
        if (end.matches()) {
            attribute = Lexicon.canonical(end.group("lex"));
            value = c.written().substring(0, end.end("rest"));
        } else if (start.matches()) {
            attribute = Lexicon.canonical(start.group("lex"));
            value = c.written().substring(start.start("rest"));
        } else {
            attribute = ValueClasses.classify(f);
        }
        if (attribute == null) {
            someoneElseListed = NAME_ALONE.matcher(c.written().strip()).matches();
            return;
        }
        ParsedClause p =
                new ParsedClause(
                        lastNamed,
                        attribute,
                        true,
                        ClauseParser.clean(value),
                        null,
                        false,
                        last.p.change(),
                        last.p.lang(),
                        c.written());
        if (p.value() == null) return;
        if (sameDetail(last.p, p)) {
            // "one blue eye and one green eye": two parts of one detail, not a value replacing the
            // one said just before it
            last.p = joined(last.p, p);
            note("a second part of the same detail", c.written());
            return;
        }
        note("a detail continuing the list", c.written());
        out.add(new Entry(p, false));
    }

    List<FactClaim> claims(Lang fallback) {
        List<FactClaim> claims = new ArrayList<>();
        for (Entry e : out) {
            ParsedClause p = e.p;
            Subject s = p.subject();
            if (s.type() == Subject.Type.SPEAKER
                    && !proxied
                    && !addressed
                    && !(e.correcting
                            && p.old() != null
                            && !Fired.found(
                                    REAL_LIFE, Fold.key(p.sentence()), Words.Section.REAL_LIFE))) {
                // "my hair is red irl lol": the player; "correction: my eyes are green, not blue":
                // their character
                note("the player speaking of themselves, not a character", p.sentence());
                continue;
            }
            boolean attributeKnown = p.attribute() != null && p.attributeNamed();
            if (s.type() == Subject.Type.NAMED && !names.isKnown(s.name()) && !attributeKnown) {
                note("an unknown name with no known detail", p.sentence());
                continue;
            }
            if (!attributeKnown && p.old() == null && !addressed) {
                note("no known detail and no old value named", p.sentence());
                continue;
            }
            String attribute =
                    attributeKnown
                            ? p.attribute()
                            : (p.attribute() != null && addressed ? p.attribute() : null);
            claims.add(
                    new FactClaim(
                            s,
                            Detail.of(attribute),
                            p.value(),
                            p.old(),
                            null,
                            p.lang() == null ? fallback : p.lang(),
                            e.contrast(),
                            p.sentence(),
                            FactClaim.Change.of(p.change())));
        }
        return claims;
    }

    /** Same character, same named attribute, neither naming an old value. */
    private static boolean sameDetail(ParsedClause a, ParsedClause b) {
        return a.subject().type() == Subject.Type.NAMED
                && b.subject().type() == Subject.Type.NAMED
                && Fold.key(a.subject().name()).equals(Fold.key(b.subject().name()))
                && a.attribute() != null
                && a.attributeNamed()
                && b.attributeNamed()
                && a.attribute().equals(b.attribute())
                && a.old() == null
                && b.old() == null
                && !a.negative()
                && !b.negative();
    }

    private static ParsedClause joined(ParsedClause a, ParsedClause b) {
        String and = a.lang() == Lang.FR ? " et " : " and ";
        return new ParsedClause(
                a.subject(),
                a.attribute(),
                true,
                a.value() + and + b.value(),
                null,
                false,
                a.change() || b.change(),
                a.lang(),
                a.sentence());
    }

    private static ParsedClause fill(ParsedClause p, ParsedClause from) {
        if ((p.attribute() == null || !p.attributeNamed())
                && from.attribute() != null
                && from.attributeNamed()) {
            return p.withAttribute(from.attribute(), true);
        }
        return p;
    }

    private static boolean compatible(ParsedClause a, ParsedClause b) {
        if (a.subject().type() == Subject.Type.NAMED
                && b.subject().type() == Subject.Type.NAMED
                && !Fold.key(a.subject().name()).equals(Fold.key(b.subject().name()))) return false;
        return a.attribute() == null
                || b.attribute() == null
                || !a.attributeNamed()
                || !b.attributeNamed()
                || a.attribute().equals(b.attribute());
    }

    private void note(String what, String text) {
        if (trace != null) trace.note(what, text);
    }
}
