package continuity.trust;

import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.memory.Kind;
import continuity.memory.Note;
import continuity.memory.Slot;
import continuity.memory.Status;
import continuity.memory.Values;
import continuity.testing.TestBot;
import continuity.understand.FactClaim;
import continuity.understand.Fold;
import continuity.understand.KnownNames;
import continuity.understand.NamesFor;
import continuity.understand.Reader;
import continuity.understand.Subject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * For any stored notes and any message (corrections in casual and formal phrasing, both languages,
 * in-character lines that look like corrections), the message retires only notes in the slot of a
 * claim it makes or whose value it names, and never leaves two current facts in one slot. Each try
 * plays on its own server of one real SQLite file.
 */
class SupersessionPropertiesTest {
    private static Path dir;
    private static TestBot bot;
    private static final AtomicInteger TRIES = new AtomicInteger();
    private static final AtomicInteger RETIRED = new AtomicInteger();

    private static final List<String> CHARACTERS = List.of("Mira", "Corvin", "Élodie");
    private static final List<String> COLOURS =
            List.of("blue", "green", "grey", "black", "brown", "red", "hazel");
    private static final List<String> COULEURS =
            List.of("bleus", "verts", "gris", "noirs", "bruns", "roux");
    private static final List<String> JOBS =
            List.of("courier", "thief", "smuggler", "soldier", "sailor", "healer");
    private static final List<String> AGES = List.of("19", "20", "22", "24", "31");

    @BeforeContainer
    static void open() throws IOException {
        dir = Files.createTempDirectory("supersession-properties");
        bot = new TestBot(dir.resolve("db.sqlite"));
    }

