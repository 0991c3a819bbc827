package continuity.understand;

import continuity.understand.learned.Door;
import continuity.understand.learned.Intent;
import continuity.understand.learned.LearnedReader;
import continuity.understand.learned.Proposal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a question to the bot asks about, where the grammar's reading and the learned reader's meet
 * (issue 23): the detail the grammar named, else the tagger's detail words, else the words of
 * {@link QuestionDetails} ("where's X from" asks the hometown, "who is X married to" the partner);
 * a thing's name asks that thing ("what is the name of Agnes's diner" asks her diner); "what do you
 * have for X's age" asks the age; and a message said to the bot that the grammar could not read at
 * all, which the learned reader is sure is a question, is asked as one.
 */
final class AskedDetails {
    private AskedDetails() {}

    /** The grammar's questions with the details the learned reader and the question words give. */
    static Reading asked(
            Reading grammar, String text, KnownNames names, LearnedReader learned, String proxy) {
        boolean proxied = proxy != null && !proxy.isBlank();
        Door door = proxied ? Door.PROXY : grammar.addressed() ? Door.ADDRESSED : Door.OOC;
        List<String> characters = new ArrayList<>(names.all());
        Proposal p = learned.propose(text, door, characters, proxied ? proxy : null, grammar);
        List<QuestionClaim> out = details(grammar.questions(), text, names, p);
        if (out.equals(grammar.questions())) return grammar;
        return grammar.withQuestions(out);
    }

    /**
     * A message said to the bot in which the grammar read nothing (no claim the tagger supports, no
     * question, preference or request), which the learned reader reads as a question with
     * confidence ("@Continuity il vient d'où Kenzo déjà", "@Continuity lisle pronouns"): the
     * question it is, or null.
     */
    static Reading unheard(
            Reading grammar, String text, KnownNames names, Proposal p, boolean proxied) {
        if (!grammar.addressed()
                || grammar.facts().stream().anyMatch(g -> !Readings.unsupported(g, p))
                || !grammar.questions().isEmpty()
                || grammar.preference() != null
                || grammar.request()
                || grammar.action() != null
                || grammar.scopeAnswer() != null) return null;
        if (p.intent() != Intent.QUESTION || p.intentScore() < Readings.MIN_INTENT) return null;
        QuestionClaim q = Reader.questionOf(text, names, proxied);
        if (q == null) return null;
        List<QuestionClaim> out = details(List.of(q), text, names, p);
        return grammar.withFacts(List.of()).withQuestions(out);
    }

    static List<QuestionClaim> details(
            List<QuestionClaim> questions, String text, KnownNames names, Proposal p) {
        List<QuestionClaim> out = new ArrayList<>();
        for (QuestionClaim q : questions) {
            if (q.pastEvent()) {
                out.add(q);
                continue;
            }
            q = named(q, text, names);
            String f = Fold.key(q.text() == null || q.text().isBlank() ? text : q.text());
            if (q.everything()) {
                // "what do you have for Gopu's age", "qu'est-ce que tu as sur Tomasz ? juste son
                // âge": the listed details it names are asked, else everything
                List<String> keys = Lexicon.mentioned(Fold.key(text));
                if (keys.isEmpty()) out.add(q);
                else for (String k : keys) out.add(q.withDetail(Detail.of(k)));
                continue;
            }
            String asked = q.detail().keyOrNull();
            String detail = asked == null ? null : longer(asked, p, f);
            // "what is Wade afraid of": a word the grammar took for a free detail, where the
            // question's words point to a listed one
            if (detail != null && !Lexicon.isKey(detail)) {
                String pointed = QuestionDetails.of(f);
                if (pointed != null) detail = pointed;
            }
            for (String d : p.askedDetails())
                if (detail == null && d != null && f.contains(Fold.key(d).split(" ")[0]))
                    detail = pointed(d, f);
            if (detail == null) detail = QuestionDetails.of(f);
            // "what is the name of Agnes's diner", "what's Nell's pigeon called": the thing named
            String thing = NAME.equals(detail) || "nickname".equals(detail) ? thingNamed(f) : null;
            if (thing != null) detail = thing;
            out.add(detail == null || detail.equals(asked) ? q : q.withDetail(Detail.of(detail)));
        }
        // "is Talon older than Rook?", « qui est le plus grand, Kade ou Mira ? »: a comparison
        // asks the detail of each character it names
        if (out.size() == 1
                && out.get(0).detail().named()
                && COMPARED.matcher(Fold.key(text)).find()) {
            QuestionClaim only = out.get(0);
            Set<String> both = new LinkedHashSet<>();
            for (String n : names.all())
                if (Pattern.compile("(?<![\\p{L}])" + Pattern.quote(Fold.key(n)) + "(?![\\p{L}])")
                        .matcher(Fold.key(text))
                        .find()) both.add(n);
            if (both.size() == 2) {
                out.clear();
                for (String n : both) out.add(only.withSubject(Subject.named(n)));
            }
        }
        // "remind me of Dolores's eyes and hair": each listed detail the tagger names is asked
        if (out.size() == 1 && out.get(0).detail().named() && !out.get(0).everything()) {
            QuestionClaim only = out.get(0);
            for (String d : p.askedDetails()) {
                if (d == null || !Lexicon.isKey(d)) continue;
                if (out.stream().anyMatch(x -> Detail.of(d).equals(x.detail()))) continue;
                if (!Lexicon.isKey(only.detail().key())) continue;
                out.add(only.withDetail(Detail.of(d)));
            }
        }
        return out;
    }

