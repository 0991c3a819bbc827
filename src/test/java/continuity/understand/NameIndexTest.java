package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Which character a written name means, in the index the core and the eval share. */
class NameIndexTest {
    private final NameIndex names =
            NameIndex.of(
                    List.of(
                            "Matthias Oberli",
                            "Prior Eadric",
                            "Aurèle Pralong",
                            "Aurèle Vogt",
                            "Mira",
                            "Sir Aldous"));

    @Test
    void aWholeNameInAnyCaseOrAccents() {
        assertEquals(Optional.of("Matthias Oberli"), names.resolve("matthias OBERLI"));
        assertEquals(Optional.of("Mira"), names.resolve("MIRA"));
        assertEquals(Optional.of("Aurèle Pralong"), names.resolve("aurele pralong"));
    }

    @Test
    void aWordOfALongerNameThatOnlyOneCharacterHas() {
        assertEquals(Optional.of("Matthias Oberli"), names.resolve("Matthias"));
        assertEquals(Optional.of("Matthias Oberli"), names.resolve("Oberli"));
        assertEquals(Optional.of("Prior Eadric"), names.resolve("Eadric"));
        assertEquals(Optional.of("Sir Aldous"), names.resolve("aldous"));
    }

    @Test
    void aSharedWordOrATitleNamesNobody() {
        assertEquals(Optional.empty(), names.resolve("Aurèle"));
        assertEquals(Optional.empty(), names.resolve("Prior"));
        assertEquals(Optional.empty(), names.resolve("Sir"));
        assertFalse(names.isKnown("Aurele"));
        assertTrue(names.isKnown("Vogt"));
    }

    @Test
    void aMessageNamesACharacterByItsWholeNameOrItsOwnFirstName() {
        assertEquals(
                Optional.of("Matthias Oberli"),
                names.firstIn(Fold.key("il vient d'où, Matthias, déjà ?")));
        assertEquals(Optional.of("Sir Aldous"), names.firstIn("is sir aldous a hare"));
        assertEquals(Optional.of("Prior Eadric"), names.firstIn("eadric's eyes"));
        // a shared first name is nobody's; a surname alone is read only where a name stands
        assertEquals(Optional.empty(), names.firstIn("aurele est nee ou"));
        assertEquals(Optional.empty(), names.firstIn("oberli"));
    }
}