    @AfterContainer
    static void close() throws IOException {
        bot.close();
        try (var files = Files.walk(dir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
        System.out.println(
                "supersession property: tries=" + TRIES.get() + " notes retired=" + RETIRED.get());
        assertTrue(
                RETIRED.get() > 0,
                "the generated messages must retire some notes, or the property tests nothing");
    }

    @Provide
    Arbitrary<List<String[]>> stored() {
        Arbitrary<String> c = Arbitraries.of(CHARACTERS);
        Arbitrary<String[]> note =
                Combinators.combine(
                                c,
                                Arbitraries.integers().between(0, 8),
                                Arbitraries.of(COLOURS),
                                Arbitraries.of(JOBS),
                                Arbitraries.of(AGES),
                                Arbitraries.of(COULEURS))
                        .as(
                                (ch, k, col, job, age, coul) ->
                                        new String[] {
                                            ch,
                                            switch (k) {
                                                case 0 -> ch + " has " + col + " eyes";
                                                case 1 -> ch + " has " + col + " hair";
                                                case 2 -> ch + " is " + age;
                                                case 3 -> ch + " is a " + job;
                                                case 4 ->
                                                        ch
                                                                + " has a scar over "
                                                                + (ch.equals("Corvin")
                                                                        ? "his"
                                                                        : "her")
                                                                + " right eye";
                                                case 5 -> ch + " keeps a " + col + " journal";
                                                case 6 -> ch + " is left-handed";
                                                case 7 -> ch + " a les yeux " + coul;
                                                default ->
                                                        ch
                                                                + " is "
                                                                + CHARACTERS.get(
                                                                        (CHARACTERS.indexOf(ch) + 1)
                                                                                % 3)
                                                                + "'s brother";
                                            }
                                        });
        return note.list().ofMinSize(1).ofMaxSize(6);
    }

    @Provide
    Arbitrary<String> messages() {
        Arbitrary<String> c = Arbitraries.of(CHARACTERS);
        Arbitrary<String> col = Arbitraries.of(COLOURS);
        Arbitrary<String> job = Arbitraries.of(JOBS);
        Arbitrary<String> age = Arbitraries.of(AGES);
        Arbitrary<String> coul = Arbitraries.of(COULEURS);
        Arbitrary<String> text =
                Combinators.combine(c, col, col, job, job, age, age, coul)
                        .as(
                                (ch, c1, c2, j1, j2, a1, a2, f1) ->
                                        new String[] {
                                            ch + "'s eyes are " + c1 + ", not " + c2,
                                            Fold.key(ch)
                                                    + "s hair is "
                                                    + c1
                                                    + " not "
                                                    + c2
                                                    + " lol",
                                            "lol no " + Fold.key(ch) + "'s " + a1 + " not " + a2,
                                            ch + " is a " + j1 + ", not a " + j2,
                                            ch + " has " + c1 + " eyes",
                                            ch
                                                    + " is no longer a "
                                                    + j1
                                                    + ", she's a "
                                                    + j2
                                                    + " now",
                                            "sorry "
                                                    + Fold.key(ch)
                                                    + "'s scar is over the left eye, not the right one",
                                            "from now on "
                                                    + ch
                                                    + " has "
                                                    + c1
                                                    + " eyes and "
                                                    + c2
                                                    + " hair",
                                            "the journal is " + c1 + ", not " + c2,
                                            "les yeux de " + ch + " sont " + f1 + ", pas " + c2,
                                            "non "
                                                    + Fold.key(ch)
                                                    + " a pas "
                                                    + a1
                                                    + " ans, elle en a "
                                                    + a2,
                                            ch + " isnt " + a1 + " she's " + a2,
                                            "her hair's actually " + c1 + " not " + c2,
                                            ch
                                                    + "'s eyes are "
                                                    + c1
                                                    + ", not "
                                                    + c2
                                                    + ". also she's "
                                                    + a1
                                                    + " now",
                                        })
                        .flatMap(Arbitraries::of);
        Arbitrary<String> wrapped =
                Combinators.combine(
                                text,
                                Arbitraries.of(
                                        "(( %s ))",
                                        "// %s",
                                        "OOC: %s",
                                        "[%s]",
                                        "(( hrp %s ))",
                                        "\"%s,\" she said.",
                                        "*%s*",
                                        "%s",
                                        "%s 😤"))
                        .as((t, w) -> String.format(w, t));
        return wrapped;
    }

    @Property(tries = 250)
    void aMessageRetiresOnlyWhatItContradicts(
            @ForAll("stored") List<String[]> stored, @ForAll("messages") String message) {
        int n = TRIES.incrementAndGet();
        bot.guild = "g" + n;
        for (String[] s : stored) bot.remember("u1", s[0], s[1]);
        Map<String, Note> before = active();
        bot.say("u1", message);
        Map<String, Note> after = active();

        Set<String> known =
                before.values().stream().map(Note::characterKey).collect(Collectors.toSet());
        List<FactClaim> claims =
                Reader.read(message, null, false, false, names(known), false).facts();
        for (Note was : before.values()) {
            if (after.containsKey(was.id())) continue;
            RETIRED.incrementAndGet();
            boolean explained =
                    claims.stream()
                            .anyMatch(
                                    c ->
                                            about(c, was, known)
                                                    && ((c.detail().named()
                                                                    && c.detail()
                                                                            .equals(was.detail()))
                                                            || (c.oldValue() != null
                                                                    && (Values.fits(
                                                                                    c.oldValue(),
                                                                                    was.value())
                                                                            || Values.names(
                                                                                    c.oldValue(),
                                                                                    was.text())))));
            assertTrue(
                    explained,
                    "'"
                            + message
                            + "' retired '"
                            + was.text()
                            + "' ("
                            + was.attributeWire()
                            + "), which none of its claims is about: "
                            + claims);
        }
        Map<Slot, Note> slots = new HashMap<>();
        for (Note m : after.values()) {
            if (m.kind() != Kind.FACT || m.detail().free()) continue;
            Note other = slots.put(Slot.of(m), m);
            assertTrue(
                    other == null,
                    "two current facts in one slot after '" + message + "': " + other + " / " + m);
        }
    }

    private static boolean about(FactClaim c, Note m, Set<String> known) {
        Subject s = c.subject();
        if (s.type() == Subject.Type.NAMED)
            return Fold.key(s.name()).equals(m.characterKey())
                    || !known.contains(Fold.key(s.name()));
        return true; // a pronoun or "my" is resolved by the core to one of the known characters
    }

    private static Map<String, Note> active() {
        Map<String, Note> out = new HashMap<>();
        for (Note m : bot.dump()) if (m.status() == Status.ACTIVE) out.put(m.id(), m);
        return out;
    }

    private static KnownNames names(Set<String> keys) {
        return new NamesFor(keys.toArray(String[]::new));
    }
}
