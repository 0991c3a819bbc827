package continuity.memory;

import java.util.Locale;

/**
 * Where a note applies. Facts: the character's profile (every story on the server), one story or
 * alternate universe, or one scene. Preferences: all chats, one character, or one story.
 */
public enum Scope {
    PROFILE, STORY, SCENE, ALL_CHATS, CHARACTER;

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Scope of(String wire) {
        return valueOf(wire.trim().toUpperCase(Locale.ROOT));
    }

    /** Higher is more specific: a scene note beats a story note, which beats the profile. */
    public int specificity() {
        return switch (this) {
            case SCENE -> 3;
            case STORY -> 2;
            case PROFILE, CHARACTER -> 1;
            case ALL_CHATS -> 0;
        };
    }
}
