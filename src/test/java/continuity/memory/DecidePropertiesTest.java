package continuity.memory;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.memory.Decide.Decision;
import continuity.memory.Decide.Who;
import continuity.understand.Detail;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * For any notes of a character (current and retired, in the profile, the story and a scene, of it
 * and of another character, in English and French) and any claim (with or without an attribute, an
 * old value, a scope said, from the owner or not), in any place: what {@link Decide} writes never
 * leaves two current facts in one slot, and what it retires is a current fact of the character, in
 * the scope written, in the claim's slot or holding the old value the claim named. When it asks
 * which note, whichever the author picks keeps the same promises. No database: thousands of tries
 * in a second.
 */
class DecidePropertiesTest {
    static final List<String> ATTRIBUTES = List.of("eyes", "hair", "age", "sibling", "note");
    static final List<String> VALUES = List.of("blue", "green", "grey", "black", "bleus", "19");
    static final List<String> PLACES = List.of("-", "S", "C", "SC");

    @Provide
    Arbitrary<List<String>> notes() {
        Arbitrary<String> one =
                Combinators.combine(
                                Arbitraries.of("", "corvin/"),
                                Arbitraries.of(ATTRIBUTES),
                                Arbitraries.of(VALUES),
                                Arbitraries.of("P", "S", "C"),
                                Arbitraries.of("", "", "~fr"),
                                Arbitraries.of("", "", "", "#old"))
                        .as((c, a, v, s, l, o) -> c + a + ":" + v + "@" + s + l + o);
        return one.list().ofMaxSize(8);
    }

    @Provide
    Arbitrary<String> claims() {
        return Combinators.combine(
                        Arbitraries.of("eyes", "hair", "age", "sibling", "?"),
                        Arbitraries.of(VALUES),
                        Arbitraries.of("", "", " not blue", " not green", " not 19", " not red"),
                        Arbitraries.of("", "", "", " @P", " @S", " @C"),
                        Arbitraries.of("", "", " ~fr"))
                .as((a, v, o, c, l) -> a + ":" + v + o + c + l);
    }

    @Property(tries = 3000)
    boolean neverTwoCurrentFactsInOneSlotNorARetirementOutsideTheClaim(
            @ForAll("notes") List<String> specs,
            @ForAll("claims") String claimSpec,
            @ForAll("places") String placeSpec,
            @ForAll boolean owner) {
        // the notes as stored: one current fact per slot at most (a later one in a slot is retired)
        List<Note> notes = new ArrayList<>();
        Set<Slot> slots = new HashSet<>();
        Set<String> ids = new HashSet<>();
        for (String spec : specs) {
            if (!ids.add(spec)) continue;
            Note m = DecideTest.note(spec);
            if (m.status() == Status.ACTIVE && !Slot.of(m).free() && !slots.add(Slot.of(m)))
                m = m.withStatus(Status.SUPERSEDED, null, null, null);
            notes.add(m);
        }
        Draft claim = DecideTest.claim(claimSpec);
        Place place = DecideTest.place(placeSpec);
        Decision d = Decide.claim(notes, claim, place, Who.of(owner));
        check(notes, claim, place, d);
        if (d instanceof Decide.AskWhich w) {
            // the author may pick any note offered
            Note pending =
                    DecideTest.note(
                                    claim.detail().or(Detail.FREE).key()
                                            + ":"
                                            + claim.value()
                                            + "@P")
                            .withStatus(Status.PENDING, null, null, null);
            for (Note c : w.choices()) {
                Decision picked = Decide.chosen(notes, pending, c);
                assertTrue(picked instanceof Decide.Write, "a current choice is written");
                Decide.Write pw = (Decide.Write) picked;
                assertSame(c, pw.replaces(), "the note picked is the one retired");
                assertTrue(
                        oneFactPerSlot(after(notes, pw, c.scopeId())),
                        "two current facts in one slot after picking " + c.id());
            }
        }
        return true;
    }

    @Provide
    Arbitrary<String> places() {
        return Arbitraries.of(PLACES);
    }

    private static void check(List<Note> notes, Draft claim, Place place, Decision d) {
        if (!(d instanceof Decide.Write w)) {
            return; // a proposal, a question or "already noted" changes no current note
        }
        String scopeId = place.scopeId(w.scope());
        Note r = w.replaces();
        if (r != null) {
            assertTrue(
                    r.status() == Status.ACTIVE && r.kind() == Kind.FACT,
                    "retires a current fact: " + r.id());
            assertTrue(r.characterKey().equals(claim.characterKey()), "of the claim's character");
            assertTrue(
                    r.scope() == w.scope() && Objects.equals(r.scopeId(), scopeId),
                    "in the scope written: " + r.id() + " for " + w);
            boolean inSlot = r.detail().equals(claim.detail());
            boolean named =
                    claim.oldValue() != null
                            && (Values.fits(claim.oldValue(), r.value())
                                    || Values.names(claim.oldValue(), r.text()));
            assertTrue(
                    inSlot || named,
                    "retires " + r.id() + ", neither the claim's slot nor its old value");
        }
        assertTrue(
                oneFactPerSlot(after(notes, w, scopeId)),
                "two current facts in one slot after " + w);
    }

    /** The notes once the write is applied: the replaced note retired, the new one current. */
    private static List<Note> after(List<Note> notes, Decide.Write w, String scopeId) {
        List<Note> out = new ArrayList<>();
        for (Note m : notes)
            out.add(
                    w.replaces() != null && m.id().equals(w.replaces().id())
                            ? m.withStatus(Status.SUPERSEDED, null, "new", Retire.Reason.CORRECTED)
                            : m);
        Note written =
                DecideTest.note(w.detail().key() + ":new@P").inScope(w.scope(), scopeId, null);
        out.add(written);
        return out;
    }

    private static boolean oneFactPerSlot(List<Note> notes) {
        Map<Slot, String> seen = new HashMap<>();
        for (Note m : notes) {
            if (m.status() != Status.ACTIVE || Slot.of(m).free()) continue;
            if (seen.put(Slot.of(m), m.id()) != null) return false;
        }
        return true;
    }
}
