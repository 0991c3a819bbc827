package continuity.understand;

import continuity.chat.Lang;
import continuity.understand.learned.LearnedReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns one chat message into what it says to the bot, in stages: find the out-of-character parts
 * (or the whole message when it is addressed to the bot), {@link Normaliser normalise} them, cut
 * them into {@link Clauses clauses}, {@link ClauseParser parse} each clause into claims, then
 * {@link ClaimAssembler assemble} the claims of the message (a negation joins the affirmation next
 * to it, a pronoun takes the name before it). In-character text (dialogue, narration, actions) is
 * never a correction: outside out-of-character markers and messages addressed to the bot, only a
 * whole-message correction of a known character with an explicit contrast counts, and never through
 * a proxy, in quotes or in *actions*.
 */
public final class Reader {
    /** Longest message the bot reads; Discord's own limit is 2000 (4000 with Nitro). */
    public static final int MAX_MESSAGE = 4000;

    private static final Pattern LEADING_MENTION =
            Pattern.compile("^\\s*(?:<@!?\\d+>|@continuity)\\s*[,:]?\\s*");
    private static final Pattern BOT_NAME =
            Pattern.compile(
                    "^\\s*(?:hey |ok |okay |dis |eh |yo |hi |salut )?continuity\\s*[,:!]\\s*");
    private static final Pattern OOC_VOCATIVE =
            Pattern.compile(
                    "^\\s*(?:hey |ok |okay |yo |dis |eh )?(?:the bot|le bot|bot|continuity)\\s*(?:pls|plz|please|stp|svp|[,:!])");
    private static final Pattern PREFIX =
            Pattern.compile(
                    "^(?:"
                            + Words.alternation(Words.all(Words.Section.PREFIXES))
                            + ")(?![\\p{L}])\\s*[,:!.\\-\u2014]*\\s*");
    private static final Pattern CORRECTING_PREFIX;

    static {
        List<String> marked = new ArrayList<>();
        for (String w : Words.all(Words.Section.PREFIXES)) if (w.startsWith("*")) marked.add(w);
        CORRECTING_PREFIX = Pattern.compile("^(?:" + Words.alternation(marked) + ")(?![\\p{L}])");
    }

