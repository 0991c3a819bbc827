package continuity.model;

import static continuity.testing.Replies.mentions;
import static continuity.testing.Replies.only;
import static continuity.testing.Replies.silent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.memory.ModelHook;
import continuity.memory.Note;
import continuity.testing.BotTest;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The optional model against a fake OpenAI-compatible server replaying recorded answers: what it
 * may propose and how, and every recorded fault, after which nothing is written and the bot stays
 * civil.
 */
class ModelAnswersTest extends BotTest {
    private FakeModelServer fake;

    @Override
    protected void setUp() {
        fake = new FakeModelServer("test-model");
        connect(
                ModelConfig.of(fake.baseUrl(), "test-model", "sk-test")
                        .withTimeout(Duration.ofMillis(1500)));
        bot.remember("u1", "Mira", "Mira has blue eyes");
        bot.remember("u1", "Aldric", "Aldric has grey hair");
        only(bot.slash("gm", true, SlashCommand.SETTINGS_MODEL, "state", "on"), ReplyKind.OK);
    }

    private void connect(ModelConfig config) {
        // the model is asked only of what no reader read; its road is tested behind the grammar
        // alone (the learned reader, which reads before it, has its own tests)
        bot.runtime().core().withLearned(null).withModel(new ModelUnderstanding(config));
    }

    @AfterEach
    void noUnrecordedRequest() {
        List<String> problems = fake.problems();
        fake.close();
        assertEquals(
                List.of(), problems, "the fake model server got requests it has no recording for");
    }

    private List<ModelHook.Record> records() {
        return bot.runtime().core().modelRecords(bot.guild);
    }

    @Test
    void aNewDetailTheGrammarCouldNotReadIsSavedThroughTheUsualRoadWithUndo() {
        Reply r =
                only(
                        bot.say(
                                "u1",
                                "(( Mira keeps her hair in a long silver braid these days ))"),
                        ReplyKind.SAVED);
        mentions(r, "silver braid");
        assertEquals("a long silver braid", bot.active("Mira", "hair").get(0).value());
        assertEquals(
                List.of("Mira keeps her hair in a long silver braid these days"), fake.asked());
        ModelHook.Record rec = records().get(0);
        assertEquals("ok", rec.outcome());
        assertTrue(
                rec.raw().contains("silver braid"),
                "the raw answer is stored with the turn: " + rec.raw());
        assertEquals("saved", rec.decision());
        only(bot.click("u1", false, "Undo"), ReplyKind.OK);
        assertTrue(
                bot.active("Mira", "hair").isEmpty(),
                "Undo takes the model's note back like any other");
    }

    @Test
    void aReplacementWaitsForItsAuthorsClickThenTakesTheGrammarsRoad() {
        Reply asked =
                only(
                        bot.say(
                                "u1",
                                "(( honestly Mira would have amber eyes, blue never fit her ))"),
                        ReplyKind.ASKED_WHICH);
        mentions(asked, "amber", "blue");
        assertEquals(
                "blue",
                bot.active("Mira", "eyes").get(0).value(),
                "nothing is replaced before the click");
        only(bot.click("u2", false, "Yes, save it"), ReplyKind.REFUSED);
        assertEquals("blue", bot.active("Mira", "eyes").get(0).value());
        Reply done = only(bot.click("u1", false, "Yes, save it"), ReplyKind.REPLACED);
        mentions(done, "amber", "blue");
        assertEquals("amber", bot.active("Mira", "eyes").get(0).value());
        assertEquals(
                1,
                bot.dump().stream()
                        .filter(
                                m ->
                                        m.value().equals("blue")
                                                && m.status().wire().equals("superseded"))
                        .count());
    }

    @Test
    void declinedProposalsWriteNothing() {
        only(
                bot.say("u1", "(( honestly Mira would have amber eyes, blue never fit her ))"),
                ReplyKind.ASKED_WHICH);
        only(bot.click("u1", false, "No"), ReplyKind.OK);
        assertEquals("blue", bot.active("Mira", "eyes").get(0).value());
    }

    @Test
    void lowConfidenceAsksEvenForANewDetail() {
        only(bot.say("u1", "(( Aldric is left handed by the way ))"), ReplyKind.ASKED_WHICH);
        assertTrue(bot.active("Aldric", "handedness").isEmpty());
        only(bot.click("u1", false, "Yes, save it"), ReplyKind.SAVED);
        assertEquals("left handed", bot.active("Aldric", "handedness").get(0).value());
    }

    @Test
    void aFrenchMessageIsAnsweredInFrench() {
        Reply r =
                only(
                        bot.say(
                                "u1",
                                "(( Aldric travaille maintenant comme passeur sur le fleuve ))"),
                        ReplyKind.SAVED);
        assertEquals("passeur", bot.active("Aldric", "occupation").get(0).value());
        assertEquals("FR", r.lang().name());
    }

    @Test
    void aClosedThinkBlockIsCutOffAndTheAnswerStillHeldToTheRules() {
        // the eyes slot holds "blue": even a sure claim waits for the click
        only(bot.say("u1", "(( to me Mira always had that amber gaze ))"), ReplyKind.ASKED_WHICH);
        assertEquals("blue", bot.active("Mira", "eyes").get(0).value());
    }

