package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Button;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.junit.jupiter.api.Test;

/** Replies fit Discord's limits whatever the core says. */
class RenderingTest {

    @Test
    void longTextMovesToAnEmbedAndLongListsArePaged() {
        MessageCreateData longText =
                Rendering.create(Reply.of(ReplyKind.REPLACED, "y".repeat(2500)), null, 0);
        assertEquals("", longText.getContent());
        assertEquals(2500, longText.getEmbeds().get(0).getDescription().length());

        List<String> lines =
                IntStream.range(0, 40).mapToObj(i -> "`id" + i + "` " + "z".repeat(900)).toList();
        List<String> pages = ListPages.pages(lines);
        assertTrue(
                pages.stream().allMatch(p -> p.length() <= 4096), "every page fits a description");
        assertEquals(40, pages.stream().mapToLong(p -> p.lines().count()).sum(), "no entry lost");
    }

    @Test
    void buttonsKeepTheirStoredActionIdsAndFitInFiveRows() {
        List<Button> buttons = new ArrayList<>();
        for (int i = 0; i < 7; i++)
            buttons.add(new Button("Choice " + "w".repeat(90) + i, "a" + i));
        MessageCreateData m =
                Rendering.create(
                        Reply.of(ReplyKind.ASKED_WHICH, "Which one?").withButtons(buttons),
                        null,
                        0);
        assertEquals(2, m.getComponents().size(), "5 + 2 buttons in two rows");
        String json = m.toData().toString();
        assertTrue(json.contains("\"custom_id\":\"c:a6\""), json);
        assertTrue(m.getAllowedMentions().isEmpty(), "no mention is allowed");
    }

    @Test
    void aPageButtonCarriesItsListRequest() {
        ListRequest r = new ListRequest("show", "Mira Vale", "story", true, false);
        String id = r.customId(2).orElseThrow();
        assertTrue(id.length() <= 100);
        assertEquals(new ListRequest.Page(r, 2), ListRequest.parse(id).orElseThrow());
    }
}