    private static final Pattern REQUEST =
            Pattern.compile(
                    "^(?:"
                            + Words.alternation(Words.all(Words.Section.REQUESTS))
                            + ")(?![\\p{L}])");
    private static final Pattern QUESTION_START =
            Pattern.compile(
                    "^(?:"
                            + Words.alternation(Words.all(Words.Section.QUESTIONS))
                            + ")(?![\\p{L}])");
    private static final Pattern ASKED_INSIDE = Words.wholeWords(Words.Section.ASKED_INSIDE);
    private static final Pattern VOCATIVE =
            Pattern.compile(
                    "^\\s*(?:"
                            + Words.alternation(Words.all(Words.Section.VOCATIVES))
                            + ")(?![\\p{L}])[\\s,:!\\-\u2014]*");
    private static final Pattern PAST_EVENT =
            Pattern.compile(
                    "(?:" + Words.alternation(Words.all(Words.Section.PAST)) + ")(?![\\p{L}])");
    private static final Pattern POSSESSIVE_NAME =
            Pattern.compile("(?<![\\p{L}])([\\p{L}][\\p{L}\\-]*)(?:'s|')(?=\\s|$)");
    private static final Pattern ASKED_NAME =
            Pattern.compile(
                    "(?<![\\p{L}'])(?:is|are|was|does|did|has|about|of|on|for|a|de|d'|sur|is it|old is|tall is)"
                            + " ([\\p{L}][\\p{L}\\-]*)(?='s|\\s|$|\\?)|^([\\p{L}][\\p{L}\\-]*) (?:elle|il|iel|vient|a|est|fait|porte|mesure)(?![\\p{L}])");
    private static final Pattern THIRD_PERSON =
            Pattern.compile(
                    ".*(?<![\\p{L}])(?:her|his|their|she|he|they|him|them|elle|il|ses|sa|son|lui|iel)(?![\\p{L}]).*");
    private static final Pattern FIRST_PERSON =
            Pattern.compile(".*(?<![\\p{L}])(?:my|i|me|mes|ma|mon|je|j')(?![\\p{L}]).*");
    private static final Pattern UNDO =
            Pattern.compile(
                    "^(?:" + Words.alternation(Words.all(Words.Section.UNDO)) + ")[\\s.!]*$");
    private static final Pattern FORGET =
            Pattern.compile(
                    "^(?:"
                            + Words.alternation(Words.all(Words.Section.FORGET))
                            + ")\\s+(?<what>\\S.*)$");
    private static final Pattern SECOND_SENTENCE = Pattern.compile("[.!?;]\\s+\\S");
    private static final Pattern CHANGE_CUE = Words.wholeWords(Words.Section.CHANGE_CUES);
    private static final Pattern CONTRAST_WORD = Words.wholeWords(Words.Section.CONTRASTS);
    private static final Set<String> QUESTION_STOP =
            Sets.of(
                    "what",
                    "which",
                    "who",
                    "whose",
                    "where",
                    "when",
                    "how",
                    "does",
                    "do",
                    "did",
                    "is",
                    "are",
                    "was",
                    "were",
                    "the",
                    "a",
                    "an",
                    "it",
                    "you",
                    "me",
                    "my",
                    "her",
                    "his",
                    "their",
                    "she",
                    "he",
                    "they",
                    "quel",
                    "quelle",
                    "qui",
                    "est",
                    "le",
                    "la",
                    "les",
                    "de",
                    "du",
                    "des",
                    "un",
                    "une",
                    "elle",
                    "il",
                    "ses",
                    "sa",
                    "son",
                    "ce",
                    "que",
                    "quoi",
                    "ou",
                    "comment",
                    "combien",
                    "a",
                    "on",
                    "for",
                    "of",
                    "about",
                    "this",
                    "that",
                    "there",
                    "anyone",
                    "someone",
                    "everyone",
                    "we",
                    "us",
                    "i",
                    "your",
                    "tu",
                    "vous",
                    "je",
                    "nous",
                    "again",
                    "deja",
                    "encore",
                    "color",
                    "colour",
                    "couleur",
                    "old",
                    "tall",
                    "age",
                    "living",
                    "for a living",
                    "know",
                    "remember",
                    "remind",
                    "tell",
                    "saved",
                    "stored",
                    "going",
                    "gonna",
                    "doing",
                    "up",
                    "ok",
                    "okay",
                    "right",
                    "now",
                    "today",
                    "still",
                    "also",
                    "and",
                    "et",
                    "aussi",
                    "mais",
                    "can",
                    "could",
                    "would",
                    "will",
                    "should",
                    "your",
                    "any",
                    "some",
                    "all",
                    "much",
                    "many",
                    "long",
                    "short");

    private Reader() {}

    /**
     * @param questionOpen whether a question from the bot waits for an answer here (only then is a
     *     short message read as a possible answer)
     */
    public static Reading read(
            String content,
            String proxyName,
            boolean mentionsBot,
            boolean replyToBot,
            KnownNames names,
            boolean questionOpen) {
        return read(content, proxyName, mentionsBot, replyToBot, names, questionOpen, List.of());
    }

    /** As above, with the server's own out-of-character markers besides the built-in ones. */
    public static Reading read(
            String content,
            String proxyName,
            boolean mentionsBot,
            boolean replyToBot,
            KnownNames names,
            boolean questionOpen,
            List<OocMarker> markers) {
        return read(
                content, proxyName, mentionsBot, replyToBot, names, questionOpen, markers, null);
    }

    /** As above; {@code trace}, when not null, collects why each clause was read or left. */
    public static Reading read(
            String content,
            String proxyName,
            boolean mentionsBot,
            boolean replyToBot,
            KnownNames names,
            boolean questionOpen,
            List<OocMarker> markers,
            Trace trace) {
        return read(
                content,
                proxyName,
                mentionsBot,
                replyToBot,
                names,
                questionOpen,
                markers,
                trace,
                LearnedReader.shipped().orElse(null));
    }

