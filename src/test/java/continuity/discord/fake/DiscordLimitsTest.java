package continuity.discord.fake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The documented limits, checked on hand-made bodies (JDA refuses most of these before sending
 * them).
 */
class DiscordLimitsTest {
    private static JsonNode json(String text) {
        return Json.parse(text.replace('\'', '"'));
    }

    private static String repeat(int n) {
        return "a".repeat(n);
    }

    private static String rules(List<Violation> violations) {
        return violations.stream().map(Violation::toString).collect(Collectors.joining("\n"));
    }

    private static void assertBroken(List<Violation> violations, String expectedDetailPart) {
        assertTrue(
                violations.stream().anyMatch(v -> v.detail().contains(expectedDetailPart)),
                "expected a violation mentioning '"
                        + expectedDetailPart
                        + "', got:\n"
                        + rules(violations));
    }

    @Test
    void content() {
        assertEquals(List.of(), DiscordLimits.message(json("{'content':'" + repeat(2000) + "'}")));
        assertBroken(DiscordLimits.message(json("{'content':'" + repeat(2001) + "'}")), "2001");
        // code points, not UTF-16 units: 2000 emoji are fine
        assertEquals(
                List.of(),
                DiscordLimits.message(Json.object().put("content", "\uD83C\uDFB2".repeat(2000))));
    }

    @Test
    void embeds() {
        assertBroken(
                DiscordLimits.message(json("{'embeds':[{'title':'" + repeat(257) + "'}]}")),
                "title is 257");
        assertBroken(
                DiscordLimits.message(json("{'embeds':[{'description':'" + repeat(4097) + "'}]}")),
                "description is 4097");
        assertBroken(
                DiscordLimits.message(
                        json("{'embeds':[{'footer':{'text':'" + repeat(2049) + "'}}]}")),
                "footer.text is 2049");
        assertBroken(
                DiscordLimits.message(
                        json(
                                "{'embeds':[{'fields':[{'name':'"
                                        + repeat(257)
                                        + "','value':'v'}]}]}")),
                "name is 257");
        assertBroken(
                DiscordLimits.message(
                        json(
                                "{'embeds':[{'fields':[{'name':'n','value':'"
                                        + repeat(1025)
                                        + "'}]}]}")),
                "value is 1025");
        String fields =
                IntStream.range(0, 26)
                        .mapToObj(i -> "{'name':'n','value':'v'}")
                        .collect(Collectors.joining(","));
        assertBroken(
                DiscordLimits.message(json("{'embeds':[{'fields':[" + fields + "]}]}")),
                "26 fields");
        String eleven =
                IntStream.range(0, 11)
                        .mapToObj(i -> "{'title':'t'}")
                        .collect(Collectors.joining(","));
        assertBroken(DiscordLimits.message(json("{'embeds':[" + eleven + "]}")), "11 embeds");
        String big = "{'description':'" + repeat(3500) + "'}";
        assertBroken(
                DiscordLimits.message(json("{'embeds':[" + big + "," + big + "]}")),
                "all embeds together is 7000");
        assertEquals(List.of(), DiscordLimits.message(json("{'embeds':[" + big + "]}")));
    }

    @Test
    void components() {
        String button = "{'type':2,'style':1,'label':'ok','custom_id':'b%d'}";
        String row5 =
                "{'type':1,'components':["
                        + IntStream.range(0, 5)
                                .mapToObj(i -> button.formatted(i))
                                .collect(Collectors.joining(","))
                        + "]}";
        assertEquals(List.of(), DiscordLimits.message(json("{'components':[" + row5 + "]}")));
        String row6 =
                "{'type':1,'components':["
                        + IntStream.range(0, 6)
                                .mapToObj(i -> button.formatted(i))
                                .collect(Collectors.joining(","))
                        + "]}";
        assertBroken(DiscordLimits.message(json("{'components':[" + row6 + "]}")), "6 buttons");
        String rows =
                IntStream.range(0, 6)
                        .mapToObj(
                                r ->
                                        "{'type':1,'components':[{'type':2,'style':1,'label':'x',"
                                                + "'custom_id':'r"
                                                + r
                                                + "'}]}")
                        .collect(Collectors.joining(","));
        assertBroken(DiscordLimits.message(json("{'components':[" + rows + "]}")), "6 action rows");
        assertBroken(
                DiscordLimits.message(
                        json(
                                "{'components':[{'type':1,'components':[{'type':2,'style':1,"
                                        + "'label':'"
                                        + repeat(81)
                                        + "','custom_id':'x'}]}]}")),
                "is 81 characters");
        assertBroken(
                DiscordLimits.message(
                        json(
                                "{'components':[{'type':1,'components':[{'type':2,'style':1,"
                                        + "'label':'x','custom_id':'"
                                        + repeat(101)
                                        + "'}]}]}")),
                "is 101 characters");
        assertBroken(
                DiscordLimits.message(
                        json(
                                "{'components':[{'type':1,'components':["
                                        + button.formatted(1)
                                        + ","
                                        + button.formatted(1)
                                        + "]}]}")),
                "duplicate custom_id");
        assertBroken(
                DiscordLimits.message(
                        json(
                                "{'components':[{'type':1,'components':[{'type':2,'style':5,"
                                        + "'label':'x','custom_id':'c','url':'https://example.com'}]}]}")),
                "link button");
    }

