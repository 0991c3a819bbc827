package continuity.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;

import continuity.chat.ChatContext;
import continuity.chat.Lang;
import continuity.memory.wording.Voice;
import continuity.understand.Detail;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * The language of an event, decided once where it enters the core and carried by its turn: a slash
 * command, button or form speaks the member's client language, about notes too; a chat message
 * speaks its words' language, and of a note in the note's own.
 */
class VoiceTest {
    private static final Note FRENCH_NOTE = note(Lang.FR);
    private static final Note ENGLISH_NOTE = note(Lang.EN);

    private static Note note(Lang lang) {
        return Note.newFact(
                "g",
                "Mira",
                "mira",
                Detail.of("eyes"),
                "green",
                "Mira a les yeux verts",
                new Note.Where(Scope.PROFILE, null, null),
                Status.ACTIVE,
                new Note.Source("u", "c", "m", Instant.EPOCH),
                lang);
    }

    private static ChatContext client(String locale) {
        return new ChatContext("g", "c", null, "u", "Ann", false, Instant.EPOCH, locale);
    }

    @Test
    void anInteractionSpeaksTheClientsLanguageAboutEveryNote() {
        Voice v = Voice.ofClient(client("fr"), Lang.EN);
        assertEquals(Lang.FR, v.or(Lang.EN));
        assertEquals(Lang.FR, v.about(ENGLISH_NOTE));
        assertEquals(Lang.FR, v.about(FRENCH_NOTE));
    }

    @Test
    void anInteractionFromAClientThatDidNotSayFallsBackAndSpeaksOfANoteInItsOwn() {
        Voice v = Voice.ofClient(client(null), Lang.FR);
        assertEquals(Lang.EN, v.or(Lang.EN));
        assertEquals(Lang.FR, v.otherwise());
        assertEquals(Lang.FR, v.about(FRENCH_NOTE));
        assertEquals(Lang.EN, v.about(ENGLISH_NOTE));
    }

    @Test
    void aMessageSpeaksItsWordsLanguageAndOfANoteInTheNotesOwn() {
        Voice v = Voice.said(Lang.EN, Lang.FR);
        assertEquals(Lang.EN, v.or(Lang.FR));
        assertEquals(Lang.FR, v.about(FRENCH_NOTE));
        assertEquals(Lang.EN, v.about(ENGLISH_NOTE));
    }

    @Test
    void aTurnAnswersInTheVoiceItWasGivenAndOnlyAContinuationSpeaksAnother() {
        ChatContext ctx = client("fr");
        Turn t = new Turn(null, ctx, Voice.ofClient(ctx, Lang.EN), null);
        assertEquals(Lang.FR, t.voice(Lang.EN));
        assertEquals(Lang.FR, t.lang(ENGLISH_NOTE));
        Turn confirming = t.speaking(Voice.said(Lang.EN, Lang.EN));
        assertEquals(Lang.EN, confirming.voice(Lang.FR));
        assertEquals(Lang.FR, confirming.lang(FRENCH_NOTE));
        assertEquals(Lang.FR, t.voice(Lang.EN), "the turn itself is unchanged");
        confirming.afterCommit.add(() -> {});
        assertEquals(1, t.afterCommit.size(), "one event: the same steps after its commit");
    }
}