    /**
     * As above, with the learned reader given ({@code null}: the grammar alone); the grammar's
     * reading and the learned proposal meet in {@link Readings#combine}.
     */
    public static Reading read(
            String content,
            String proxyName,
            boolean mentionsBot,
            boolean replyToBot,
            KnownNames names,
            boolean questionOpen,
            List<OocMarker> markers,
            Trace trace,
            LearnedReader learned) {
        java.util.function.Supplier<Reading> read =
                () -> {
                    Reading r =
                            Readings.combine(
                                    grammar(
                                            content,
                                            proxyName,
                                            mentionsBot,
                                            replyToBot,
                                            names,
                                            questionOpen,
                                            markers,
                                            trace),
                                    content,
                                    proxyName,
                                    names,
                                    learned,
                                    trace);
                    r = storedNames(r, names);
                    r = Unsaid.dropped(r, content);
                    r = AskedAloud.dropped(r, content);
                    r = OneValueASlot.dropped(r);
                    return PlayersOwn.dropped(r, content, proxyName, names);
                };
        // the ids of the rules that fired are collected only for a trace (explain, tests)
        return trace == null ? read.get() : Fired.collecting(trace.rulesFired(), read);
    }

    /**
     * The reading with each named character as stored: "Matthias" is Matthias Oberli when no one
     * else is called so ({@link KnownNames#resolve}); a name no character has stays as written.
     */
    static Reading storedNames(Reading r, KnownNames names) {
        if (names.isEmpty() || (r.facts().isEmpty() && r.questions().isEmpty())) return r;
        List<FactClaim> facts = new ArrayList<>(r.facts());
        facts.replaceAll(f -> f.withSubject(stored(f.subject(), names)));
        List<QuestionClaim> questions = new ArrayList<>(r.questions());
        questions.replaceAll(q -> q.withSubject(stored(q.subject(), names)));
        if (facts.equals(r.facts()) && questions.equals(r.questions())) return r;
        return r.withFacts(facts).withQuestions(questions);
    }

    private static Subject stored(Subject s, KnownNames names) {
        if (s == null || s.type() != Subject.Type.NAMED || s.name() == null) return s;
        // the same name in another case stays as written; a part of a longer name is the whole
        return names.resolve(s.name())
                .filter(n -> !Fold.key(n).equals(Fold.key(s.name())))
                .map(Subject::named)
                .orElse(s);
    }

