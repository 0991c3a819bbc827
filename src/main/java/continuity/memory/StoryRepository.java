package continuity.memory;

import java.util.List;
import java.util.Optional;

/** The named story each channel plays, and the scenes run in places: part of {@link Repository}. */
public interface StoryRepository {
    Optional<Story> story(String guild, String channel);

    void setStory(String guild, String channel, Story story, String by);

    void clearStory(String guild, String channel);

    /** Who set the named story a channel plays, if one is set. */
    Optional<String> storySetBy(String guild, String channel);

    /**
     * The named story of each channel of a guild that has one, by channel id (in channel order).
     */
    java.util.Map<String, Story> storiesIn(String guild);

    Optional<Scene> activeScene(String guild, String place);

    void saveScene(Scene s);

    /** Every scene of a guild, running or ended, oldest first. */
    List<Scene> scenesIn(String guild);

    Optional<Scene> scene(String id);
}
