package continuity.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import org.junit.jupiter.api.Test;

/**
 * The model's answer held to the schema on our side (its configuration: {@code
 * continuity.config.ModelSettingsTest}).
 */
class AnswerParserTest {
    private static final String CLAIM =
            "{\"character\":\"Mira\",\"attribute\":\"eyes\",\"new_value\":\"amber\",\"old_value\":null,"
                    + "\"scope\":null,\"kind\":\"fact\",\"confidence\":0.9,\"evidence\":\"Mira has amber eyes\"}";

    private static String answer(String claims) {
        return "{\"verdict\":\"claims\",\"claims\":[" + claims + "]}";
    }

    @Test
    void aWellFormedAnswerIsRead() {
        AnswerParser.Parsed p = AnswerParser.answer(answer(CLAIM), 10);
        assertNull(p.failure());
        assertEquals("amber", p.claims().get(0).newValue());
        assertNull(p.claims().get(0).oldValue());
    }

    @Test
    void aClosedThinkBlockAndAFenceAreCutOff() {
        assertNull(AnswerParser.answer("<think>hmm</think>\n" + answer(CLAIM), 0).failure());
        assertNull(AnswerParser.answer("```json\n" + answer(CLAIM) + "\n```", 0).failure());
        assertEquals(
                "unfinished <think>",
                AnswerParser.answer("<think>hmm " + answer(CLAIM), 0).failure());
    }

    @Test
    void anythingOffTheSchemaIsRefusedWhole() {
        assertEquals(
                "not the schema",
                AnswerParser.answer(answer(CLAIM.replace("\"kind\":\"fact\",", "")), 0).failure());
        assertEquals(
                "not the schema",
                AnswerParser.answer(answer(CLAIM.replace("}", ",\"delete\":true}")), 0).failure());
        assertEquals(
                "not the schema",
                AnswerParser.answer(answer(CLAIM.replace("0.9", "\"high\"")), 0).failure());
        assertEquals(
                "not the schema",
                AnswerParser.answer(answer(CLAIM.replace("0.9", "1.5")), 0).failure());
        assertEquals(
                "not the schema",
                AnswerParser.answer(
                                answer(CLAIM.replace("\"scope\":null", "\"scope\":\"forever\"")), 0)
                        .failure());
        assertEquals(
                "too many claims",
                AnswerParser.answer(answer(CLAIM + "," + CLAIM + "," + CLAIM + "," + CLAIM), 0)
                        .failure());
        assertEquals(
                "verdict and claims disagree",
                AnswerParser.answer(
                                answer(CLAIM)
                                        .replace("\"claims\",\"claims\"", "\"nothing\",\"claims\""),
                                0)
                        .failure());
        assertEquals("schema echoed", AnswerParser.answer(Prompt.schema().toString(), 0).failure());
        assertEquals(
                "malformed JSON", AnswerParser.answer("Sure! Mira has amber eyes.", 0).failure());
    }

    @Test
    void theResponseItselfIsChecked() {
        assertEquals(
                "malformed response", AnswerParser.parse("<html>bad gateway</html>").failure());
        assertEquals(
                "truncated",
                AnswerParser.parse(
                                "{\"choices\":[{\"finish_reason\":\"length\",\"message\":{\"content\":\"{\"}}]}")
                        .failure());
        assertEquals("no answer", AnswerParser.parse("{\"choices\":[]}").failure());
        AnswerParser.Parsed ok =
                AnswerParser.parse(
                        "{\"choices\":[{\"finish_reason\":\"stop\",\"message\":{\"content\":"
                                + FakeModelServer.JSON.valueToTree(answer(CLAIM))
                                + "}}],\"usage\":{\"total_tokens\":321}}");
        assertNull(ok.failure());
        assertEquals(321, ok.tokens());
    }

    @Test
    void theRequestAsksForTheSchemaAtTemperatureZero() throws Exception {
        var body =
                FakeModelServer.JSON.readTree(
                        Prompt.body(
                                ModelConfig.of(URI.create("http://127.0.0.1:1/v1"), "m", null),
                                "Mira has amber eyes",
                                java.util.List.of("Mira")));
        assertEquals(0, body.path("temperature").asInt(-1));
        assertEquals("json_schema", body.path("response_format").path("type").asText());
        assertTrue(body.path("response_format").path("json_schema").path("strict").asBoolean());
        assertEquals(
                "Mira has amber eyes",
                FakeModelServer.JSON
                        .readTree(body.path("messages").path(1).path("content").asText())
                        .path("message")
                        .asText(),
                "the message travels as data, inside JSON");
    }
}
