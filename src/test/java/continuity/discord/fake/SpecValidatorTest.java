package continuity.discord.fake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Request bodies against Discord's OpenAPI description (skipped when the description is not there).
 */
class SpecValidatorTest {
    private static SpecValidator spec;

    @BeforeAll
    static void load() {
        spec = SpecValidator.load(SpecValidator.defaultSpecPath()).orElse(null);
    }

    private static JsonNode json(String text) {
        return Json.parse(text.replace('\'', '"'));
    }

    @Test
    void commandsAsJdaSendsThemAreValidAfterNormalising() {
        continuity.testing.Skip.unless(
                spec != null,
                "no OpenAPI description in ../shared/discord-api-spec: Discord's request schemas are not checked");
        String template = "/applications/{application_id}/commands";
        assertEquals(
                List.of(),
                spec.validate(
                        "PUT",
                        template,
                        json(
                                "[{'name':'roll','description':'d','type':1,"
                                        + "'contexts':['0','1'],'integration_types':['0'],'default_member_permissions':'32',"
                                        + "'options':[{'type':3,'name':'dice','description':'d','required':true}]}]")));
        List<String> bad =
                spec.validate(
                        "PUT",
                        template,
                        json("[{'name':'roll','description':'d'," + "'contexts':['guild']}]"));
        assertFalse(bad.isEmpty(), "a context that is no number must fail");
        assertFalse(spec.validate("PUT", template, json("[{'description':'no name'}]")).isEmpty());
    }

    @Test
    void callbacksAreCheckedByTheirType() {
        continuity.testing.Skip.unless(
                spec != null,
                "no OpenAPI description in ../shared/discord-api-spec: Discord's request schemas are not checked");
        String t = SpecValidator.CALLBACK_TEMPLATE;
        assertEquals(
                List.of(),
                spec.validate("POST", t, json("{'type':4,'data':{'content':'hi','flags':64}}")));
        assertEquals(List.of(), spec.validate("POST", t, json("{'type':5}")));
        assertFalse(spec.validate("POST", t, json("{'type':9}")).isEmpty(), "a modal needs data");
        String choices =
                IntStream.range(0, 26)
                        .mapToObj(i -> "{'name':'n','value':'v'}")
                        .collect(Collectors.joining(","));
        List<String> tooMany =
                spec.validate("POST", t, json("{'type':8,'data':{'choices':[" + choices + "]}}"));
        assertTrue(tooMany.stream().anyMatch(p -> p.contains("at most 25")), tooMany.toString());
        assertFalse(spec.validate("POST", t, json("{'type':42}")).isEmpty());
    }

    @Test
    void messagesFollowTheSchema() {
        continuity.testing.Skip.unless(
                spec != null,
                "no OpenAPI description in ../shared/discord-api-spec: Discord's request schemas are not checked");
        String t = "/channels/{channel_id}/messages";
        assertEquals(
                List.of(),
                spec.validate(
                        "POST",
                        t,
                        json(
                                "{'content':'hi','embeds':[{'title':'t'}],"
                                        + "'allowed_mentions':{'parse':[]},'components':[{'type':1,'components':[{'type':2,'style':1,"
                                        + "'label':'ok','custom_id':'x'}]}]}")));
        assertFalse(
                spec.validate("POST", t, json("{'content':'" + "a".repeat(4001) + "'}")).isEmpty(),
                "the schema's own content limit is 4000");
        assertNull(spec.validate("GET", "/users/@me", null), "no body to check for a GET");
    }

    @Test
    void newUploadsMayBeNumberedAsDiscordsExamplesAndJdaDo() {
        continuity.testing.Skip.unless(
                spec != null,
                "no OpenAPI description in ../shared/discord-api-spec: Discord's request schemas are not checked");
        String t = "/webhooks/{webhook_id}/{webhook_token}/messages/@original";
        assertEquals(
                List.of(),
                spec.validate(
                        "PATCH",
                        t,
                        json(
                                "{'content':'x','attachments':[{'id':0,"
                                        + "'filename':'notes.json'}]}")));
        assertFalse(
                spec.validate("PATCH", t, json("{'attachments':[{'id':'zero'}]}")).isEmpty(),
                "an id that is no number still fails");
        assertFalse(
                spec.validate("PATCH", t, json("{'attachments':[{'filename':'x.json'}]}"))
                        .isEmpty(),
                "an attachment needs its id");
    }

    @Test
    void withoutTheDescriptionNothingIsValidated() {
        try (continuity.testing.CapturedLog log =
                        continuity.testing.CapturedLog.of("continuity.discord.fake");
                FakeDiscord fake =
                        new FakeDiscord("Continuity", Path.of("target", "no-such-openapi.json"))
                                .selfTest()) {
            assertFalse(fake.specAvailable());
            assertEquals(0, fake.validatedBodies());
            assertTrue(
                    log.messages(ch.qos.logback.classic.Level.WARN).stream()
                            .anyMatch(m -> m.contains("will NOT be validated")),
                    "the missing description is reported: " + log.events());
        }
    }
}
