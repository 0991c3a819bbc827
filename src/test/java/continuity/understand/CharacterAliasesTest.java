package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A character's other names from its notes (nickname, callsign, "the" and its role), kept only when
 * unambiguous, and the canon check's reader reading them as the character's name.
 */
class CharacterAliasesTest {
    private static final List<String> NAMES = List.of("Bettina", "Vesh", "Mira", "Tertulla");

    private static CharacterAliases.Note note(String who, String attribute, String value) {
        return new CharacterAliases.Note(who, attribute, value);
    }

    @Test
    void aNicknameOrARoleNoOneElseHasIsAnotherName() {
        Map<String, String> a =
                CharacterAliases.of(
                        NAMES,
                        List.of(
                                note("Bettina", "nickname", "Bee"),
                                note("Vesh", "occupation", "captain"),
                                note("Tertulla", "métier", "parfumeuse"),
                                note("Mira", "eyes", "green")));
        assertEquals("Bettina", a.get("bee"));
        assertEquals("Vesh", a.get("the captain"));
        assertEquals("Tertulla", a.get("la parfumeuse"));
        assertFalse(a.containsValue("Mira"), a.toString());
    }

    @Test
    void aNameTwoCharactersHaveOrAStoredNameIsNoOnes() {
        Map<String, String> a =
                CharacterAliases.of(
                        NAMES,
                        List.of(
                                note("Bettina", "nickname", "Bee"),
                                note("Mira", "nickname", "Bee"),
                                note("Vesh", "rank", "captain"),
                                note("Mira", "occupation", "the captain"),
                                note("Tertulla", "nickname", "Mira"),
                                note("Vesh", "nickname", "the one who got away, they say")));
        assertEquals(Map.of(), a);
    }

    @Test
    void theReaderReadsAnotherNameAsTheCharacters() {
        Map<String, String> a =
                CharacterAliases.of(
                        NAMES,
                        List.of(
                                note("Bettina", "nickname", "Bee"),
                                note("Vesh", "occupation", "captain")));
        assertEquals(
                List.of("Bettina eyes=blue"), said("*Bee's blue eyes narrow at the engine.*", a));
        assertEquals(
                List.of("Vesh hair=short", "Vesh eyes=amber"),
                said("*The captain steps off the ramp. Short hair, amber eyes.*", a));
        assertEquals(List.of(), said("*Bee's blue eyes narrow at the engine.*", Map.of()));
        // "a captain" is anyone
        assertEquals(List.of(), said("*A captain steps off the ramp. Short hair, amber eyes.*", a));
        assertTrue(CharacterAliases.anyIn(Fold.key("*Bee's blue eyes*"), a));
        assertFalse(CharacterAliases.anyIn(Fold.key("*Beer and blue eyes*"), a));
    }

    private static List<String> said(String text, Map<String, String> aliases) {
        return Descriptions.read(text, NAMES, aliases, null).stream()
                .map(m -> m.character() + " " + m.detail() + "=" + m.value())
                .toList();
    }
}
