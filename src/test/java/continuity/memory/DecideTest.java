package continuity.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Lang;
import continuity.memory.Decide.Decision;
import continuity.memory.Decide.Who;
import continuity.memory.wording.Sentences;
import continuity.understand.Detail;
import continuity.understand.FactClaim;
import continuity.understand.ScopeCue;
import continuity.understand.Subject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The rule of what replaces what, as tables of (notes, claim, place, who) -> decision, with no
 * database: {@link Decide} alone. Each row is
 *
 * <pre>notes | claim | place | who | decision</pre>
 *
 * <ul>
 *   <li>notes: {@code attr:value@P} (profile), {@code @S} (the story "AU"), {@code @C} (the running
 *       scene), comma-separated; {@code ~fr} a note written in French, {@code #old} a retired one,
 *       {@code corvin/} another character's. Mira's notes unless said.
 *   <li>claim: {@code attr:value}, {@code ?} for no attribute named; {@code not X} the old value
 *       named; {@code @P}/{@code @S}/{@code @C} the scope the words said; {@code ~fr} French words.
 *   <li>place: {@code -} (the channel's own story, no scene), {@code S} (the named story "AU"),
 *       {@code C} (a scene in the channel's own story), {@code SC} (a scene in "AU").
 *   <li>who: {@code owner} (decides) or {@code other} (only proposes).
 *   <li>decision: {@code write P eyes > note} (scope, attribute, the note retired), {@code dispute
 *       ...}, {@code ask scope [< note]}, {@code ask scope no scene}, {@code ask which S [notes]},
 *       {@code ask which S unmatched [note]}, {@code noted note}.
 * </ul>
 *
 * A row with {@code {a}}, {@code {b}}, {@code {c}} is played for every pair of distinct colours (a,
 * b), c being another colour than both.
 */
class DecideTest {
    static final List<String> COLOURS = List.of("blue", "green", "grey", "black", "brown", "amber");

    static final String TABLE =
            """
            # nothing noted: a new note, in the profile outside a story, in the story inside one
                                        | eyes:{a}              | -  | owner | write P eyes
                                        | eyes:{a}              | S  | owner | write S eyes
                                        | eyes:{a}              | SC | owner | write S eyes
                                        | eyes:{a}              | -  | other | dispute P eyes
                                        | eyes:{a} not {b}      | -  | owner | write P eyes
            # the slot's note is replaced, whether or not the old value is named
            eyes:{a}@P                  | eyes:{b}              | -  | owner | write P eyes > eyes:{a}@P
            eyes:{a}@P                  | eyes:{b} not {a}      | -  | owner | write P eyes > eyes:{a}@P
            eyes:{a}@P                  | eyes:{b} not {a}      | -  | other | dispute P eyes > eyes:{a}@P
            eyes:{a}@P                  | eyes:{b}              | -  | other | dispute P eyes > eyes:{a}@P
            eyes:{a}@P,hair:{b}@P       | eyes:{b}              | -  | owner | write P eyes > eyes:{a}@P
            eyes:{a}@P,hair:{b}@P       | hair:{a} not {b}      | -  | owner | write P hair > hair:{b}@P
            # the same value again: already noted, for anyone
            eyes:{a}@P                  | eyes:{a}              | -  | owner | noted eyes:{a}@P
            eyes:{a}@P                  | eyes:{a}              | -  | other | noted eyes:{a}@P
            eyes:{a}@P                  | eyes:{a}              | S  | owner | noted eyes:{a}@P
            eyes:{a}@S                  | eyes:{a}              | S  | other | noted eyes:{a}@S
            # a named old value that no current note holds: asked, the slot's note the one choice
            eyes:{a}@P                  | eyes:{b} not {c}      | -  | owner | ask which P unmatched [eyes:{a}@P]
            eyes:{a}@P                  | eyes:{b} not {c}      | -  | other | ask which P unmatched [eyes:{a}@P]
            eyes:{a}@S                  | eyes:{b} not {c}      | S  | owner | ask which S unmatched [eyes:{a}@S]
            eyes:{a}@P                  | eyes:{b} not {c} @P   | S  | owner | ask which P unmatched [eyes:{a}@P]
            # ... unless the words and the note are in different languages (they cannot be compared)
            eyes:{a}@P                  | eyes:{b} not {c} ~fr  | -  | owner | write P eyes > eyes:{a}@P
            eyes:{a}@P~fr               | eyes:{b} not {c}      | -  | owner | write P eyes > eyes:{a}@P~fr
            eyes:{a}@P~fr               | eyes:{b} not {c} ~fr  | -  | owner | ask which P unmatched [eyes:{a}@P~fr]
            # ... and the new value already being the current one is noted, not asked
            eyes:{b}@P                  | eyes:{b} not {c}      | -  | owner | noted eyes:{b}@P
            # no attribute in the words: the named note's, else a free note
            eyes:{a}@P,hair:{b}@P       | ?:{c} not {b}         | -  | owner | write P hair > hair:{b}@P
            eyes:{a}@P                  | ?:{b}                 | -  | owner | write P note
            eyes:{a}@P                  | ?:{b} not {c}         | -  | owner | write P note
            # two notes named: the slot's one when it is among them, else asked
            eyes:{a}@P,hair:{a}@P       | eyes:{b} not {a}      | -  | owner | write P eyes > eyes:{a}@P
            eyes:{a}@P,hair:{a}@P       | ?:{b} not {a}         | -  | owner | ask which P [eyes:{a}@P, hair:{a}@P]
            hair:{a}@P,skin:{a}@P       | eyes:{b} not {a}      | -  | owner | ask which P [hair:{a}@P, skin:{a}@P]
            # one note named and another in the new slot: replacing one would leave two
            hair:{a}@P,eyes:{b}@P       | eyes:{c} not {a}      | -  | owner | ask which P [hair:{a}@P, eyes:{b}@P]
            hair:{a}@P                  | eyes:{c} not {a}      | -  | owner | write P eyes > hair:{a}@P
            # only this character, only current notes, only this scope instance
            corvin/eyes:{a}@P           | eyes:{b} not {a}      | -  | owner | write P eyes
            corvin/eyes:{a}@P           | eyes:{b}              | -  | owner | write P eyes
            eyes:{a}@P#old              | eyes:{b} not {a}      | -  | owner | write P eyes
            eyes:{a}@P#old,eyes:{b}@P   | eyes:{c}              | -  | owner | write P eyes > eyes:{b}@P
            eyes:{a}@S                  | eyes:{b}              | -  | owner | write P eyes
            eyes:{a}@C                  | eyes:{b}              | S  | owner | write S eyes
            eyes:{a}@S                  | eyes:{b} @S           | -  | owner | write S eyes
            # inside a story: the story's note, else the profile's is asked about (never overwritten)
            eyes:{a}@S                  | eyes:{b}              | S  | owner | write S eyes > eyes:{a}@S
            eyes:{a}@S                  | eyes:{b}              | S  | other | dispute S eyes > eyes:{a}@S
            eyes:{a}@P,eyes:{b}@S       | eyes:{c}              | S  | owner | write S eyes > eyes:{b}@S
            eyes:{a}@P                  | eyes:{b}              | S  | owner | ask scope < eyes:{a}@P
            eyes:{a}@P                  | eyes:{b} not {a}      | S  | owner | ask scope < eyes:{a}@P
            eyes:{a}@P                  | eyes:{b}              | S  | other | dispute S eyes
            eyes:{a}@P                  | eyes:{b}              | C  | owner | ask scope < eyes:{a}@P
            eyes:{a}@P                  | eyes:{b}              | C  | other | dispute P eyes > eyes:{a}@P
            eyes:{a}@P                  | eyes:{b}              | SC | owner | ask scope < eyes:{a}@P
            eyes:{a}@P,hair:{a}@P       | ?:{b} not {a}         | S  | owner | ask scope
            # inside a scene: the scene's note first
            eyes:{a}@C                  | eyes:{b}              | SC | owner | write C eyes > eyes:{a}@C
            eyes:{a}@C                  | eyes:{b}              | C  | owner | write C eyes > eyes:{a}@C
            eyes:{a}@C,eyes:{b}@S       | eyes:{c}              | SC | owner | write C eyes > eyes:{a}@C
            eyes:{a}@C,eyes:{b}@S       | eyes:{c}              | SC | other | dispute C eyes > eyes:{a}@C
            # the scope the words said
            eyes:{a}@P                  | eyes:{b} @P           | S  | owner | write P eyes > eyes:{a}@P
            eyes:{a}@P                  | eyes:{b} @S           | S  | owner | write S eyes
            eyes:{a}@P                  | eyes:{b} @S           | -  | owner | write S eyes
            eyes:{a}@P                  | eyes:{b} @C           | SC | owner | write C eyes
            eyes:{a}@P                  | eyes:{b} @C           | S  | owner | ask scope no scene
            eyes:{a}@P                  | eyes:{b} @C           | -  | owner | ask scope no scene
            eyes:{a}@P                  | eyes:{b} @C           | S  | other | dispute S eyes
            eyes:{a}@S                  | eyes:{b} @C           | S  | other | dispute S eyes > eyes:{a}@S
            # details a character may have several of: a second one adds up unless the first is named
            sibling:a brother@P         | sibling:a sister      | -  | owner | write P note
            sibling:a brother@P         | sibling:a sister not a brother | - | owner | write P sibling > sibling:a brother@P
            sibling:a brother@P         | sibling:a brother     | -  | owner | noted sibling:a brother@P
            sibling:a brother@P         | sibling:a sister      | -  | other | dispute P note
            scar:on the cheek@P         | scar:on the hand      | -  | owner | write P note
            pet:a raven@P               | pet:a cat not a raven | -  | owner | write P pet > pet:a raven@P
            # numbers and words
            age:19@P                    | age:22 not 19         | -  | owner | write P age > age:19@P
            age:19@P                    | age:22                | -  | owner | write P age > age:19@P
            age:19@P                    | age:22 not 20         | -  | owner | ask which P unmatched [age:19@P]
            age:19@P,eyes:{a}@P         | age:22 not {a}        | -  | owner | ask which P [eyes:{a}@P, age:19@P]
            occupation:a courier@P      | occupation:a thief not a courier | - | owner | write P occupation > occupation:a courier@P
            occupation:a courier@P      | occupation:a thief    | S  | owner | ask scope < occupation:a courier@P
            """;

    @Test
    void theTable() {
        long start = System.nanoTime();
        List<String> failures = new ArrayList<>();
        int rows = 0;
        for (String line : TABLE.split("\n")) {
            if (line.isBlank() || line.strip().startsWith("#")) continue;
            for (String row : expand(line)) {
                rows++;
                String[] cell = row.split("\\|");
                if (cell.length != 5) throw new IllegalArgumentException("bad row: " + row);
                List<Note> notes = notes(cell[0].strip());
                Draft claim = claim(cell[1].strip());
                Place place = place(cell[2].strip());
                Who who = cell[3].strip().equals("owner") ? Who.DECIDES : Who.PROPOSES;
                String got = describe(Decide.claim(notes, claim, place, who));
                String want = cell[4].strip();
                if (!got.equals(want)) failures.add(row.strip() + "\n      got: " + got);
            }
        }
        long ms = (System.nanoTime() - start) / 1_000_000;
        System.out.println("decide table: " + rows + " rows in " + ms + " ms");
        assertTrue(rows >= 500, "the table has " + rows + " rows");
        assertEquals("", String.join("\n", failures), failures.size() + " rows differ");
    }

    @Test
    void acceptReplacesTheSlotsNoteOrTheNamedOneAndRefusesWhenTheyDiffer() {
        Note blue = note("eyes:blue@P"), green = note("eyes:green@P");
        Note proposal = proposal("eyes:grey@P", null);
        String kept = " (keeps its words)";
        assertEquals(
                "write P eyes > eyes:blue@P" + kept,
                describe(Decide.accept(List.of(blue), proposal)));
        assertEquals("write P eyes" + kept, describe(Decide.accept(List.of(), proposal)));
        Note named = proposal("eyes:grey@P", blue.id());
        assertEquals(
                "write P eyes > eyes:blue@P" + kept, describe(Decide.accept(List.of(blue), named)));
        assertEquals(
                "write P note > eyes:blue@P" + kept,
                describe(Decide.accept(List.of(blue), proposal("?eyes:grey@P", blue.id()))),
                "a free proposal replaces the note it named");
        // the slot was filled by another note since the proposal named blue
        Note hair = note("hair:black@P");
        Note namedHair = proposal("eyes:grey@P", hair.id());
        assertEquals(
                "refuse NOTE_CHANGED", describe(Decide.accept(List.of(green, hair), namedHair)));
        assertEquals(
                "refuse EXPIRED",
                describe(Decide.accept(List.of(blue), blue)),
                "only a proposal can be accepted");
    }

    @Test
    void undoBringsBackWhatItReplacedUnlessItsSlotWasTakenSince() {
        Note blue = note("eyes:blue@P");
        Note green = note("eyes:green@P").replacing(blue.id());
        Note blueRetired =
                blue.withStatus(
                        Status.SUPERSEDED, Instant.EPOCH, green.id(), Retire.Reason.of("x"));
        assertEquals(
                "restore eyes:blue@P", describe(Decide.undo(List.of(green), green, blueRetired)));
        assertEquals("withdraw", describe(Decide.undo(List.of(green), green, null)));
        assertEquals(
                "withdraw",
                describe(Decide.undo(List.of(green), green, blue)),
                "a predecessor that is not retired by this note stays where it is");
        // the note replaced held hair; another hair note is current since
        Note hair = note("hair:black@P");
        Note eyes = note("eyes:grey@P").replacing(hair.id());
        Note hairRetired =
                hair.withStatus(Status.SUPERSEDED, Instant.EPOCH, eyes.id(), Retire.Reason.of("x"));
        Note newHair = note("hair:silver@P");
        assertEquals(
                "refuse NOTE_CHANGED",
                describe(Decide.undo(List.of(eyes, newHair), eyes, hairRetired)));
        assertEquals(
                "refuse EXPIRED",
                describe(Decide.undo(List.of(), blueRetired, null)),
                "a note no longer current cannot be undone");
    }

    @Test
    void aChosenNoteIsReplacedInItsPlaceNeverBesideANoteItDidNotName() {
        Note hair = note("hair:black@P");
        Note pending = pending("?grey@P");
        assertEquals(
                "write P hair > hair:black@P",
                describe(Decide.chosen(List.of(hair), pending, hair)));
        Note eyesPending = pending("eyes:grey@P");
        assertEquals(
                "write P eyes > hair:black@P",
                describe(Decide.chosen(List.of(hair), eyesPending, hair)));
        Note eyes = note("eyes:blue@P");
        assertEquals(
                "write P hair > hair:black@P (keeps its words)",
                describe(Decide.chosen(List.of(hair, eyes), eyesPending, hair)),
                "the eyes slot is taken: it takes the chosen note's place");
        assertEquals(
                "refuse EXPIRED",
                describe(
                        Decide.chosen(
                                List.of(),
                                eyesPending,
                                hair.withStatus(Status.SUPERSEDED, null, null, null))));
    }

    @Test
    void anImportedNoteFindsTheCurrentNoteOfItsSlot() {
        Note blue = note("eyes:blue@P");
        Note story = note("eyes:green@S");
        assertEquals(blue, Decide.holder(List.of(story, blue), Slot.of(note("eyes:grey@P"))));
        assertEquals(story, Decide.holder(List.of(story, blue), Slot.of(note("eyes:grey@S"))));
        assertEquals(null, Decide.holder(List.of(story, blue), Slot.of(note("hair:grey@P"))));
        assertEquals(
                null,
                Decide.holder(List.of(note("note:a diary@P")), Slot.of(note("note:a map@P"))),
                "free notes add up");
    }

    // ---- the notation

    static List<String> expand(String line) {
        if (!line.contains("{a}")) return List.of(line);
        List<String> out = new ArrayList<>();
        for (String a : COLOURS) {
            for (String b : COLOURS) {
                if (a.equals(b)) continue;
                String c =
                        COLOURS.stream()
                                .filter(x -> !x.equals(a) && !x.equals(b))
                                .findFirst()
                                .orElseThrow();
                out.add(line.replace("{a}", a).replace("{b}", b).replace("{c}", c));
            }
        }
        return out;
    }

    static final Story AU = new Story("story:au", "AU");
    static final Story CHANNEL = Story.ofChannel("c1");
    static final Scene SCENE = new Scene("sc1", "g1", "c1", "story:au", "Duel", null, null, null);

    static Place place(String s) {
        return switch (s) {
            case "-" -> new Place("g1", "c1", "c1", CHANNEL, null);
            case "S" -> new Place("g1", "c1", "c1", AU, null);
            case "C" -> new Place("g1", "c1", "c1", CHANNEL, SCENE);
            case "SC" -> new Place("g1", "c1", "c1", AU, SCENE);
            default -> throw new IllegalArgumentException(s);
        };
    }

    static List<Note> notes(String s) {
        List<Note> out = new ArrayList<>();
        if (s.isEmpty()) return out;
        for (String n : s.split(",")) out.add(note(n.strip()));
        return out;
    }

    /** {@code [corvin/]attr:value@X[~fr][#old]}; its id is its spec, so decisions name it. */
    static Note note(String spec) {
        String rest = spec;
        boolean old = rest.endsWith("#old");
        if (old) rest = rest.substring(0, rest.length() - 4);
        boolean fr = rest.endsWith("~fr");
        if (fr) rest = rest.substring(0, rest.length() - 3);
        String character = "Mira";
        if (rest.startsWith("corvin/")) {
            character = "Corvin";
            rest = rest.substring(7);
        }
        String where = rest.substring(rest.lastIndexOf('@') + 1);
        rest = rest.substring(0, rest.lastIndexOf('@'));
        String attribute = rest.substring(0, rest.indexOf(':'));
        String value = rest.substring(rest.indexOf(':') + 1);
        Scope scope =
                switch (where) {
                    case "P" -> Scope.PROFILE;
                    case "S" -> Scope.STORY;
                    case "C" -> Scope.SCENE;
                    default -> throw new IllegalArgumentException(spec);
                };
        String scopeId = scope == Scope.STORY ? AU.key() : scope == Scope.SCENE ? SCENE.id() : null;
        Lang lang = fr ? Lang.FR : Lang.EN;
        String text =
                Detail.of(attribute).free()
                        ? character + ": " + value
                        : Sentences.fact(lang, character, Detail.of(attribute), value);
        return Note.of(
                spec,
                "g1",
                character,
                character.toLowerCase(Locale.ROOT),
                attribute,
                value,
                text,
                Kind.FACT,
                scope,
                scopeId,
                null,
                old ? Status.SUPERSEDED : Status.ACTIVE,
                "u1",
                "c1",
                null,
                Instant.EPOCH,
                null,
                null,
                null,
                null,
                fr ? "fr" : "en");
    }

    /** A proposal (disputed) of {@code spec}; {@code ?} before it: it named no attribute. */
    static Note proposal(String spec, String replaces) {
        boolean free = spec.startsWith("?");
        Note m = note(free ? spec.substring(1) : spec);
        if (free) m = m.withDetail(Detail.FREE, m.text());
        return m.withStatus(Status.DISPUTED, null, null, null).replacing(replaces);
    }

    /** A change waiting for an answer; {@code ?value@X}: it named no attribute. */
    static Note pending(String spec) {
        Note m =
                spec.startsWith("?")
                        ? note(Detail.FREE.key() + ":" + spec.substring(1))
                        : note(spec);
        return m.withStatus(Status.PENDING, null, null, null);
    }

    /** {@code attr:value [not old] [@P|@S|@C] [~fr] [change]}, {@code ?} for no attribute. */
    static Draft claim(String s) {
        String rest = s;
        boolean fr = rest.endsWith("~fr");
        if (fr) rest = rest.substring(0, rest.length() - 3).strip();
        ScopeCue cue = null;
        if (rest.matches(".* @[PSC]")) {
            cue =
                    switch (rest.charAt(rest.length() - 1)) {
                        case 'P' -> ScopeCue.EVERYWHERE;
                        case 'S' -> ScopeCue.STORY;
                        default -> ScopeCue.SCENE;
                    };
            rest = rest.substring(0, rest.length() - 3).strip();
        }
        String attribute = rest.substring(0, rest.indexOf(':'));
        rest = rest.substring(rest.indexOf(':') + 1);
        String old = null;
        int not = rest.indexOf(" not ");
        if (not >= 0) {
            old = rest.substring(not + 5);
            rest = rest.substring(0, not);
        }
        return new Draft(
                new FactClaim(
                        Subject.named("Mira"),
                        Detail.of(attribute.equals("?") ? null : attribute),
                        rest,
                        old,
                        cue,
                        fr ? Lang.FR : Lang.EN,
                        old != null,
                        rest),
                "mira",
                "Mira",
                "",
                null);
    }

    static String describe(Decision d) {
        if (d instanceof Decide.Write w)
            return "write "
                    + scope(w.scope())
                    + " "
                    + w.detail()
                    + replaces(w.replaces())
                    + (w.keepText() ? " (keeps its words)" : "");
        if (d instanceof Decide.Dispute p)
            return "dispute " + scope(p.scope()) + " " + p.detail() + replaces(p.replaces());
        if (d instanceof Decide.AskScope a)
            return a.noScene()
                    ? "ask scope no scene"
                    : "ask scope" + (a.elsewhere() == null ? "" : " < " + a.elsewhere().id());
        if (d instanceof Decide.AskWhich w)
            return "ask which "
                    + scope(w.scope())
                    + (w.unmatched() ? " unmatched" : "")
                    + " ["
                    + w.choices().stream().map(Note::id).collect(Collectors.joining(", "))
                    + "]";
        if (d instanceof Decide.AlreadyNoted n) return "noted " + n.current().id();
        if (d instanceof Decide.Refuse r) return "refuse " + r.why();
        if (d instanceof Decide.Restore r) return "restore " + r.old().id();
        if (d instanceof Decide.Withdraw) return "withdraw";
        throw new IllegalStateException(String.valueOf(d));
    }

    static String replaces(Note m) {
        return m == null ? "" : " > " + m.id();
    }

    static String scope(Scope s) {
        return switch (s) {
            case PROFILE -> "P";
            case STORY -> "S";
            case SCENE -> "C";
            default -> s.name();
        };
    }
}
