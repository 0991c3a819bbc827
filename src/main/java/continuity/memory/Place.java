package continuity.memory;

/**
 * The story and scene in force where a message was written. {@code scene} is null when no scene is
 * running there.
 */
public record Place(String guild, String channel, String spot, Story story, Scene scene) {

    /** The scope-instance id and display name a fact gets for the given scope here. */
    public String scopeId(Scope scope) {
        return switch (scope) {
            case STORY -> story.key();
            case SCENE -> scene == null ? null : scene.id();
            default -> null;
        };
    }

    public String scopeName(Scope scope) {
        return switch (scope) {
            case STORY -> story.name();
            case SCENE -> scene == null ? null : scene.name();
            default -> null;
        };
    }

    /**
     * Whether a note applies here: profile always, a story note in its story, a scene note in its
     * scene.
     */
    public boolean covers(Note m) {
        return switch (m.scope()) {
            case PROFILE, CHARACTER, ALL_CHATS -> true;
            case STORY -> story.key().equals(m.scopeId());
            case SCENE -> scene != null && scene.id().equals(m.scopeId());
        };
    }
}
