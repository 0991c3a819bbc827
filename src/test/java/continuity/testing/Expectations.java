package continuity.testing;

import com.fasterxml.jackson.databind.JsonNode;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Checks a scenario's "expect" objects against replay output, with the same rules as
 * ../shared/eval/grade.py, so that the JUnit suite and the grader agree.
 */
public final class Expectations {
    private Expectations() {}

    static String norm(String s) {
        String d = Normalizer.normalize(s == null ? "" : s, Normalizer.Form.NFKD);
        return d.replaceAll("\\p{M}", "").toLowerCase(Locale.ROOT);
    }

    static String norm(JsonNode n) {
        return n == null || n.isNull() ? "" : norm(n.asText());
    }

    static boolean hasTerm(String haystack, String term) {
        for (String alt : term.split("\\|")) if (haystack.contains(norm(alt))) return true;
        return false;
    }

    /** Every failed expectation, one sentence each; empty when the scenario passes. */
    public static List<String> check(ScenarioFile scenario, List<JsonNode> output) {
        Map<Integer, List<JsonNode>> replies = new HashMap<>();
        Map<Integer, JsonNode> dumps = new HashMap<>();
        for (JsonNode o : output) {
            int line = o.path("line").asInt();
            switch (o.path("type").asText()) {
                case "reply" -> replies.computeIfAbsent(line, k -> new ArrayList<>()).add(o);
                case "memories" -> dumps.put(line, o);
                case "error" ->
                        replies.computeIfAbsent(line, k -> new ArrayList<>())
                                .add(
                                        ((com.fasterxml.jackson.databind.node.ObjectNode)
                                                        o.deepCopy())
                                                .put("kind", "error")
                                                .put("text", o.path("message").asText()));
                default -> throw new AssertionError("unknown output line type: " + o);
            }
        }
        List<String> fails = new ArrayList<>();
        int i = 0;
        for (Object e : scenario.events()) {
            i++;
            if (!(e instanceof JsonNode ev) || !ev.has("expect")) continue;
            JsonNode exp = ev.get("expect");
            String where = "line " + i;
            if ("dump".equals(ev.path("type").asText())) {
                checkDump(where, exp, dumps.get(i), fails);
            } else {
                checkReplies(where, exp, replies.getOrDefault(i, List.of()), fails);
            }
        }
        return fails;
    }

    private static void checkReplies(
            String where, JsonNode exp, List<JsonNode> rs, List<String> fails) {
        List<String> kinds = rs.stream().map(r -> r.path("kind").asText()).toList();
        StringBuilder all = new StringBuilder();
        for (JsonNode r : rs) all.append(r.path("text").asText()).append(' ');
        String text = norm(all.toString().trim());
        if (exp.has("kind")) {
            List<String> want = new ArrayList<>();
            if (exp.get("kind").isArray()) exp.get("kind").forEach(k -> want.add(k.asText()));
            else want.add(exp.get("kind").asText());
            if (want.equals(List.of("none"))) {
                if (!rs.isEmpty())
                    fails.add(where + ": expected no reply, got " + kinds + " " + text);
            } else if (kinds.stream().noneMatch(want::contains)) {
                fails.add(where + ": expected kind " + want + ", got " + kinds + " " + text);
            }
        }
        exp.path("text_has")
                .forEach(
                        t -> {
                            if (!hasTerm(text, t.asText()))
                                fails.add(where + ": reply lacks '" + t.asText() + "': " + text);
                        });
        exp.path("text_lacks")
                .forEach(
                        t -> {
                            if (hasTerm(text, t.asText()))
                                fails.add(
                                        where
                                                + ": reply should not contain '"
                                                + t.asText()
                                                + "': "
                                                + text);
                        });
        if (exp.has("ephemeral")) {
            boolean want = exp.get("ephemeral").asBoolean();
            if (rs.isEmpty()
                    || rs.stream().anyMatch(r -> r.path("ephemeral").asBoolean() != want)) {
                fails.add(where + ": expected ephemeral=" + want);
            }
        }
        if (exp.path("buttons").asBoolean(false)
                && rs.stream().noneMatch(r -> r.path("buttons").size() > 0)) {
            fails.add(where + ": expected buttons, got none");
        }
    }

    private static void checkDump(String where, JsonNode exp, JsonNode dump, List<String> fails) {
        if (dump == null) {
            fails.add(where + ": no memories output for dump");
            return;
        }
        List<JsonNode> items = new ArrayList<>();
        dump.path("items").forEach(items::add);
        List<JsonNode> active =
                items.stream().filter(r -> "active".equals(norm(r.get("status")))).toList();
        exp.path("active")
                .forEach(
                        p -> {
                            if (active.stream().noneMatch(r -> matches(r, p)))
                                fails.add(where + ": no active memory like " + p);
                        });
        exp.path("absent")
                .forEach(
                        p ->
                                active.stream()
                                        .filter(r -> matches(r, p))
                                        .findFirst()
                                        .ifPresent(
                                                r ->
                                                        fails.add(
                                                                where
                                                                        + ": active memory should not exist: "
                                                                        + p
                                                                        + " (found "
                                                                        + r.path("text")
                                                                        + ")")));
        if (exp.has("count_active") && active.size() != exp.get("count_active").asInt()) {
            fails.add(
                    where
                            + ": expected "
                            + exp.get("count_active").asInt()
                            + " active memories, found "
                            + active.size());
        }
        exp.path("status")
                .forEach(
                        p -> {
                            if (items.stream().noneMatch(r -> matches(r, p)))
                                fails.add(where + ": no memory like " + p);
                        });
    }

    static boolean matches(JsonNode rec, JsonNode pat) {
        if (pat.has("character") && !norm(rec.get("character")).equals(norm(pat.get("character"))))
            return false;
        if (pat.has("attribute")) {
            String a = norm(rec.get("attribute"));
            boolean any = false;
            for (String b : pat.get("attribute").asText().split("\\|")) {
                String nb = norm(b);
                if (!a.isEmpty() && (nb.contains(a) || a.contains(nb))) any = true;
            }
            if (!any) return false;
        }
        if (pat.has("value")) {
            String hay = norm(rec.get("value")) + " " + norm(rec.get("text"));
            if (!hasTerm(hay, pat.get("value").asText())) return false;
        }
        for (String key : new String[] {"scope", "kind", "status", "author"}) {
            if (pat.has(key) && !norm(rec.get(key)).equals(norm(pat.get(key)))) return false;
        }
        return !pat.has("scope_name")
                || norm(rec.get("scope_name")).contains(norm(pat.get("scope_name")));
    }
}