    @Test
    void autocompleteChoices() {
        String choice = "{'name':'n%d','value':'v%d'}";
        String c25 =
                IntStream.range(0, 25)
                        .mapToObj(i -> choice.formatted(i, i))
                        .collect(Collectors.joining(","));
        assertEquals(List.of(), DiscordLimits.autocomplete(json("{'choices':[" + c25 + "]}")));
        assertBroken(
                DiscordLimits.autocomplete(
                        json("{'choices':[" + c25 + "," + choice.formatted(99, 99) + "]}")),
                "26 choices");
        assertBroken(
                DiscordLimits.autocomplete(
                        json("{'choices':[{'name':'" + repeat(101) + "','value':'v'}]}")),
                "name is 101");
        assertBroken(
                DiscordLimits.autocomplete(
                        json("{'choices':[{'name':'n','value':'" + repeat(101) + "'}]}")),
                "value is 101");
    }

    @Test
    void commandDefinitions() {
        assertEquals(
                List.of(),
                DiscordLimits.commands(
                        json(
                                "[{'name':'scene-start_2','description':'d','type':1,"
                                        + "'options':[{'type':3,'name':'title','description':'t','required':true}]}]")));
        assertBroken(
                DiscordLimits.commands(json("[{'name':'Roll','description':'d'}]")),
                "must be lowercase");
        assertBroken(
                DiscordLimits.commands(json("[{'name':'roll dice','description':'d'}]")),
                "1-32 letters");
        assertBroken(
                DiscordLimits.commands(json("[{'name':'" + repeat(33) + "','description':'d'}]")),
                "1-32");
        assertBroken(
                DiscordLimits.commands(json("[{'name':'roll','description':''}]")),
                "description is 0");
        assertBroken(
                DiscordLimits.commands(
                        json("[{'name':'roll','description':'" + repeat(101) + "'}]")),
                "description is 101");
        assertBroken(
                DiscordLimits.commands(
                        json(
                                "[{'name':'roll','description':'d','options':[{'type':3,"
                                        + "'name':'Dice','description':'d'}]}]")),
                "'Dice' must be lowercase");
        assertBroken(
                DiscordLimits.commands(
                        json(
                                "[{'name':'roll','description':'d','options':[{'type':3,"
                                        + "'name':'a','description':'d'},{'type':3,'name':'b','description':'d','required':true}]}]")),
                "required options must come before optional");
        String options =
                IntStream.range(0, 26)
                        .mapToObj(i -> "{'type':3,'name':'o" + i + "','description':'d'}")
                        .collect(Collectors.joining(","));
        assertBroken(
                DiscordLimits.commands(
                        json("[{'name':'roll','description':'d','options':[" + options + "]}]")),
                "26 options");
        assertBroken(
                DiscordLimits.commands(
                        json("[{'name':'a','description':'d'},{'name':'a','description':'d'}]")),
                "two commands named 'a'");
    }

    @Test
    void modals() {
        String label =
                "{'type':18,'label':'Title','component':{'type':4,'custom_id':'t%d','style':1}}";
        assertEquals(
                List.of(),
                DiscordLimits.modal(
                        json(
                                "{'custom_id':'m','title':'New scene','components':["
                                        + label.formatted(1)
                                        + "]}")));
        assertBroken(
                DiscordLimits.modal(
                        json(
                                "{'custom_id':'m','title':'"
                                        + repeat(46)
                                        + "','components':["
                                        + label.formatted(1)
                                        + "]}")),
                "title is 46");
        String six =
                IntStream.range(0, 6).mapToObj(label::formatted).collect(Collectors.joining(","));
        assertBroken(
                DiscordLimits.modal(
                        json("{'custom_id':'m','title':'t','components':[" + six + "]}")),
                "6 components");
    }
}
