package continuity.trust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import continuity.memory.Limits;
import continuity.replay.Replay;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Scripts of hostile and malformed lines through the replay reader and the real core: the reader
 * never throws, prints only well-formed JSON lines, answers every line it cannot play with one
 * {@code error} line that names the line and says what is wrong, and never hits an unexpected
 * failure (an error that is not a named, explained rejection).
 */
class ReplayInputPropertiesTest {
    static final AtomicLong GENERATED = new AtomicLong();

    /**
     * Exceptions out of the reader, unexpected failures reported as errors, failures inside the
     * core.
     */
    static final AtomicLong CRASHES = new AtomicLong();

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private static Path dir;
    private static Replay replay;
    private static final ByteArrayOutputStream OUT = new ByteArrayOutputStream();

    @BeforeContainer
    static void open() throws IOException {
        dir = Files.createTempDirectory("continuity-replay-hostile");
        replay =
                new Replay(
                        dir.resolve("replay.sqlite"),
                        Limits.DEFAULTS,
                        new PrintStream(OUT, true, StandardCharsets.UTF_8));
    }

    @AfterContainer
    static void close() throws IOException {
        replay.close();
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
        String line =
                "replay reader: generated lines=" + GENERATED.get() + " crashes=" + CRASHES.get();
        System.out.println(line);
        Figures.record("replay", line);
    }

    @Property(tries = 300)
    void everyLineIsPlayedOrRejectedClearly(@ForAll("scripts") List<String> script)
            throws IOException {
        GENERATED.addAndGet(script.size());
        OUT.reset();
        try {
            replay.play(new BufferedReader(new StringReader(String.join("\n", script))));
        } catch (RuntimeException | IOException e) {
            CRASHES.incrementAndGet();
            throw e;
        }
        String printed = OUT.toString(StandardCharsets.UTF_8);
        if (printed.contains("could not be played") || printed.contains("Something went wrong"))
            CRASHES.incrementAndGet();
        int physical = String.join("\n", script).split("\r\n|\r|\n", -1).length;
        Map<Integer, Integer> errorsPerLine = new HashMap<>();
        for (String out : printed.split("\n")) {
            if (out.isEmpty()) continue;
            JsonNode n = JSON.readTree(out);
            assertTrue(n.isObject(), "not a JSON object: " + out);
            String type = n.path("type").asText();
            assertTrue(
                    Set.of("reply", "memories", "error").contains(type),
                    "unknown output type: " + out);
            int line = n.path("line").asInt(-1);
            assertTrue(line >= 1 && line <= physical, "output names no input line: " + out);
            if (type.equals("error")) {
                String message = n.path("message").asText();
                assertTrue(
                        message.startsWith("line " + line + ": "),
                        "an error must name its line: " + out);
                assertFalse(
                        message.contains("could not be played"),
                        "an unexpected failure, not a clear rejection: " + out);
                errorsPerLine.merge(line, 1, Integer::sum);
            }
            if (type.equals("reply")) {
                assertFalse(
                        n.path("text").asText().startsWith("Something went wrong"),
                        "the core failed inside: " + out);
            }
        }
        int at = 1;
        for (String l : script) {
            int i = at - 1;
            at += l.split("\r\n|\r|\n", -1).length;
            if (l.isBlank()
                    || l.contains("\n")
                    || l.contains("\r")
                    || l.contains("\u2028")
                    || l.contains("\u2029")
                    || l.contains("\u0085")) {
                continue;
            }
            if (!isJsonObject(l)) {
                assertEquals(
                        1,
                        errorsPerLine.getOrDefault(i + 1, 0),
                        "a line that is not a JSON object gets one error: " + l);
            }
        }
    }

    private static boolean isJsonObject(String l) {
        try {
            JsonNode n = JSON.readTree(l);
            return n != null && n.isObject();
        } catch (IOException e) {
            return false;
        }
    }

    @Provide
    Arbitrary<List<String>> scripts() {
        return line().list().ofMinSize(1).ofMaxSize(6);
    }

    private Arbitrary<String> line() {
        return Arbitraries.frequencyOf(
                Tuple.of(8, event().map(ObjectNode::toString)),
                Tuple.of(2, Hostile.fragment()),
                Tuple.of(
                        1,
                        Arbitraries.of(
                                "{",
                                "}",
                                "[]",
                                "null",
                                "42",
                                "\"text\"",
                                "{\"type\":}",
                                "{\"type\":\"message\"",
                                "{'type':'message'}",
                                "{\"type\":\"message\",\"content\":\"a\"}{",
                                "\uFEFF{\"type\":\"dump\"}",
                                "{\"type\":\"message\",\"content\":\"x\",\"content\":\"y\"}")),
                Tuple.of(
                        1,
                        Arbitraries.integers()
                                .between(10, 3000)
                                .map(n -> "[".repeat(n) + "]".repeat(n))),
                Tuple.of(
                        1,
                        Arbitraries.integers()
                                .between(10, 3000)
                                .map(
                                        n ->
                                                "{\"type\":\"message\",\"content\":"
                                                        + "{\"a\":".repeat(n)
                                                        + "1"
                                                        + "}".repeat(n)
                                                        + "}")),
                Tuple.of(
                        1,
                        Arbitraries.integers()
                                .between(60_000, 70_000)
                                .map(
                                        n ->
                                                "{\"type\":\"message\",\"content\":\""
                                                        + "a".repeat(n)
                                                        + "\"}")));
    }