    @Test
    void whatTheModelSaysIsNothingStaysSilentOutOfCharacterAndPlainToTheBot() {
        silent(bot.say("u1", "(( ugh Mira again lol ))"));
        Reply r = only(bot.ask("u1", "ugh Mira again lol"), ReplyKind.ERROR);
        mentions(r, "did not understand");
        assertEquals("nothing", records().get(0).outcome());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "Mira switched to wearing a red scarf after the winter arc", // malformed JSON
                "Mira deserves amber eyes honestly", // the schema echoed back
                "je vois plutôt Mira avec des yeux ambrés que bleus", // an unfinished <think>
                "thinking about it, amber suits Mira's eyes better than blue", // finish_reason
                // length
                "Mira rocks a crimson cape since the ball", // 429
                "picture Mira in a crimson cape from now", // 500
                "Mira looks better with a crimson cape", // slower than the timeout
                "for Mira I pictured a crimson cape all along", // an unknown character
                "Mira should really have the amber look", // evidence not in the message
            })
    void aFaultWritesNothingAndTheBotStaysCivil(String message) {
        List<Note> before = bot.dump();
        silent(bot.say("u1", "(( " + message + " ))"));
        assertEquals(before, bot.dump(), "nothing is written out of character");
        Reply r = only(bot.ask("u1", message), ReplyKind.ERROR);
        assertTrue(
                r.text().contains("did not understand") || r.text().contains("pas compris"),
                r.text());
        assertEquals(before, bot.dump(), "nothing is written when addressed");
        List<ModelHook.Record> recs = records();
        assertEquals(2, recs.size());
        for (ModelHook.Record rec : recs) {
            assertEquals("nothing written", rec.decision());
            assertTrue(!rec.outcome().equals("ok"), rec.outcome());
        }
    }

    @Test
    void theFaultsAreNamedInTheRecords() {
        bot.ask("u1", "Mira deserves amber eyes honestly");
        bot.ask("u1", "thinking about it, amber suits Mira's eyes better than blue");
        bot.ask("u1", "Mira rocks a crimson cape since the ball");
        bot.ask("u1", "for Mira I pictured a crimson cape all along");
        bot.ask("u1", "Mira should really have the amber look");
        bot.ask("u1", "je vois plutôt Mira avec des yeux ambrés que bleus");
        assertEquals(
                List.of(
                        "schema echoed",
                        "truncated",
                        "rate limited (429)",
                        "unknown character",
                        "evidence not in message",
                        "unfinished <think>"),
                records().stream().map(ModelHook.Record::outcome).toList());
    }

    @Test
    void inCharacterTextIsNeverSentAndNoClaimMayRestOnIt() {
        List<Note> before = bot.dump();
        silent(bot.say("u1", "Mira's eyes flash amber as she turns away."));
        assertEquals(List.of(), fake.asked(), "in-character text is never sent to the model");
        silent(bot.say("u1", "*Mira's eyes flash amber* (( brb, dinner ))"));
        assertEquals(
                List.of("brb, dinner"), fake.asked(), "only the out-of-character part is sent");
        assertEquals("evidence not in message", records().get(0).outcome());
        assertEquals(before, bot.dump());
    }

    @Test
    void theModelIsOffUntilAGameMasterTurnsItOnAndOffAgain() {
        only(bot.slash("gm", true, SlashCommand.SETTINGS_MODEL, "state", "off"), ReplyKind.OK);
        silent(bot.say("u1", "(( Mira keeps her hair in a long silver braid these days ))"));
        only(bot.slash("u1", false, SlashCommand.SETTINGS_MODEL, "state", "on"), ReplyKind.REFUSED);
        mentions(only(bot.slash("u1", false, SlashCommand.SETTINGS_MODEL), ReplyKind.OK), "off");
        assertEquals(List.of(), fake.asked());
        bot.restart();
        connect(ModelConfig.of(fake.baseUrl(), "test-model", null));
        silent(bot.say("u1", "(( Mira keeps her hair in a long silver braid these days ))"));
        assertEquals(List.of(), fake.asked(), "off survives a restart");
    }

    @Test
    void withoutAModelConfiguredTheSettingSaysSoAndNothingIsAsked() {
        bot.runtime().core().withModel(null);
        mentions(
                only(
                        bot.slash("gm", true, SlashCommand.SETTINGS_MODEL, "state", "on"),
                        ReplyKind.ERROR),
                "No language model");
        silent(bot.say("u1", "(( Mira keeps her hair in a long silver braid these days ))"));
        assertEquals(List.of(), fake.asked());
    }

    @Test
    void theBudgetPerServerIsKept() {
        connect(ModelConfig.of(fake.baseUrl(), "test-model", null).withRate(1));
        bot.ask("u1", "ugh Mira again lol");
        assertEquals(1, fake.asked().size());
        // the next event is a minute later: the budget is per minute of the events' own times
        bot.ask("u1", "ugh Mira again lol");
        assertEquals(2, fake.asked().size());
    }

    @Test
    void theBreakerStopsCallingAFailingEndpoint() {
        connect(
                ModelConfig.of(fake.baseUrl(), "test-model", null)
                        .withBreaker(2, Duration.ofHours(1)));
        for (int i = 0; i < 4; i++)
            only(bot.ask("u1", "picture Mira in a crimson cape from now"), ReplyKind.ERROR);
        assertEquals(
                2, fake.asked().size(), "after two failures in a row the endpoint is left alone");
        assertEquals(
                List.of("http 500", "http 500", "circuit open", "circuit open"),
                records().stream().map(ModelHook.Record::outcome).toList());
    }

    @Test
    void theGrammarStillDecidesAloneWhenItReadsTheMessage() {
        only(bot.say("u1", "(( Mira's eyes are green, not blue ))"), ReplyKind.REPLACED);
        assertEquals(List.of(), fake.asked(), "a message the grammar read is never sent");
        assertNull(records().isEmpty() ? null : records().get(0));
    }
}
