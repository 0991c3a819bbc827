package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Something of a colour pushed out of one's own eyes is hair, whatever the word ({as:hair}: "*Rory
 * scrambles up, shoving his bleached curtains out of his eyes*"); "bleached" hair is blond.
 */
class OutOfTheEyesTest {
    private static final List<String> NAMES = List.of("Rory Tennant", "Lewis Brannagh", "Mira");

    private static List<Descriptions.Mention> read(String text) {
        return Descriptions.read(text, NAMES, null);
    }

    @Test
    void aColouredThingPushedOutOfOnesEyesIsHair() {
        List<Descriptions.Mention> got =
                read(
                        "*Rory scrambles up off the floor, shoving his bleached curtains out of his"
                                + " eyes, and tries to stand in front of Lewis.*");
        assertEquals(1, got.size(), got.toString());
        assertEquals(
                "Rory Tennant|hair|bleached",
                got.get(0).character() + "|" + got.get(0).detail() + "|" + got.get(0).value());
        assertTrue(Descriptions.contradicts("hair", "dyed jet black", "bleached"));
        assertFalse(Descriptions.contradicts("hair", "platinum blond", "bleached"));
        assertFalse(Descriptions.contradicts("hair", "brown", "sun-bleached brown"));
    }

    @Test
    void itsLookAlikesStaySilent() {
        for (String s :
                List.of(
                        // not hair: blood, a hood, light
                        "*Rory wipes his red blood out of his eyes.*",
                        "*Rory shoves his black hood out of his eyes.*",
                        "*Rory shades his white glare out of his eyes.*",
                        // someone else's eyes
                        "*Lewis watches Rory shove his bleached curtains out of her eyes.*",
                        // dialogue, a lie, a trick of the light
                        "\"Rory, shove your bleached curtains out of your eyes,\" Lewis says.",
                        "*Rory lies that he shoves his bleached curtains out of his eyes.*",
                        "*In this light Rory's fringe looks bleached as he shoves his pale curtains"
                                + " out of his eyes.*",
                        // a scene note: nobody named
                        "*The wind shoves the bleached curtains out of the window.*"))
            assertTrue(read(s).isEmpty(), s + " -> " + read(s));
    }
}
