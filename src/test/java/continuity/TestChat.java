package continuity;

import continuity.chat.Button;
import continuity.chat.ChatContext;
import continuity.chat.ClickIn;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.memory.Continuity;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Sends events to a real core as one person in one place; each event one minute after the last. */
public final class TestChat {
    private final Continuity core;
    public String guild = "g1";
    public String channel = "c1";
    public String user = "u1";
    public String name = "alice";
    public boolean gm;
    private Instant at = Instant.parse("2026-01-01T00:00:00Z");
    private int messages;

    public TestChat(Continuity core) {
        this.core = core;
    }

    public TestChat as(String user, String name, boolean gm) {
        this.user = user;
        this.name = name;
        this.gm = gm;
        return this;
    }

    public TestChat in(String channel) {
        this.channel = channel;
        return this;
    }

    private ChatContext ctx() {
        at = at.plusSeconds(60);
        return new ChatContext(guild, channel, null, user, name, gm, at);
    }

    public List<Reply> say(String text) {
        return core.handle(new MessageIn(ctx(), "m" + (++messages), text, false, false, null));
    }

    /** {@code slash(SlashCommand.MEMORY_REMEMBER, "character", "Mira", "text", "...")}. */
    public List<Reply> slash(SlashCommand command, String... options) {
        Map<String, Object> o = new LinkedHashMap<>();
        for (int i = 0; i + 1 < options.length; i += 2) o.put(options[i], options[i + 1]);
        return core.handle(SlashIn.of(ctx(), command, o));
    }

    public Reply one(List<Reply> replies) {
        if (replies.size() != 1) throw new AssertionError("expected one reply, got " + replies);
        return replies.get(0);
    }

    public List<Reply> click(Reply on, String label) {
        Button b =
                on.buttons().stream()
                        .filter(x -> x.label().equalsIgnoreCase(label))
                        .findFirst()
                        .orElseThrow(() -> new AssertionError("no button " + label + " on " + on));
        return core.handle(new ClickIn(ctx(), b.actionId()));
    }
}