    private static Reading grammar(
            String content,
            String proxyName,
            boolean mentionsBot,
            boolean replyToBot,
            KnownNames names,
            boolean questionOpen,
            List<OocMarker> markers,
            Trace trace) {
        if (content == null || content.isBlank()) return Reading.SILENT;
        String visible = Invisible.strip(content);
        String text = visible.length() > MAX_MESSAGE ? visible.substring(0, MAX_MESSAGE) : visible;
        Span all = Span.of(text);
        String f = all.folded();
        boolean addressed = mentionsBot || replyToBot;
        Matcher lm = LEADING_MENTION.matcher(f);
        if (lm.find() && (mentionsBot || lm.group().contains("continuity"))) {
            addressed = true;
            all = all.blank(0, lm.end());
        } else {
            Matcher bn = BOT_NAME.matcher(f);
            if (bn.find()) {
                addressed = true;
                all = all.blank(0, bn.end());
            }
        }
        f = all.folded();
        boolean proxied = proxyName != null && !proxyName.isBlank();

        List<Span> ooc =
                OutOfCharacter.mayHave(f) || !markers.isEmpty()
                        ? OutOfCharacter.parts(all, markers)
                        : List.of();
        // "[GM] The Perdita came about under a grey sky ...": the story itself, not a note
        if (!ooc.isEmpty() && !addressed) {
            String tagged = OutOfCharacter.gmTagged(f);
            if (tagged != null && TaggedNarration.told(tagged)) ooc = List.of();
        }
        boolean isOoc = !ooc.isEmpty();
        // "(( bot pls what's her rank ))": out of character, the bot called by what it is
        if (!addressed && isOoc && OOC_VOCATIVE.matcher(ooc.get(0).folded()).find())
            addressed = true;

        ScopeCue scopeAnswer = null;
        String answerText = null;
        if (questionOpen && f.length() <= 120) {
            Span body = isOoc ? ooc.get(0) : all;
            String bf = body.tidy(".!?,;:() ").folded();
            scopeAnswer = ScopeCue.answer(bf).orElse(null);
            answerText = body.tidy(".!?,;:() ").written();
        }

        if (!addressed && !isOoc) {
            List<FactClaim> plain = readPlain(all, names, proxied, trace);
            if (plain.isEmpty() && scopeAnswer == null && answerText == null) return Reading.SILENT;
            return new Reading(
                    false,
                    false,
                    plain,
                    null,
                    List.of(),
                    scopeAnswer,
                    answerText,
                    plain.isEmpty() ? LanguageGuess.of(f) : plain.get(0).lang(),
                    List.of(),
                    false);
        }

        List<Span> bodies = isOoc ? ooc : List.of(all);
        List<FactClaim> facts = new ArrayList<>();
        List<QuestionClaim> questions = new ArrayList<>();
        List<String> unread = new ArrayList<>();
        PreferenceClaim pref = null;
        boolean request = false;
        Lang lang = LanguageGuess.of(bodies.get(0).folded());
        for (Span raw : bodies) {
            Span body = Normaliser.normalise(raw, names);
            if (trace != null) trace.normalised(body.written());
            if (body.isEmpty()) continue;
            Lang bodyLang = LanguageGuess.of(body.folded());
            boolean changeCue = Fired.found(CHANGE_CUE, body.folded(), Words.Section.CHANGE_CUES);
            Optional<ScopeCue.Found> cue = ScopeCue.find(body.folded());
            ScopeCue sc = cue.map(ScopeCue.Found::cue).orElse(null);
            Span withoutCue = cue.map(found -> body.withFolded(found.rest())).orElse(body);
            // "quelle est la couleur des yeux d'Aénor ? ... je voudrais la décrire": a question of
            // a detail first is a question, not a wish about the writing
            if (pref == null && !asksDetailFirst(withoutCue, addressed)) {
                pref = PreferenceReader.read(body, raw.tidy(" ").written(), names, bodyLang);
                if (pref != null) {
                    if (trace != null) trace.note("preference", raw.tidy(" ").written());
                    continue;
                }
            }
            ClaimAssembler claims = new ClaimAssembler(names, proxied, addressed, trace);
            // "correction: my eyes ...": a prefix standing alone corrects the clause after it
            boolean carried = false;
            boolean pastQuestion = false;
            Subject lastAsked = null;
            // the pieces of the sentence so far that nothing read, in order
            List<Span> unreadHere = new ArrayList<>();
            for (Clauses.Clause clause : Clauses.split(withoutCue)) {
                boolean[] correcting = {carried};
                Span c = stripPrefixes(clause.text().tidy(" ,.:;!-"), correcting);
                carried = c.isEmpty() && correcting[0];
                if (clause.joint() == Clauses.Joint.START
                        || clause.joint() == Clauses.Joint.SENTENCE) {
                    pastQuestion = false;
                    unreadHere.clear();
                }
                // "do you remember when Mira and I met at the harbour?": the rest of the sentence
                // is the memory asked about
                if (pastQuestion || c.isEmpty()) continue;
                if (trace != null) trace.clause(c.written(), clause.joint().name());
                if (Fired.found(REQUEST, c.folded(), Words.Section.REQUESTS)) {
                    request = true;
                    if (trace != null) trace.note("request", c.written());
                    continue;
                }
                // "continuity what's Kade's age": the bot's name before a question is dropped
                // (before a claim it stays as it was read)
                Span called = addressed ? calledOff(c) : c;
                if (called != c && looksLikeQuestion(called, clause)) {
                    Fired.words(Words.Section.VOCATIVES);
                    c = called;
                }
                if (looksLikeQuestion(c, clause)) {
                    pastQuestion = Fired.found(PAST_EVENT, c.folded(), Words.Section.PAST);
                    // « d'où est Maheu, déjà ? », "Hjørdis, eyes and hair, what have you": the
                    // question mark asks the whole sentence, with the pieces before it that
                    // nothing read
                    if (clause.joint() == Clauses.Joint.COMMA && !unreadHere.isEmpty())
                        c = joined(unreadHere, c);
                    unreadHere.clear();
                    if (addressed) {
                        QuestionClaim q = question(c, names, proxied);
                        // "what colour are Mira's eyes? and how old is she?": she is the one named
                        // last, by a claim or a question
                        Subject named = claims.lastNamed() != null ? claims.lastNamed() : lastAsked;
                        if (q.subject() != null
                                && q.subject().type() == Subject.Type.PRONOUN
                                && named != null) q = q.withSubject(named);
                        if (q.subject() != null && q.subject().type() == Subject.Type.NAMED)
                            lastAsked = q.subject();
                        questions.add(q);
                        if (trace != null) trace.note("question", c.written());
                    } else if (trace != null) {
                        trace.note("a question to the players, not to the bot", c.written());
                    }
                    continue;
                }
                List<ParsedClause> parsed =
                        ClauseParser.parseAll(c, w -> names.isKnown(w) || acceptableName(w));
                if (parsed.isEmpty()) {
                    unreadHere.add(c);
                    claims.unparsed(c, clause.joint());
                    if (trace != null) trace.note("not read", c.written());
                    if (Fired.found(CONTRAST_WORD, c.folded(), Words.Section.CONTRASTS)
                            && names.firstIn(c.folded()).isPresent()) unread.add(c.written());
                    continue;
                }
                unreadHere.clear();
                for (ParsedClause p : parsed)
                    claims.add(changeCue ? p.withChange(true) : p, clause.joint(), correcting[0]);
            }
            for (FactClaim claim : claims.claims(bodyLang))
                facts.add(sc == null ? claim : claim.withCue(sc));
        }
        BotAction action = null;
        if (addressed && facts.isEmpty() && questions.isEmpty() && pref == null)
            action = action(bodies, names);
        if (!facts.isEmpty()) lang = facts.get(0).lang();
        else if (!questions.isEmpty()) lang = questions.get(0).lang();
        else if (pref != null) lang = pref.lang();
        if (facts.isEmpty())
            unread.clear(); // nothing read: the message was chatter, not a correction half read
        return new Reading(
                addressed,
                isOoc,
                facts,
                pref,
                questions,
                scopeAnswer,
                answerText,
                lang,
                unread,
                request,
                action);
    }

