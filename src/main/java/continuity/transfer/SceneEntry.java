package continuity.transfer;

/**
 * A scene in an export: its id (what scene notes point to), the channel or thread it is played in,
 * its story's key, its name, who started it and when, and when it ended (null while it runs).
 */
public record SceneEntry(
        String id,
        String place,
        String storyKey,
        String name,
        String startedBy,
        String startedAt,
        String endedAt) {}
