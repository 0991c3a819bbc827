package continuity.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import continuity.chat.Button;
import continuity.chat.Reply;
import continuity.chat.SlashCommand;
import continuity.memory.ModelHook;
import continuity.memory.Note;
import continuity.memory.Status;
import continuity.testing.TestBot;
import continuity.understand.Fold;
import continuity.understand.Lexicon;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * For any answer a model may give: nothing is written unless every check passes (judged here by an
 * oracle written apart from {@link ClaimChecks}), and no note outside a claimed slot or a named old
 * value is ever retired, before or after the author's click.
 */
class ModelAnswerPropertiesTest {
    private static final List<String> MESSAGES =
            List.of(
                    "Mira keeps her hair in a long silver braid these days",
                    "honestly Mira would have amber eyes, blue never fit her",
                    "Aldric is left handed by the way",
                    "Mira rocks a crimson cape since the ball");
    private static final List<String> KNOWN = List.of("Mira", "Aldric");
    private static Path dir;
    private static TestBot bot;
    private static final AtomicInteger GUILDS = new AtomicInteger();

    /**
     * Tries whose answer passes every check: the property must see some, or it proves nothing about
     * writes.
     */
    private static final AtomicInteger PASSING = new AtomicInteger();

    /** What the stub model answers next. */
    private static volatile String answer;

    record Claim(
            String character,
            String attribute,
            String value,
            String old,
            String scope,
            String kind,
            double confidence,
            String evidence) {}

    record Answer(String verdict, List<Claim> claims, String wrapper) {}

    @BeforeContainer
    static void open() throws IOException {
        dir = Files.createTempDirectory("model-props");
        bot = new TestBot(dir.resolve("db.sqlite"));
        // the model's road behind the grammar alone (the learned reader reads before it)
        bot.runtime()
                .core()
                .withLearned(null)
                .withModel(
                        new ModelHook() {
                            @Override
                            public String modelName() {
                                return "stub";
                            }

                            @Override
                            public Proposal propose(Request r) {
                                return ModelUnderstanding.judge(answer, r, 0.8);
                            }
                        });
    }

