package continuity.transfer;

/**
 * A channel's named story in an export: the channel, the story's key (what story notes point to)
 * and its name.
 */
public record StoryEntry(String channel, String storyKey, String name) {}