    /**
     * "undo that", "forget mira's eyes", "oublie les yeux de Mira": what the bot is asked to do, or
     * null.
     */
    private static BotAction action(List<Span> bodies, KnownNames names) {
        if (bodies.size() != 1) return null;
        Span body = Normaliser.normalise(bodies.get(0), names);
        Span c = body.tidy(" ,.:;!-?");
        String f = c.folded().replaceAll("\\s+", " ");
        if (f.isEmpty() || f.length() > 120) return null;
        if (UNDO.matcher(f).matches()) {
            Fired.words(Words.Section.UNDO);
            return new BotAction(
                    BotAction.Kind.UNDO, null, Detail.NONE, langOf(f, Words.Section.UNDO));
        }
        Matcher m = FORGET.matcher(f);
        if (!m.matches()) return null;
        Fired.words(Words.Section.FORGET);
        Lang lang = langOf(f, Words.Section.FORGET);
        String what = m.group("what");
        String character = names.firstIn(what).orElse(null);
        if (character == null) {
            Matcher pn = POSSESSIVE_NAME.matcher(what);
            if (pn.find() && !Lexicon.isKnown(pn.group(1))) character = pn.group(1);
        }
        List<String> details = Lexicon.mentioned(what);
        String attribute = details.isEmpty() ? null : details.get(0);
        if (character == null && attribute == null) return null;
        return new BotAction(BotAction.Kind.FORGET, character, Detail.of(attribute), lang);
    }

