package continuity.bench;

import continuity.chat.ChatContext;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.memory.Continuity;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/** Sets the story "Pirate AU", which the loader's story notes are in, in a guild's channel "s1". */
final class StorySet {
    private StorySet() {}

    static void in(Continuity core, String guild, Instant at) {
        List<Reply> r =
                core.handle(
                        SlashIn.of(
                                new ChatContext(guild, "s1", null, "gm", "gm", true, at),
                                SlashCommand.STORY_SET,
                                Map.of("name", "Pirate AU")));
        if (r.isEmpty() || r.get(0).kind() != ReplyKind.OK)
            throw new IllegalStateException("the story was not set in " + guild + ": " + r);
    }
}