    @AfterContainer
    static void close() throws IOException {
        bot.close();
        if (GUILDS.get() >= 50 && PASSING.get() < 3) {
            throw new AssertionError(
                    "only "
                            + PASSING.get()
                            + " of "
                            + GUILDS.get()
                            + " generated answers passed every check");
        }
        try (var files = Files.walk(dir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    /**
     * Claims a careful model would make about each message; the generator spoils some of their
     * fields.
     */
    private static final List<List<Claim>> GOOD =
            List.of(
                    List.of(
                            new Claim(
                                    "Mira",
                                    "hair",
                                    "a long silver braid",
                                    null,
                                    null,
                                    "fact",
                                    0.95,
                                    "Mira keeps her hair in a long silver braid"),
                            new Claim(
                                    "Mira",
                                    "braid",
                                    "silver",
                                    null,
                                    null,
                                    "fact",
                                    0.9,
                                    "long silver braid")),
                    List.of(
                            new Claim(
                                    "Mira",
                                    "eye colour",
                                    "amber",
                                    "blue",
                                    null,
                                    "fact",
                                    0.9,
                                    "Mira would have amber eyes, blue never fit her"),
                            new Claim(
                                    "Mira",
                                    "eyes",
                                    "amber",
                                    null,
                                    null,
                                    "fact",
                                    0.85,
                                    "amber eyes")),
                    List.of(
                            new Claim(
                                    "Aldric",
                                    "handedness",
                                    "left handed",
                                    null,
                                    null,
                                    "fact",
                                    0.9,
                                    "Aldric is left handed")),
                    List.of(
                            new Claim(
                                    "Mira",
                                    "outfit",
                                    "a crimson cape",
                                    null,
                                    null,
                                    "fact",
                                    0.9,
                                    "Mira rocks a crimson cape"),
                            new Claim(
                                    "Mira",
                                    "cape",
                                    "crimson",
                                    null,
                                    "scene",
                                    "fact",
                                    0.9,
                                    "crimson cape")));

    @Provide
    Arbitrary<Integer> message() {
        return Arbitraries.integers().between(0, MESSAGES.size() - 1);
    }

    record Case(int message, Answer answer) {}

    @Provide
    Arbitrary<Case> cases() {
        return message()
                .flatMap(
                        i -> {
                            Arbitrary<Claim> claim =
                                    Combinators.combine(
                                                    Arbitraries.of(GOOD.get(i)),
                                                    Arbitraries.of(
                                                            "none",
                                                            "none",
                                                            "none",
                                                            "none",
                                                            "none",
                                                            "none",
                                                            "character",
                                                            "attribute",
                                                            "value",
                                                            "old",
                                                            "evidence",
                                                            "kind",
                                                            "confidence",
                                                            "scope"),
                                                    Arbitraries.of(
                                                            "Zora",
                                                            "Aldric",
                                                            "Mira",
                                                            "mira",
                                                            "Mira\u200b",
                                                            "xyz stuff",
                                                            "motto",
                                                            "yeux",
                                                            "hair",
                                                            "eyes",
                                                            "blue",
                                                            "grey",
                                                            "silver",
                                                            "green",
                                                            "amber",
                                                            "Mira's eyes are amber, not blue",
                                                            "MIRA KEEPS",
                                                            "0.3"))
                                            .as(ModelAnswerPropertiesTest::spoil);
                            Arbitrary<Answer> answer =
                                    Combinators.combine(
                                                    Arbitraries.of(
                                                            "claims", "claims", "claims", "claims",
                                                            "nothing", "unsure"),
                                                    claim.list().ofMinSize(0).ofMaxSize(4),
                                                    Arbitraries.of(
                                                            "", "", "", "think", "fence",
                                                            "garbage"))
                                            .as(Answer::new);
                            return answer.map(a -> new Case(i, a));
                        });
    }

    /**
     * One field of a good claim replaced by {@code with} (which may still be valid: the oracle
     * decides).
     */
    private static Claim spoil(Claim c, String field, String with) {
        return switch (field) {
            case "character" ->
                    new Claim(
                            with,
                            c.attribute(),
                            c.value(),
                            c.old(),
                            c.scope(),
                            c.kind(),
                            c.confidence(),
                            c.evidence());
            case "attribute" ->
                    new Claim(
                            c.character(),
                            with,
                            c.value(),
                            c.old(),
                            c.scope(),
                            c.kind(),
                            c.confidence(),
                            c.evidence());
            case "value" ->
                    new Claim(
                            c.character(),
                            c.attribute(),
                            with,
                            c.old(),
                            c.scope(),
                            c.kind(),
                            c.confidence(),
                            c.evidence());
            case "old" ->
                    new Claim(
                            c.character(),
                            c.attribute(),
                            c.value(),
                            with,
                            c.scope(),
                            c.kind(),
                            c.confidence(),
                            c.evidence());
            // words the message does not hold, though they hold the value (and the old value)
            case "evidence" ->
                    new Claim(
                            c.character(),
                            c.attribute(),
                            c.value(),
                            c.old(),
                            c.scope(),
                            c.kind(),
                            c.confidence(),
                            c.value() + (c.old() == null ? "" : " " + c.old()) + ", " + with);
            case "kind" ->
                    new Claim(
                            c.character(),
                            c.attribute(),
                            c.value(),
                            c.old(),
                            c.scope(),
                            "preference",
                            c.confidence(),
                            c.evidence());
            case "confidence" ->
                    new Claim(
                            c.character(),
                            c.attribute(),
                            c.value(),
                            c.old(),
                            c.scope(),
                            c.kind(),
                            0.3,
                            c.evidence());
            case "scope" ->
                    new Claim(
                            c.character(),
                            c.attribute(),
                            c.value(),
                            c.old(),
                            "story",
                            c.kind(),
                            c.confidence(),
                            c.evidence());
            default -> c;
        };
    }

    private static String evidence(String evidence, String message) {
        return evidence;
    }

    private static String json(Answer a, String message) {
        ObjectNode root = FakeModelServer.JSON.createObjectNode().put("verdict", a.verdict());
        ArrayNode list = root.putArray("claims");
        for (Claim c : a.claims()) {
            ObjectNode n =
                    list.addObject()
                            .put("character", c.character())
                            .put("attribute", c.attribute())
                            .put("new_value", c.value())
                            .put("old_value", c.old())
                            .put("scope", c.scope())
                            .put("kind", c.kind())
                            .put("confidence", c.confidence())
                            .put("evidence", evidence(c.evidence(), message));
        }
        String s = root.toString();
        return switch (a.wrapper()) {
            case "think" -> "<think>let me see</think>" + s;
            case "fence" -> "```json\n" + s + "\n```";
            case "garbage" -> s.substring(0, s.length() / 2);
            default -> s;
        };
    }

    /** Every check, written apart from the code it checks. */
    private static boolean allPass(Answer a, String message) {
        if (a.wrapper().equals("garbage")
                || !a.verdict().equals("claims")
                || a.claims().isEmpty()
                || a.claims().size() > 3) return false;
        String m = Fold.key(message);
        Set<String> slots = new HashSet<>();
        for (Claim c : a.claims()) {
            String ev = Fold.key(evidence(c.evidence(), message));
            if (!c.kind().equals("fact") || ev.isEmpty() || !m.contains(ev)) return false;
            if (!ev.contains(Fold.key(c.value()))) return false;
            if (c.old() != null
                    && (!ev.contains(Fold.key(c.old()))
                            || Fold.key(c.old()).equals(Fold.key(c.value())))) return false;
            String who =
                    KNOWN.stream()
                            .filter(k -> Fold.key(k).equals(Fold.key(c.character())))
                            .findFirst()
                            .orElse(null);
            if (who == null) return false;
            String attr;
            if (Lexicon.isKnown(c.attribute())) attr = Lexicon.canonical(c.attribute());
            else {
                // a noun of its own: one word of the evidence, not a character's name, not in the
                // value
                String a1 = Fold.key(c.attribute());
                boolean word =
                        !a1.contains(" ")
                                && (" " + ev.replaceAll("[^\\p{L}]", " ") + " ")
                                        .contains(" " + a1 + " ");
                boolean inValue =
                        (" " + Fold.key(c.value()).replaceAll("[^\\p{L}]", " ") + " ")
                                .contains(" " + a1 + " ");
                if (!word || inValue || KNOWN.stream().anyMatch(k -> Fold.key(k).equals(a1)))
                    return false;
                attr = a1;
            }
            if (!slots.add(who + "|" + attr)) return false;
        }
        return true;
    }

    @Property(tries = 120)
    void nothingIsWrittenUnlessEveryCheckPassesAndOnlyTheClaimedSlotOrNamedValueIsRetired(
            @ForAll("cases") Case k) {
        Answer a = k.answer();
        String message = MESSAGES.get(k.message());
        bot.guild = "p" + GUILDS.incrementAndGet();
        bot.remember("u1", "Mira", "Mira has blue eyes");
        bot.remember("u1", "Mira", "Mira has silver hair");
        bot.remember("u1", "Aldric", "Aldric has grey hair");
        bot.remember("u1", "Aldric", "Aldric wears a blue cloak");
        bot.slash("gm", true, SlashCommand.SETTINGS_MODEL, "state", "on");
        answer = json(a, message);
        List<Note> before = bot.dump();
        List<Reply> replies = bot.say("u1", "(( " + message + " ))");
        List<Note> after = bot.dump();
        boolean pass = allPass(a, message);
        if (pass) PASSING.incrementAndGet();
        if (!pass) {
            assertEquals(before, after, "a write although a check failed: " + answer);
            assertTrue(
                    replies.stream()
                            .noneMatch(
                                    r ->
                                            r.buttons().stream()
                                                    .anyMatch(
                                                            b -> b.label().equals("Yes, save it"))),
                    "a confirmation offered although a check failed: " + answer);
        }
        retiredOnlyWhereClaimed(before, after, a, message);
        for (Reply r : replies) {
            for (Button b : r.buttons()) {
                if (b.label().equals("Yes, save it")) {
                    assertTrue(pass);
                    List<Note> beforeClick = bot.dump();
                    bot.click("u1", false, "Yes, save it");
                    retiredOnlyWhereClaimed(beforeClick, bot.dump(), a, message);
                }
            }
        }
        assertEquals(
                1,
                bot.runtime().core().modelRecords(bot.guild).size(),
                "one stored record per model call");
    }

    private static void retiredOnlyWhereClaimed(
            List<Note> before, List<Note> after, Answer a, String message) {
        Map<String, Status> now = new HashMap<>();
        for (Note m : after) now.put(m.id(), m.status());
        List<String> wrong = new ArrayList<>();
        for (Note m : before) {
            if (m.status() != Status.ACTIVE || now.get(m.id()) == Status.ACTIVE) continue;
            boolean claimed =
                    a.claims().stream()
                            .anyMatch(
                                    c ->
                                            Fold.key(c.character()).equals(Fold.key(m.character()))
                                                    && (Lexicon.canonical(c.attribute())
                                                                    .equals(m.attributeWire())
                                                            || Fold.key(c.attribute())
                                                                    .equals(m.attributeWire())
                                                            || (c.old() != null
                                                                    && Fold.key(m.value())
                                                                            .contains(
                                                                                    Fold.key(
                                                                                            c
                                                                                                    .old())))));
            if (!claimed) wrong.add(m.text());
        }
        assertEquals(
                List.of(),
                wrong,
                "notes retired outside the claimed slots and named values, for "
                        + answer
                        + " on "
                        + message);
    }
}