    private Arbitrary<ObjectNode> event() {
        Arbitrary<JsonNode> type =
                Arbitraries.frequencyOf(
                        Tuple.of(5, Arbitraries.just(F.textNode("message"))),
                                Tuple.of(3, Arbitraries.just(F.textNode("slash"))),
                        Tuple.of(2, Arbitraries.just(F.textNode("click"))),
                                Tuple.of(1, Arbitraries.just(F.textNode("advance"))),
                        Tuple.of(1, Arbitraries.just(F.textNode("dump"))),
                                Tuple.of(
                                        1,
                                        Arbitraries.of(
                                                F.textNode("mesage"),
                                                F.nullNode(),
                                                F.numberNode(3),
                                                F.objectNode(),
                                                F.textNode(""))));
        Arbitrary<JsonNode> text = anyValue(Hostile.message().map(F::textNode));
        Arbitrary<JsonNode> id =
                anyValue(Arbitraries.of("g1", "g2", "u1", "u2", "c1", "c2").map(F::textNode));
        Arbitrary<JsonNode> at =
                Arbitraries.of(
                        F.missingNode(),
                        F.missingNode(),
                        F.textNode("2026-02-01T10:00:00Z"),
                        F.textNode("garbage"),
                        F.textNode("+1000000000-12-31T23:59:00Z"),
                        F.textNode("-999999999-01-01T00:00:00Z"),
                        F.textNode("2026-13-45T99:99:99Z"),
                        F.numberNode(12345),
                        F.textNode("1970-01-01T00:00:00Z"),
                        F.textNode("9999-12-31T23:59:00Z"),
                        F.objectNode());
        Arbitrary<JsonNode> amount =
                Arbitraries.of(
                        F.missingNode(),
                        F.numberNode(5),
                        F.numberNode(-3),
                        F.numberNode(Long.MAX_VALUE),
                        F.numberNode(1e300),
                        F.textNode("ten"),
                        F.numberNode(Integer.MAX_VALUE),
                        F.arrayNode());
        Arbitrary<JsonNode> options =
                Arbitraries.frequencyOf(
                        Tuple.of(
                                4,
                                Combinators.combine(
                                                text,
                                                text,
                                                Arbitraries.of(
                                                        "character",
                                                        "text",
                                                        "memory",
                                                        "about",
                                                        "name",
                                                        "scope",
                                                        "history",
                                                        "public"))
                                        .as(
                                                (a, b, k) -> {
                                                    ObjectNode o = F.objectNode();
                                                    o.set("character", a);
                                                    o.set(k, b);
                                                    return (JsonNode) o;
                                                })),
                        Tuple.of(
                                1,
                                Arbitraries.of(
                                        F.arrayNode(),
                                        F.textNode("x"),
                                        F.nullNode(),
                                        F.numberNode(1))));
        Arbitrary<String[]> command =
                Arbitraries.of(
                        new String[] {"memory", "remember"},
                        new String[] {"memory", "show"},
                        new String[] {"memory", "edit"},
                        new String[] {"memory", "forget"},
                        new String[] {"memory", "history"},
                        new String[] {"memory", "recall"},
                        new String[] {"memory", "forget-me"},
                        new String[] {"story", "set"},
                        new String[] {"scene", "start"},
                        new String[] {"scene", "end"},
                        new String[] {"memory", "nope"},
                        new String[] {"\u0000", null});
        Arbitrary<JsonNode> label =
                anyValue(
                        Arbitraries.of(
                                        "Undo",
                                        "Accept",
                                        "Reject",
                                        "Every story",
                                        "Only this story",
                                        "Erase my data",
                                        "undo ",
                                        "")
                                .map(F::textNode));
        return Combinators.combine(
                        type,
                        text,
                        id,
                        id,
                        at,
                        Arbitraries.of(
                                F.missingNode(),
                                F.textNode("Mira"),
                                F.textNode("M\u0456ra"),
                                F.booleanNode(true),
                                F.textNode("Mira\u200B")),
                        options,
                        command)
                .as(
                        (t, content, guild, user, time, webhook, opts, cmd) -> {
                            ObjectNode o = F.objectNode();
                            o.set("type", t);
                            o.set("content", content);
                            if (!guild.isMissingNode()) o.set("guild", guild);
                            if (!user.isMissingNode()) o.set("user", user);
                            if (!time.isMissingNode()) o.set("at", time);
                            if (!webhook.isMissingNode()) o.set("webhook", webhook);
                            o.put("command", cmd[0]);
                            if (cmd[1] != null) o.put("subcommand", cmd[1]);
                            o.set("options", opts);
                            return o;
                        })
                .flatMap(
                        o ->
                                Combinators.combine(
                                                label, amount, amount, Arbitraries.of(true, false))
                                        .as(
                                                (l, m, h, gm) -> {
                                                    if (!l.isMissingNode()) o.set("label", l);
                                                    if (!m.isMissingNode()) o.set("minutes", m);
                                                    if (!h.isMissingNode()) o.set("days", h);
                                                    o.put("gm", gm);
                                                    return o;
                                                }));
    }

    /**
     * A value of the expected kind most of the time, otherwise a wrong one: null, number, object,
     * array, absent.
     */
    private static Arbitrary<JsonNode> anyValue(Arbitrary<JsonNode> usual) {
        return Arbitraries.frequencyOf(
                Tuple.of(6, usual),
                Tuple.of(
                        1,
                        Arbitraries.of(
                                F.nullNode(),
                                F.numberNode(7),
                                F.booleanNode(false),
                                F.objectNode(),
                                F.arrayNode().add(1),
                                F.missingNode())));
    }
}