    /**
     * The language whose words of that section open the text ("annule" is French), else the guess
     * from its words.
     */
    private static Lang langOf(String folded, Words.Section section) {
        String first = folded.split(" ")[0];
        for (Lang l : Lang.values())
            if (Words.of(l, section).stream().anyMatch(w -> w.split(" ")[0].equals(first)))
                return l;
        return LanguageGuess.of(folded);
    }

    /**
     * The attribute and value a stored note's text states ("Aldric works as a blacksmith":
     * occupation), or null.
     */
    public static FactClaim readNote(String text, String character) {
        if (text == null || text.isBlank()) return null;
        // "Aart de Bruin's beard is white": a name of several words, a particle among them, that
        // the grammar cannot tell from the sentence; read with a one-word name in its place
        if (character != null && character.strip().contains(" ")) {
            String t = text.strip(), name = character.strip();
            String head = Fold.keepLength(t);
            if (head.length() > name.length()
                    && head.startsWith(Fold.keepLength(name))
                    && "'\u2019 ".indexOf(t.charAt(name.length())) >= 0) {
                FactClaim one = readNote(STAND_IN + t.substring(name.length()), STAND_IN);
                if (one != null && one.subject().type() == Subject.Type.NAMED)
                    return new FactClaim(
                            Subject.named(name),
                            one.detail(),
                            one.value(),
                            one.oldValue(),
                            one.cue(),
                            one.lang(),
                            one.contrast(),
                            text,
                            one.change());
            }
        }
        Span body = Normaliser.normalise(Span.of(text), KnownNames.NONE);
        ParsedClause p = ClauseParser.parse(body, w -> true);
        if (p == null || p.negative() || p.attribute() == null) return null;
        if (p.subject().type() == Subject.Type.NAMED
                && character != null
                && !Fold.key(p.subject().name()).equals(Fold.key(character))) return null;
        return new FactClaim(
                p.subject(),
                Detail.of(p.attribute()),
                p.value(),
                p.old(),
                null,
                p.lang(),
                p.old() != null,
                p.sentence(),
                FactClaim.Change.of(p.change()));
    }

    /** The one-word name a note about a character of several words is read with. */
    private static final String STAND_IN = "Mira";

