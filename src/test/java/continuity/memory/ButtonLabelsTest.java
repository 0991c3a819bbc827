package continuity.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import continuity.chat.ChatContext;
import continuity.chat.Lang;
import continuity.memory.wording.Voice;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * A button's label is a key of the bot's sentences, written once in the language of the event; a
 * name or a note's text is shown as it is, never taken for a button's label and translated.
 */
class ButtonLabelsTest {
    private static final ButtonAction UNDO = new ButtonAction.Undo("n1");

    /**
     * A turn of a member whose client speaks {@code locale} (null: unknown); no store is needed.
     */
    private static Turn turn(String locale) {
        ChatContext ctx = new ChatContext("g", "c", null, "u", "Ann", false, Instant.EPOCH, locale);
        return new Turn(null, ctx, Voice.ofClient(ctx, Lang.EN), null);
    }

    @Test
    void aKeyIsWrittenInTheLanguageOfTheEvent() {
        assertEquals("Annuler", turn("fr").button("button.undo", UNDO, "u").label());
        assertEquals("Undo", turn("en-US").button("button.undo", UNDO, "u").label());
        assertEquals(
                "Toutes les histoires", turn("fr").button("button.every_story", UNDO, "u").label());
        assertEquals(
                "Undo",
                turn(null).button("button.undo", UNDO, "u").label(),
                "English when the event's language is not known");
        assertEquals(
                "Annuler",
                turn(null).button("button.undo", Lang.FR, UNDO, "u").label(),
                "or the language given for that case");
        assertEquals(
                "Undo",
                turn("en").button("button.undo", Lang.FR, UNDO, "u").label(),
                "the event's language first");
    }

    @Test
    void aNameOrANotesTextIsShownAsItIsEvenWhenItReadsLikeAButton() {
        assertEquals("Undo", turn("fr").labelled("Undo", UNDO, "u").label());
        assertEquals("Annuler", turn("en").labelled("Annuler", UNDO, "u").label());
        assertEquals("Mira", turn("fr").labelled("Mira", UNDO, "u").label());
    }

    @Test
    void anUnknownKeyIsALoudError() {
        assertThrows(
                IllegalArgumentException.class,
                () -> turn("fr").button("button.no_such_button", UNDO, "u"));
    }
}
