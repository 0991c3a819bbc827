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
        List<Map<String, Object>> facts = new ArrayList<>();
        for (FactClaim f : r.facts()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put(
                    "character",
                    f.subject().name() != null
                            ? f.subject().name()
                            : f.subject().type().name().toLowerCase());
            m.put("attribute", f.attribute());
            m.put("value", f.value());
            m.put("old_value", f.oldValue());
            m.put("scope_cue", f.cue() == null ? null : f.cue().name().toLowerCase());
            m.put("change", f.change() ? "changed in the story" : "retcon");
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
                            : r.preference().cue().name().toLowerCase());
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
                                    : q.subject().type().name().toLowerCase());
            m.put("attribute", q.attribute());
            m.put("topic", q.topic());
            m.put("everything", q.everything());
            questions.add(m);
        }
        out.put("questions", questions);
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

    private static KnownNames names(List<String> known) {
        return continuity.understand.learned.Grammar.names(known);
    }
}
