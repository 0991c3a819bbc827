package continuity.understand.learned;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class TokenizerTest {
    private static List<String> words(String s) {
        return Tokenizer.tokens(s).stream().map(Token::text).toList();
    }

    @Test
    void possessivesElisionsHeightsAndEmojiAreTokensOfTheirOwn() {
        assertEquals(
                List.of("kade", "'s", "eyes", "r", "green", "😭"), words("kade's eyes r green 😭"));
        assertEquals(List.of("les", "yeux", "d'", "Élodie"), words("les yeux d'Élodie"));
        assertEquals(
                List.of("she", "is", "5'9", "and", "half-elf"), words("she is 5'9 and half-elf"));
        assertEquals(List.of("1m80", ",", "1.80"), words("1m80, 1.80"));
        // an apostrophe inside a name keeps the name whole; contractions stay apart
        assertEquals(
                List.of("thex'ara", "'s", "rank", "is", "o'brien"),
                words("thex'ara's rank is o'brien"));
        assertEquals(List.of("she", "'s", "don", "'t", "we", "'re"), words("she's don't we're"));
        assertEquals(List.of("qu'", "il", "est", "aujourd'hui"), words("qu'il est aujourd'hui"));
    }

    @Test
    void offsetsPointIntoTheMessageAsWritten() {
        String s = "(( Nox a les yeux VERTS ✨ ))";
        for (Token t : Tokenizer.tokens(s)) assertEquals(t.text(), s.substring(t.start(), t.end()));
    }
}
