package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Dialogue, actions, narration and chit-chat are not corrections: the bot reads nothing in them.
 */
class InCharacterSilenceTest {
    static final KnownNames NAMES = new NamesFor("Mira", "Kael");

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(
            strings = {
                "\"Your eyes are green, not blue,\" Mira whispered, leaning closer to Kael.",
                "Kael laughed. \"No, Mira, I'm a blacksmith, not a soldier.\"",
                "Mira drew her sword; the blade was silver, not steel, and it sang in the cold air.",
                "*Mira's eyes are green, not blue* she thinks.",
                "Mira's eyes are green, not blue. She turned away from the window.",
                "« Tes yeux sont verts, pas bleus », murmura Mira.",
                "Mira n'est pas là ce soir, elle a du travail.",
                "I'm not sure, maybe tomorrow?",
                "my eyes are green, not blue",
                "The old man's eyes are green, not blue.",
                "lol no, that's not what I meant",
                "check https://example.com/eyes-are-green-not-blue",
                "(( brb, dinner ))",
                "(( lol my cat is on the keyboard ))",
                "(( Work has a deadline tomorrow, brb ))",
                "(( Sorry, my internet is slow, not my fault ))",
                "(( Today is Monday, not Tuesday ))",
                "(( Discord is laggy tonight, not my connection ))",
                "",
            })
    void staysSilent(String text) {
        Reading r = Reader.read(text, null, false, false, NAMES, false);
        assertTrue(r.isSilent(), "should read nothing in: " + text + " -> " + r);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "Mira's eyes are green, not blue.",
                "my eyes are green, not blue",
            })
    void aProxiedMessageWithoutOutOfCharacterMarkersIsInCharacter(String text) {
        Reading r = Reader.read(text, "Mira", false, false, NAMES, false);
        assertTrue(r.isSilent(), "proxied in-character text: " + text + " -> " + r);
    }
}
