package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Corrections written the way players type them, with names the development scenarios never use:
 * glued negations, "meant to say", "i wrote X's eyes as blue", "r" for "are", weapons by their
 * noun, "je voulais dire que".
 */
class CasualPhrasingTest {
    private static final KnownNames NAMES = new NamesFor("Kael", "Sable", "Wren", "Théo", "Maëlle");

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            value = {
                "(( kael's not an elf, he's a half-orc ))|kael|species|a half-orc|an elf",
                "(( oops meant to say wren's eyes are amber, not gold ))|wren|eyes|amber|gold",
                "(( fyi wren's sword is called Thornbite ))|wren|weapon|Thornbite|-",
                "(( just realized i wrote kael's eyes as blue, theyre actually green ))|kael|eyes|green|blue",
                "(( sable's eyes r green not blue ))|sable|eyes|green|blue",
                "(( sable's no longer a courier, she's a thief now ))|sable|occupation|a thief|a courier",
                "(( je voulais dire que Théo a 17 ans, pas 16 ))|Théo|age|17|16",
                "(( petite correction : maëlle a les yeux gris, pas bleus ))|maëlle|eyes|gris|bleus",
                "[ooc: sable uses they/them, not she/her]|sable|pronouns|they/them|she/her",
                "(( kael is 6'2 not 5'11 btw ))|kael|height|6'2|5'11",
                "(( ooc - kael has freckles btw ))|kael|freckles|freckles|-",
                "(( sable has a beard now, not stubble ))|sable|beard|a beard|stubble",
                "(( wren wears glasses ))|wren|glasses|glasses|-",
            })
    void readsOneClaim(String text, String character, String attribute, String value, String old) {
        List<FactClaim> facts = Reader.read(text, null, false, false, NAMES, false).facts();
        assertEquals(1, facts.size(), text + " -> " + facts);
        FactClaim f = facts.get(0);
        assertEquals(character, f.subject().name(), f.toString());
        assertEquals(Detail.of(attribute), f.detail(), f.toString());
        assertEquals(value, f.value(), f.toString());
        assertEquals(old, f.oldValue(), f.toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "(( ooc: can kael's replies be shorter pls ))|Kael",
                "(( plz no romance for sable ))|Sable",
                "(( j'aimerais que théo parle de façon plus formelle ))|Théo",
            })
    void readsAWishAsAPreference(String text, String character) {
        Reading r = Reader.read(text, null, false, false, NAMES, false);
        assertEquals(
                Fold.key(character),
                r.preference() == null ? null : Fold.key(r.preference().character()),
                r.toString());
        assertEquals(List.of(), r.facts(), "a wish is not a story fact");
    }
}