    /** A plain message: only a whole-message correction of a known character, with a contrast. */
    private static List<FactClaim> readPlain(
            Span all, KnownNames names, boolean proxied, Trace trace) {
        if (proxied) return List.of();
        if (names.isEmpty())
            return List.of(); // only a known character's name can make a plain correction
        String f = all.folded();
        if (!(f.startsWith("no,")
                || f.startsWith("no ")
                || f.startsWith("non,")
                || f.startsWith("non ")
                || f.startsWith("nope")
                || f.contains("not ")
                || f.contains("n't have")
                || f.contains("pas ")
                || f.contains("correction")
                || f.contains("actually")
                || f.contains("en fait")
                || f.contains("n'a pas")
                || f.contains("this ")
                || f.contains("cette ")
                || f.contains("cet ")
                || f.contains("from now on")
                || f.contains("desormais")
                || f.contains("a partir de")
                || f.contains("every")
                || f.contains("toutes les"))) {
            return List.of();
        }
        if (f.indexOf('"') >= 0
                || f.indexOf('*') >= 0
                || f.indexOf('\u00AB') >= 0
                || f.indexOf('_') >= 0
                || f.indexOf('~') >= 0
                || f.indexOf('\n') >= 0) {
            return List.of();
        }
        // the subject must be a character the server has: without one of their names, nothing
        if (names.firstIn(f).isEmpty()) return List.of();
        Span c = all.tidy(" ");
        // one sentence only: a second sentence means narration around it
        if (SECOND_SENTENCE.matcher(c.folded()).find()) return List.of();
        Optional<ScopeCue.Found> cue = ScopeCue.find(c.folded());
        Span withoutCue = cue.map(found -> c.withFolded(found.rest())).orElse(c);
        // the clauses of the one sentence: a correction, or a negation and its affirmation
        // ("Mira doesn't have blue eyes, she has green eyes"); never more
        ClaimAssembler assembler = new ClaimAssembler(names, false, false, null);
        boolean anyCorrecting = false;
        // "No, ..." / "Correction: ...": a prefix standing alone corrects the clause after it
        boolean carried = false;
        int read = 0;
        ParsedClause first = null;
        for (Clauses.Clause clause : Clauses.split(withoutCue)) {
            boolean[] correcting = {carried};
            Span stripped = stripPrefixes(clause.text().tidy(" ,.:;!-"), correcting);
            if (stripped.isEmpty()) {
                if (!correcting[0] || read > 0) return List.of();
                carried = true;
                continue;
            }
            carried = false;
            List<ParsedClause> parsed = ClauseParser.parseAll(stripped, names::isKnown);
            if (parsed.size() != 1 || ++read > 2)
                return List.of(); // every clause is part of the correction, or none is
            ParsedClause p = parsed.get(0);
            // a second clause only as the affirmation of a negated detail, named in both
            if (read == 2
                    && (first == null
                            || !first.negative()
                            || p.negative()
                            || !first.attributeNamed()
                            || !p.attributeNamed()
                            || !first.attribute().equals(p.attribute()))) {
                return List.of();
            }
            if (read == 1) first = p;
            anyCorrecting |= correcting[0];
            assembler.add(p, clause.joint(), correcting[0]);
        }
        List<FactClaim> claims = assembler.claims(LanguageGuess.of(c.folded()));
        if (claims.size() != 1) return List.of();
        FactClaim p = claims.get(0);
        if (p.subject().type() != Subject.Type.NAMED || !names.isKnown(p.subject().name()))
            return List.of();
        if (p.oldValue() == null && !anyCorrecting && cue.isEmpty()) return List.of();
        if (p.detail().none() && p.oldValue() == null) return List.of();
        FactClaim claim =
                new FactClaim(
                        p.subject(),
                        p.detail(),
                        p.value(),
                        p.oldValue(),
                        null,
                        p.lang(),
                        p.oldValue() != null || anyCorrecting,
                        p.sentence(),
                        p.change());
        if (trace != null) trace.note("plain correction", c.written());
        return List.of(cue.map(found -> claim.withCue(found.cue())).orElse(claim));
    }

    /**
     * A name the server doesn't know yet may be a new character when it looks like one (not a
     * common word).
     */
    private static boolean acceptableName(String written) {
        String k = Fold.key(written);
        return k.length() >= 2 && !k.contains(" ")
                || (!written.isEmpty() && Character.isUpperCase(written.codePointAt(0)));
    }

    private static Span stripPrefixes(Span s, boolean[] correcting) {
        Span cur = s;
        for (int i = 0; i < 4; i++) {
            Matcher m = PREFIX.matcher(cur.folded());
            if (!m.find() || m.end() == 0) break;
            Fired.words(Words.Section.PREFIXES);
            if (CORRECTING_PREFIX.matcher(cur.folded()).find()) correcting[0] = true;
            if (m.end() >= cur.folded().length()) return Span.of("");
            cur = cur.sub(m.end(), cur.folded().length()).tidy(" ,");
        }
        return cur;
    }

    /** Whether the first clause of a body said to the bot asks a detail. */
    private static boolean asksDetailFirst(Span body, boolean addressed) {
        if (!addressed) return false;
        List<Clauses.Clause> clauses = Clauses.split(body);
        if (clauses.isEmpty()) return false;
        Clauses.Clause first = clauses.get(0);
        Span c = calledOff(first.text().tidy(" ,.:;!-"));
        return looksLikeQuestion(c, first) && QuestionWords.attribute(c.folded()) != null;
    }

