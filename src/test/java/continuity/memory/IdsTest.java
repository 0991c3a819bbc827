package continuity.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Ids are typeable (the alphabet has no look-alikes), of the asked length, and every letter is
 * equally likely.
 */
class IdsTest {
    private static final String ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

    @Test
    void idsUseOnlyTheAlphabetAndLookLikeIds() {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 10_000; i++) {
            String id = Ids.next();
            assertEquals(8, id.length(), id);
            assertTrue(Ids.looksLikeId(id), id);
            seen.add(id);
        }
        assertEquals(10_000, seen.size(), "8 letters of 31: no collision expected in 10,000");
        assertEquals(12, Ids.next(12).length());
        assertEquals(30, Ids.next(30).length());
    }

    @Test
    void everyLetterIsAboutEquallyLikely() {
        int[] counts = new int[ALPHABET.length()];
        int draws = 0;
        for (int i = 0; i < 20_000; i++) {
            for (char c : Ids.next().toCharArray()) {
                counts[ALPHABET.indexOf(c)]++;
                draws++;
            }
        }
        double expected = (double) draws / ALPHABET.length();
        double chi2 = 0;
        for (int c : counts) chi2 += (c - expected) * (c - expected) / expected;
        // 30 degrees of freedom: above 70 happens with probability below 1e-4 for a uniform draw;
        // a modulo bias (b % 31 over all 256 bytes) gives about 450 here
        assertTrue(chi2 < 70, "chi-square " + chi2);
    }
}
