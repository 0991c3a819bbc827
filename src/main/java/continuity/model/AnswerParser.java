package continuity.model;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads a chat-completions response and holds its answer to the schema on our side, whatever the
 * server claims: a {@code <think>} block is cut off, a fenced block is unwrapped, and an answer cut
 * short ({@code finish_reason: length}), not JSON, the schema echoed back, or any field missing,
 * extra or of the wrong type is refused as a whole.
 */
final class AnswerParser {
    static final List<String> CLAIM_FIELDS =
            List.of(
                    "character",
                    "attribute",
                    "new_value",
                    "old_value",
                    "scope",
                    "kind",
                    "confidence",
                    "evidence");
    private static final Set<String> ROOT_FIELDS = Set.of("verdict", "claims");
    private static final Pattern THINK =
            Pattern.compile("^\\s*<think>.*?</think>\\s*", Pattern.DOTALL);
    private static final Pattern FENCE =
            Pattern.compile("^\\s*```(?:json)?\\s*(.*?)\\s*```\\s*$", Pattern.DOTALL);
    private static final int MAX_TEXT = 500;

    /** One claim as the model wrote it (checked for shape only). */
    record RawClaim(
            String character,
            String attribute,
            String newValue,
            String oldValue,
            String scope,
            String kind,
            double confidence,
            String evidence) {}

    /**
     * What the response held: an answer, or why none could be used ({@code failure}); {@code
     * content} is the model's text.
     */
    record Parsed(
            String verdict, List<RawClaim> claims, String content, int tokens, String failure) {
        static Parsed failed(String why, String content, int tokens) {
            return new Parsed(null, List.of(), content, tokens, why);
        }

        boolean ok() {
            return failure == null;
        }
    }

    private AnswerParser() {}

    static Parsed parse(String responseBody) {
        JsonNode root;
        try {
            root = Prompt.JSON.readTree(responseBody == null ? "" : responseBody);
        } catch (JsonProcessingException e) {
            return Parsed.failed("malformed response", clip(responseBody), 0);
        }
        if (root == null || !root.isObject())
            return Parsed.failed("malformed response", clip(responseBody), 0);
        int tokens = root.path("usage").path("total_tokens").asInt(0);
        JsonNode choice = root.path("choices").path(0);
        JsonNode content = choice.path("message").path("content");
        String text = content.isTextual() ? content.asText() : null;
        if ("length".equals(choice.path("finish_reason").asText("")))
            return Parsed.failed("truncated", text, tokens);
        if (text == null) return Parsed.failed("no answer", clip(responseBody), tokens);
        return answer(text, tokens);
    }

    /** The model's text (the message content) held to the schema. */
    static Parsed answer(String text, int tokens) {
        String t = text;
        if (t.stripLeading().startsWith("<think>")) {
            java.util.regex.Matcher m = THINK.matcher(t);
            if (!m.find()) return Parsed.failed("unfinished <think>", text, tokens);
            t = t.substring(m.end());
        }
        java.util.regex.Matcher fence = FENCE.matcher(t);
        if (fence.matches()) t = fence.group(1);
        JsonNode a;
        try {
            a = Prompt.JSON.readTree(t);
        } catch (JsonProcessingException e) {
            return Parsed.failed("malformed JSON", text, tokens);
        }
        if (a == null || !a.isObject()) return Parsed.failed("malformed JSON", text, tokens);
        if (a.has("$schema")
                || a.has("properties")
                || a.has("json_schema")
                || a.has("schema")
                || a.path("type").asText("").equals("object")) {
            return Parsed.failed("schema echoed", text, tokens);
        }
        if (!onlyFields(a, ROOT_FIELDS)
                || !a.path("verdict").isTextual()
                || !a.path("claims").isArray()) {
            return Parsed.failed("not the schema", text, tokens);
        }
        String verdict = a.get("verdict").asText();
        if (!Set.of("claims", "nothing", "unsure").contains(verdict))
            return Parsed.failed("not the schema", text, tokens);
        JsonNode list = a.get("claims");
        if (list.size() > Prompt.MAX_CLAIMS) return Parsed.failed("too many claims", text, tokens);
        List<RawClaim> claims = new ArrayList<>();
        for (JsonNode c : list) {
            RawClaim rc = claim(c);
            if (rc == null) return Parsed.failed("not the schema", text, tokens);
            claims.add(rc);
        }
        if (!verdict.equals("claims") && !claims.isEmpty())
            return Parsed.failed("verdict and claims disagree", text, tokens);
        return new Parsed(verdict, List.copyOf(claims), text, tokens, null);
    }

    @SuppressWarnings("ReferenceEquality") // MISSING is a sentinel compared by identity
    private static RawClaim claim(JsonNode c) {
        if (!c.isObject() || !onlyFields(c, Set.copyOf(CLAIM_FIELDS))) return null;
        for (String f : CLAIM_FIELDS) if (!c.has(f)) return null;
        String character = string(c, "character", false),
                attribute = string(c, "attribute", false),
                value = string(c, "new_value", false),
                old = string(c, "old_value", true),
                scope = string(c, "scope", true),
                kind = string(c, "kind", false),
                evidence = string(c, "evidence", false);
        if (character == null
                || attribute == null
                || value == null
                || kind == null
                || evidence == null) return null;
        if (old == MISSING || scope == MISSING) return null;
        if (scope != null && !Set.of("scene", "story", "everywhere").contains(scope)) return null;
        if (!Set.of("fact", "preference").contains(kind)) return null;
        JsonNode conf = c.get("confidence");
        if (!conf.isNumber() || !(conf.asDouble() >= 0 && conf.asDouble() <= 1)) return null;
        return new RawClaim(
                character, attribute, value, old, scope, kind, conf.asDouble(), evidence);
    }

    private static final String MISSING = new String("\u0000missing");

    /**
     * A string field (or null when {@code nullable} and null); {@code MISSING} for a wrong type;
     * null for a wrong required one.
     */
    private static String string(JsonNode c, String f, boolean nullable) {
        JsonNode v = c.get(f);
        if (v == null) return nullable ? MISSING : null;
        if (v.isNull()) return null;
        if (!v.isTextual()) return nullable ? MISSING : null;
        String s = v.asText();
        if (s.isBlank() || s.length() > MAX_TEXT) return nullable ? MISSING : null;
        return s;
    }

    private static boolean onlyFields(JsonNode o, Set<String> allowed) {
        Iterator<String> it = o.fieldNames();
        while (it.hasNext()) if (!allowed.contains(it.next())) return false;
        return true;
    }

    private static String clip(String s) {
        if (s == null) return null;
        return s.length() > 2000 ? s.substring(0, 2000) : s;
    }
}
