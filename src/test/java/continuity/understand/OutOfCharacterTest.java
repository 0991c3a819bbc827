package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every out-of-character marker of the issue yields the text inside it. */
class OutOfCharacterTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "*waves* (( Mira's eyes are green )) *smiles*|Mira's eyes are green",
                "( Mira's eyes are green )|Mira's eyes are green",
                "[Mira's eyes are green]|Mira's eyes are green",
                "{Mira's eyes are green}|Mira's eyes are green",
                "OOC: Mira's eyes are green|Mira's eyes are green",
                "hrp : Mira a les yeux verts|Mira a les yeux verts",
                "She nods. // Mira's eyes are green|Mira's eyes are green",
                "// Mira's eyes are green|Mira's eyes are green",
                "ooc tobin is 23 btw|tobin is 23 btw",
                "HRP rectif : Abel a 48 ans|rectif : Abel a 48 ans",
                "hrp – la voix d'Ori est rauque|la voix d'Ori est rauque",
            })
    void findsTheOutOfCharacterPart(String message, String inside) {
        List<Span> parts = OutOfCharacter.parts(Span.of(message));
        assertEquals(1, parts.size(), message);
        assertEquals(inside, parts.get(0).tidy("").written());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "see https://example.com/page",
                "Mira (who was tired) sat down.",
                "gm everyone, coffee first",
                "Mira says the ooc channel is quiet",
                "hoochie",
            })
    void leavesOrdinaryTextAlone(String message) {
        assertEquals(0, OutOfCharacter.parts(Span.of(message)).size(), message);
    }
}