    private static final String NAME = "name";

    /** Words that compare two characters by one detail. */
    private static final Pattern COMPARED =
            Pattern.compile(
                    "(?<![\\p{L}])(?:older|younger|oldest|youngest|taller|shorter|tallest|shortest"
                            + "|plus (?:vieux|vieille|jeune|age|agee|grand|grande|petit|petite))(?![\\p{L}])");

    /**
     * The tagger's free detail words, or the listed detail they point to as question words ("who is
     * X married to": the tagger marks "married", which asks the partner; "is X older than Y": the
     * age).
     */
    private static String pointed(String tagged, String folded) {
        if (Lexicon.isKey(tagged)) return tagged;
        String p = QuestionDetails.of(Fold.key(tagged));
        if (p == null) p = QuestionDetails.of(folded);
        return p != null ? p : tagged;
    }

    /**
     * "the name of Agnes's diner", "what's Nell's pigeon called", « le nom du katana de Yuzen ».
     */
    private static final List<Pattern> NAMED_THING =
            List.of(
                    Pattern.compile(
                            "(?<![\\p{L}])name of (?:the |a |an )?(?:[\\p{L}][\\p{L}\\-. ]*?'s? |his |her |their )?([\\p{L}][\\p{L}\\-' ]*?)(?:$|[?!.,]| again| called| now| in | on )"),
                    Pattern.compile(
                            "'s? ([\\p{L}][\\p{L}\\-]*(?: [\\p{L}][\\p{L}\\-]*)?)(?:'s)? (?:called|named)(?![\\p{L}])"),
                    Pattern.compile(
                            "(?<![\\p{L}])nom (?:du |de la |de l'|des |de son |de sa |de ses |d'un |d'une )([\\p{L}][\\p{L}\\-]*)"),
                    Pattern.compile(
                            "(?<![\\p{L}])(?:le |la |l')([\\p{L}][\\p{L}\\-]*) (?:de |d'|du |a )?[\\p{L}][\\p{L}\\-]*,? (?:il |elle )?s'appelle comment"),
                    Pattern.compile(
                            "s'appelle comment,? (?:deja,? )?(?:le |la |l')([\\p{L}][\\p{L}\\-]*)"),
                    Pattern.compile(
                            "comment s'appelle (?:deja )?(?:le |la |l')([\\p{L}][\\p{L}\\-]*)"));

    /** The detail of the thing whose name a question asks, or null. */
    static String thingNamed(String folded) {
        Set<String> skip = Set.of("he", "she", "they", "it", "his", "her", "their", "him");
        for (Pattern p : NAMED_THING) {
            Matcher m = p.matcher(folded);
            if (!m.find()) continue;
            String y = m.group(1).strip();
            if (y.isEmpty() || skip.contains(y)) continue;
            String d = LearnedReader.detail(y);
            if (d == null || d.equals(NAME) || d.split(" ").length > 3) continue;
            return d;
        }
        return null;
    }

    /**
     * A question of nobody named, or of a name the server does not know ("the Captain", "Dr Baeza",
     * "priyas" written without its apostrophe), in a message that names one known character: that
     * one.
     */
    private static QuestionClaim named(QuestionClaim q, String text, KnownNames names) {
        Subject s = q.subject();
        if (s != null && s.type() == Subject.Type.SPEAKER) return q;
        if (s != null
                && s.type() == Subject.Type.NAMED
                && (s.name() == null
                        || names.isKnown(s.name())
                        || names.resolve(s.name()).isPresent())) return q;
        Set<String> found = new LinkedHashSet<>();
        String f = Fold.key(text);
        for (String n : names.all())
            if (Pattern.compile(
                            "(?<![\\p{L}])" + Pattern.quote(Fold.key(n)) + "(?:'?s)?(?![\\p{L}])")
                    .matcher(f)
                    .find()) found.add(n);
        if (found.isEmpty())
            // one word of a longer stored name ("Baeza" for Leonor Baeza), or a name and its "s"
            for (String w : f.split("[^\\p{L}\\p{N}'\\-]+")) {
                if (w.length() < 3) continue;
                String bare = w.replaceFirst("'?s$", "");
                names.resolve(w).or(() -> names.resolve(bare)).ifPresent(found::add);
            }
        return found.size() == 1 ? q.withSubject(Subject.named(found.iterator().next())) : q;
    }

    /** A word joining a detail's aspect to the detail ("of", « de », « d' »). */
    private static final Pattern JOINED =
            Pattern.compile("(?<![\\p{L}])(?:(?:of|de|du|des)(?![\\p{L}])|d')");

    /**
     * "what's her stage name": a listed detail word the tagger reads as part of longer detail words
     * asks the longer, free detail.
     */
    private static String longer(String attribute, Proposal p, String folded) {
        for (String d : p.askedDetails()) {
            if (d == null || Lexicon.isKey(d) || !d.contains(" ")) continue;
            // "the colour of her eyes", « la couleur de ses yeux »: the listed detail itself
            if (JOINED.matcher(d).find()) continue;
            String last = d.substring(d.lastIndexOf(' ') + 1);
            if (Lexicon.isKnown(last)
                    && attribute.equals(Lexicon.canonical(last))
                    && folded.contains(d)) return d;
        }
        return attribute;
    }
}