    /** The pieces of one sentence and its last one, as one span, joined by commas. */
    private static Span joined(List<Span> before, Span last) {
        StringBuilder w = new StringBuilder(), f = new StringBuilder();
        for (Span s : before) {
            w.append(s.written()).append(", ");
            f.append(s.folded()).append(", ");
        }
        return new Span(w.append(last.written()).toString(), f.append(last.folded()).toString());
    }

    /**
     * A message said to the bot without its name's comma ("continuity what's Kade's age", "(( bot
     * pls how old is Kade ))"): the bot's name is dropped, so that the clause opens with what is
     * said to it.
     */
    private static Span calledOff(Span raw) {
        Matcher m = VOCATIVE.matcher(raw.folded());
        if (!m.find() || m.end() == 0 || m.end() >= raw.folded().length()) return raw;
        return raw.blank(0, m.end()).tidy(" ");
    }

    private static boolean looksLikeQuestion(Span c, Clauses.Clause clause) {
        // the words first, so that explain names the one that made it a question
        return Fired.found(QUESTION_START, c.folded(), Words.Section.QUESTIONS)
                || Fired.found(ASKED_INSIDE, c.folded(), Words.Section.ASKED_INSIDE)
                || Fired.found(PAST_EVENT, c.folded(), Words.Section.PAST)
                || clause.question()
                || c.folded().contains("?");
    }

    private static QuestionClaim question(Span s, KnownNames names, boolean proxied) {
        String f = s.folded();
        Lang lang = LanguageGuess.of(f);
        boolean past = Fired.found(PAST_EVENT, f, Words.Section.PAST);
        Subject subject = null;
        Optional<String> known = names.firstIn(f);
        if (known.isPresent()) subject = Subject.named(known.get());
        else {
            String asked = askedName(s);
            if (asked != null) subject = Subject.named(asked);
            else if (THIRD_PERSON.matcher(f).matches()) subject = Subject.pronoun();
            else if (proxied && FIRST_PERSON.matcher(f).matches()) subject = Subject.speaker();
        }
        boolean everything = QuestionWords.everything(f);
        String attribute = everything ? null : QuestionWords.attribute(f);
        String topic = attribute == null && !everything ? QuestionWords.topic(s, subject) : null;
        return new QuestionClaim(
                subject, Detail.of(attribute), topic, past, lang, s.written(), everything);
    }

    /**
     * The message said to the bot read as one question (the learned reader is sure it is one where
     * the grammar read nothing): its mention or the bot's name dropped, its character and detail
     * found as the grammar finds them in a question.
     */
    static QuestionClaim questionOf(String text, KnownNames names, boolean proxied) {
        Span all = Span.of(Invisible.strip(text));
        Matcher lm = LEADING_MENTION.matcher(all.folded());
        if (lm.find()) all = all.blank(0, lm.end());
        Matcher bn = BOT_NAME.matcher(all.folded());
        if (bn.find()) all = all.blank(0, bn.end());
        Span s = calledOff(Normaliser.normalise(all, names)).tidy(" ,.:;!-()[]{}/");
        if (s.isEmpty()) return null;
        return question(s, names, proxied);
    }

    /** The name a question asks about when the server doesn't know it ("how old is Bastien?"). */
    private static String askedName(Span s) {
        Matcher pn = POSSESSIVE_NAME.matcher(s.folded());
        while (pn.find()) {
            String w = pn.group(1);
            if (!QUESTION_STOP.contains(w)
                    && !Lexicon.isKnown(w)
                    && !w.equals("it")
                    && !w.equals("what")
                    && !w.equals("that")) {
                return s.written().substring(pn.start(1), pn.end(1));
            }
        }
        Matcher m = ASKED_NAME.matcher(s.folded());
        while (m.find()) {
            int g = m.group(1) != null ? 1 : 2;
            String w = m.group(g);
            if (QUESTION_STOP.contains(w)
                    || Lexicon.isKnown(w)
                    || ValueClasses.classify(w) != null
                    || QuestionWords.isQuestionWord(w)) continue;
            return s.written().substring(m.start(g), m.end(g));
        }
        return null;
    }
}
