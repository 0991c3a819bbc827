package continuity.understand;

import continuity.chat.Lang;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns one chat message into what it says to the bot. In-character text (dialogue, narration,
 * actions) is never a correction: outside out-of-character markers and messages addressed to the
 * bot, only a whole-message correction of a known character with an explicit contrast ("..., not
 * blue") counts, and never through a proxy, in quotes or in *actions*.
 */
public final class Reader {
    /** Longest message the bot reads; Discord's own limit is 2000 (4000 with Nitro). */
    public static final int MAX_MESSAGE = 4000;

    private static final Pattern LEADING_MENTION = Pattern.compile("^\\s*(?:<@!?\\d+>|@continuity)\\s*[,:]?\\s*");
    private static final Pattern BOT_NAME = Pattern.compile("^\\s*(?:hey |ok |okay |dis |eh )?continuity\\s*[,:!]\\s*");
    private static final Pattern PREFIX = Pattern.compile("^(?:(?:quick |small |petite |une )?(?:correction|erratum|retcon|fix"
            + "|rectification|precision|mise a jour|update)\\s*:?|no|non|nope|nah|actually|en fait|en realite|wait"
            + "|attends|attendez|oops|oups|sorry|pardon|desolee?|oh|ah|hmm+|um+|uh|ok|okay|so|well|bon|alors|hey|hi"
            + "|coucou|also|aussi|btw|fyi|to be clear|just to be clear|pour etre clair|please|pls|stp|svp)"
            + "(?![\\p{L}])\\s*[,:!.\\-\u2014]*\\s*");
    private static final Pattern CORRECTING_PREFIX = Pattern.compile("^(?:(?:quick |small |petite |une )?(?:correction"
            + "|erratum|retcon|fix|rectification)|no|non|nope|actually|en fait|en realite)(?![\\p{L}])");
    private static final Pattern CLAUSE_END = Pattern.compile("(?<=[.!?;\\n])\\s+|\\n");
    private static final Pattern QUESTION_START = Pattern.compile("^(?:what|what's|whats|which|who|whose|where|when|how"
            + "|does|do|did|is|are|was|were|can you|could you|tell me|remind me|quel|quelle|quels|quelles|qui|ou|quand"
            + "|comment|est-ce|est ce|de quelle|combien|rappelle|dis-moi|dis moi|te souviens|tu te souviens"
            + "|vous vous souvenez|tu te rappelles|qu'est-ce|qu'est ce|que porte|que fait)(?![\\p{L}])");
    private static final Pattern PAST_EVENT = Pattern.compile("(?:do|did|does) you (?:still )?remember|remember when"
            + "|remember the (?:time|day|night)|you remember|te souviens|tu te souviens|vous vous souvenez"
            + "|tu te rappelles|vous vous rappelez|te rappelles|souviens-toi|rappelle-toi");
    private static final Pattern PREFERENCE = Pattern.compile("^(?:i(?:'d| would)? prefer|i'd like|i would like"
            + "|i'd rather|i would rather|i want|i'd love|i like it when|i like it if|please (?:always |keep |make |write )"
            + "|keep|always write|je prefere(?:rais)?|je voudrais|je veux|j'aimerais|j'aime(?:rais)? (?:mieux|bien)"
            + "|garde|gardez|merci de)(?![\\p{L}])\\s*");
    private static final Pattern STYLE_WORDS = Pattern.compile("(?<![\\p{L}])(?:lines?|replies|reply|responses?|posts?"
            + "|messages?|dialogues?|dialog|tone|style|descriptions?|narration|prose|paragraphs?|sentences?|voice"
            + "|writing|repliques?|reponses?|phrases?|ton|ecriture|paroles|tirades?)(?![\\p{L}])");
    private static final Pattern POSSESSIVE_NAME = Pattern.compile("(\\p{Lu}[\\p{L}\\-]*)(?:'s|\u2019s|')(?=\\s)");
    private static final Pattern TWO_SENTENCES = Pattern.compile(".*[.!?;]\\s+\\S.*");
    private static final Pattern THIRD_PERSON = Pattern.compile(
            ".*(?<![\\p{L}])(?:her|his|their|she|he|they|him|them|elle|il|ses|sa|son|lui)(?![\\p{L}]).*");
    private static final Pattern FIRST_PERSON = Pattern.compile(".*(?<![\\p{L}])(?:my|i|me|mes|ma|mon|je|j')(?![\\p{L}]).*");
    private static final Pattern DE_NAME = Pattern.compile("(?:de|d')\\s?(\\p{Lu}[\\p{L}\\-]*)");

    private Reader() {
    }

    /**
     * @param questionOpen whether a question from the bot waits for an answer here (only then is a
     *                     short message read as a possible answer)
     */
    public static Reading read(String content, String proxyName, boolean mentionsBot, boolean replyToBot,
                               KnownNames names, boolean questionOpen) {
        return read(content, proxyName, mentionsBot, replyToBot, names, questionOpen, List.of());
    }

    /** As above, with the server's own out-of-character markers besides the built-in ones. */
    public static Reading read(String content, String proxyName, boolean mentionsBot, boolean replyToBot,
                               KnownNames names, boolean questionOpen, List<OocMarker> markers) {
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

        List<Span> ooc = OutOfCharacter.mayHave(f) || !markers.isEmpty() ? OutOfCharacter.parts(all, markers) : List.of();
        boolean isOoc = !ooc.isEmpty();

        ScopeCue scopeAnswer = null;
        String answerText = null;
        if (questionOpen && f.length() <= 120) {
            Span body = isOoc ? ooc.get(0) : all;
            String bf = body.tidy(".!?,;:() ").folded();
            scopeAnswer = ScopeCue.answer(bf).orElse(null);
            answerText = body.tidy(".!?,;:() ").written();
        }

        if (!addressed && !isOoc) {
            List<FactClaim> plain = readPlain(all, names, proxied);
            if (plain.isEmpty() && scopeAnswer == null && answerText == null) return Reading.SILENT;
            return new Reading(false, false, plain, null, null, scopeAnswer, answerText,
                    plain.isEmpty() ? LanguageGuess.of(f) : plain.get(0).lang());
        }

        List<Span> bodies = isOoc ? ooc : List.of(all);
        List<FactClaim> facts = new ArrayList<>();
        PreferenceClaim pref = null;
        QuestionClaim question = null;
        Lang lang = LanguageGuess.of(bodies.get(0).folded());
        for (Span body : bodies) {
            for (Span clause : clauses(body)) {
                Span c = clause.tidy(" ");
                if (c.isEmpty()) continue;
                Optional<ScopeCue.Found> cue = ScopeCue.find(c.folded());
                Span withoutCue = cue.map(found -> c.withFolded(found.rest())).orElse(c);
                boolean[] correcting = {false};
                Span stripped = stripPrefixes(withoutCue.tidy(" ,.:;!-"), correcting);
                if (stripped.isEmpty()) continue;
                ScopeCue sc = cue.map(ScopeCue.Found::cue).orElse(null);
                if (pref == null) {
                    pref = preference(stripped, names, sc, LanguageGuess.of(stripped.folded()));
                    if (pref != null) continue;
                }
                if (addressed && question == null && looksLikeQuestion(stripped, clause)) {
                    question = question(stripped, names, proxied);
                    continue;
                }
                FactClaim claim = FactGrammar.parse(stripped,
                        w -> names.isKnown(w) || startsUpper(w), correcting[0]);
                if (claim == null) continue;
                if (claim.subject().type() != Subject.Type.NAMED && !claim.contrast() && !addressed) continue;
                if (!plausible(claim, names)) continue;
                facts.add(sc == null ? claim : claim.withCue(sc));
            }
        }
        if (!facts.isEmpty()) lang = facts.get(0).lang();
        else if (question != null) lang = question.lang();
        else if (pref != null) lang = pref.lang();
        return new Reading(addressed, isOoc, facts, pref, question, scopeAnswer, answerText, lang);
    }

    /** A plain message: only a whole-message correction of a known character, with a contrast. */
    private static List<FactClaim> readPlain(Span all, KnownNames names, boolean proxied) {
        if (proxied) return List.of();
        if (names.isEmpty()) return List.of(); // only a known character's name can make a plain correction
        String f = all.folded();
        if (!(f.startsWith("no,") || f.startsWith("no ") || f.startsWith("non,") || f.startsWith("non ")
                || f.startsWith("nope") || f.contains("not ") || f.contains("n't have") || f.contains("pas ") || f.contains("correction")
                || f.contains("actually") || f.contains("en fait") || f.contains("n'a pas") || f.contains("this ")
                || f.contains("cette ") || f.contains("cet ") || f.contains("from now on") || f.contains("desormais")
                || f.contains("a partir de") || f.contains("every") || f.contains("toutes les"))) {
            return List.of();
        }
        if (f.indexOf('"') >= 0 || f.indexOf('*') >= 0 || f.indexOf('\u00AB') >= 0 || f.indexOf('_') >= 0
                || f.indexOf('~') >= 0 || f.indexOf('\n') >= 0) {
            return List.of();
        }
        Span c = all.tidy(" ");
        Optional<ScopeCue.Found> cue = ScopeCue.find(c.folded());
        Span withoutCue = cue.map(found -> c.withFolded(found.rest())).orElse(c);
        boolean[] correcting = {false};
        Span stripped = stripPrefixes(withoutCue.tidy(" ,.:;!-"), correcting);
        String sf = stripped.folded();
        // one sentence only: a second sentence means narration around it
        if (TWO_SENTENCES.matcher(sf).matches()) return List.of();
        FactClaim claim = FactGrammar.parse(stripped, names::isKnown, correcting[0]);
        if (claim == null || claim.subject().type() != Subject.Type.NAMED) return List.of();
        if (!claim.contrast() && cue.isEmpty()) return List.of();
        return List.of(cue.map(found -> claim.withCue(found.cue())).orElse(claim));
    }

    /**
     * A detail about someone the server doesn't know yet, or about "her" / "my", must name a listed
     * attribute (eyes, hair, outfit, age, ...): "(( Work has a deadline ))" is not a character.
     */
    private static boolean plausible(FactClaim claim, KnownNames names) {
        boolean known = claim.subject().type() == Subject.Type.NAMED && names.isKnown(claim.subject().name());
        return known || Lexicon.isKnown(claim.attribute());
    }

    private static List<Span> clauses(Span body) {
        List<Span> out = new ArrayList<>();
        Matcher m = CLAUSE_END.matcher(body.folded());
        int start = 0;
        while (m.find()) {
            out.add(body.sub(start, m.start()));
            start = m.end();
        }
        out.add(body.sub(start, body.folded().length()));
        return out;
    }

    private static Span stripPrefixes(Span s, boolean[] correcting) {
        Span cur = s;
        for (int i = 0; i < 4; i++) {
            Matcher m = PREFIX.matcher(cur.folded());
            if (!m.find() || m.end() == 0) break;
            if (CORRECTING_PREFIX.matcher(cur.folded()).find()) correcting[0] = true;
            cur = cur.sub(m.end(), cur.folded().length()).tidy(" ,");
        }
        return cur;
    }

    private static boolean startsUpper(String written) {
        return !written.isEmpty() && Character.isUpperCase(written.codePointAt(0));
    }

    private static boolean looksLikeQuestion(Span stripped, Span clause) {
        return clause.folded().contains("?") || QUESTION_START.matcher(stripped.folded()).find()
                || PAST_EVENT.matcher(stripped.folded()).find();
    }

    private static QuestionClaim question(Span s, KnownNames names, boolean proxied) {
        String f = s.folded();
        Lang lang = LanguageGuess.of(f);
        boolean past = PAST_EVENT.matcher(f).find();
        Subject subject = null;
        Optional<String> known = names.firstIn(f);
        if (known.isPresent()) subject = Subject.named(known.get());
        else {
            Matcher pn = POSSESSIVE_NAME.matcher(s.written());
            if (pn.find()) subject = Subject.named(pn.group(1));
            else if (THIRD_PERSON.matcher(f).matches()) {
                subject = Subject.pronoun();
            } else if (proxied && FIRST_PERSON.matcher(f).matches()) {
                subject = Subject.speaker();
            }
        }
        String attribute = QuestionWords.attribute(f);
        String topic = attribute == null ? QuestionWords.topic(s, subject) : null;
        return new QuestionClaim(subject, attribute, topic, past, lang, s.written());
    }

    private static PreferenceClaim preference(Span s, KnownNames names, ScopeCue cue, Lang lang) {
        Matcher m = PREFERENCE.matcher(s.folded());
        if (!m.find()) return null;
        Span rest = s.sub(m.end(), s.folded().length()).tidy(" ,:");
        if (rest.isEmpty()) return null;
        String character = names.firstIn(rest.folded()).orElse(null);
        if (character == null) {
            Matcher pn = POSSESSIVE_NAME.matcher(rest.written() + " ");
            if (pn.find()) character = pn.group(1);
        }
        if (character == null) {
            Matcher dn = DE_NAME.matcher(rest.written());
            if (dn.find() && STYLE_WORDS.matcher(rest.folded()).find()) character = dn.group(1);
        }
        if (character == null && !STYLE_WORDS.matcher(rest.folded()).find()) return null;
        return new PreferenceClaim(character, s.written(), cue, lang);
    }
}
