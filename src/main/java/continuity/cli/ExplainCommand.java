package continuity.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import continuity.understand.FactClaim;
import continuity.understand.KnownNames;
import continuity.understand.QuestionClaim;
import continuity.understand.Reader;
import continuity.understand.Reading;
import continuity.understand.Trace;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * {@code continuity explain [--names A,B] [--addressed] [--proxy NAME] TEXT}: how the reader reads
 * one message, as JSON (its normalised text, clauses, claims, or why it stays silent). For game
 * masters puzzled by the bot, and for whoever works on the reader.
 */
public final class ExplainCommand {
    static final String USAGE = "explain [--names Mira,Corvin] [--addressed] [--proxy NAME] TEXT";

    private ExplainCommand() {}

    public static int run(List<String> args, Io io) {
        Args a = Args.parse("explain", args, Set.of("--names", "--proxy"), Set.of("--addressed"));
        String text = String.join(" ", a.positional(1, "the message text (quoted)"));
        List<String> known = new ArrayList<>();
        if (a.get("--names") != null) {
            for (String n : a.get("--names").split(",")) if (!n.isBlank()) known.add(n.strip());
        }
        Trace trace = new Trace();
        Reading r =
                Reader.read(
                        text,
                        a.get("--proxy"),
                        a.has("--addressed"),
                        false,
                        names(known),
                        false,
                        List.of(),
                        trace);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("text", text);
        out.put("addressed", r.addressed());
        out.put("out_of_character", r.outOfCharacter());
        out.put("normalised", trace.normalised());
        out.put("steps", trace.steps());
        out.put("rules", trace.rules());
        List<Map<String, Object>> facts = new ArrayList<>();
        for (FactClaim f : r.facts()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put(
                    "character",
                    f.subject().name() != null
                            ? f.subject().name()
                            : f.subject().type().name().toLowerCase(Locale.ROOT));
            m.put("attribute", f.detail().keyOrNull());
            m.put("value", f.value());
            m.put("old_value", f.oldValue());
            m.put("scope_cue", f.cue() == null ? null : f.cue().name().toLowerCase(Locale.ROOT));
            m.put("change", f.inStory() ? "changed in the story" : "retcon");
            m.put("contrast", f.contrast());
            facts.add(m);
        }
        out.put("facts", facts);
        if (r.preference() != null) {
            Map<String, Object> p = new LinkedHashMap<>();
            p.put("character", r.preference().character());
            p.put("wish", r.preference().wish());
            p.put(
                    "scope_cue",
                    r.preference().cue() == null
                            ? null
                            : r.preference().cue().name().toLowerCase(Locale.ROOT));
            out.put("preference", p);
        }
        List<Map<String, Object>> questions = new ArrayList<>();
        for (QuestionClaim q : r.questions()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put(
                    "character",
                    q.subject() == null
                            ? null
                            : q.subject().name() != null
                                    ? q.subject().name()
                                    : q.subject().type().name().toLowerCase(Locale.ROOT));
            m.put("attribute", q.detail().keyOrNull());
            m.put("topic", q.topic());
            m.put("everything", q.everything());
            questions.add(m);
        }
        out.put("questions", questions);
        out.put("learned", learned(text, a, known));
        if (!r.unread().isEmpty()) out.put("unread", r.unread());
        out.put("silent", r.isSilent());
        if (r.isSilent()) {
            out.put(
                    "why",
                    r.outOfCharacter()
                            ? "out of character, but no correction, preference or question was read"
                            : "not out of character and not addressed to the bot: in-character text is never read as a correction");
        }
        try {
            io.out()
                    .println(
                            new ObjectMapper()
                                    .enable(SerializationFeature.INDENT_OUTPUT)
                                    .writeValueAsString(out));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        return 0;
    }

    /**
     * What the learned reader sees in the message, whatever door it came by: the intent with its
     * probability, and each token's label (O, B-VAL, I-DET, ...) with its probability.
     */
    static Map<String, Object> learned(String text, Args a, List<String> known) {
        Map<String, Object> m = new LinkedHashMap<>();
        var reader = continuity.understand.learned.LearnedReader.shipped();
        if (reader.isEmpty()) {
            m.put("models", "none in this build");
            return m;
        }
        var door =
                a.get("--proxy") != null
                        ? continuity.understand.learned.Door.PROXY
                        : a.has("--addressed")
                                ? continuity.understand.learned.Door.ADDRESSED
                                : continuity.understand.learned.Door.OOC;
        var p = new continuity.understand.learned.Features.Prepared(text, door, known);
        double[] score = new double[1];
        var intent = reader.get().intentOf(p, score);
        m.put("intent", intent.name().toLowerCase(java.util.Locale.ROOT));
        m.put("intent_probability", Math.round(score[0] * 1000) / 1000.0);
        var tagged = reader.get().tag(p);
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < p.size(); i++)
            labels.add(
                    p.tokens().get(i).text()
                            + " "
                            + tagged.tags()[i]
                            + String.format(java.util.Locale.ROOT, " %.2f", tagged.score()[i]));
        m.put("tokens", labels);
        return m;
    }

    private static KnownNames names(List<String> known) {
        return continuity.understand.learned.Grammar.names(known);
    }
}
