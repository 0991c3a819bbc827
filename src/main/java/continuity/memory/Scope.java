package continuity.memory;

import continuity.understand.ScopeCue;
import java.util.Locale;

/**
 * Where a note applies. Facts: the character's profile (every story on the server), one story or
 * alternate universe, or one scene. Preferences: all chats, one character, or one story.
 */
public enum Scope {
    PROFILE,
    STORY,
    SCENE,
    ALL_CHATS,
    CHARACTER;

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Scope of(String wire) {
        return valueOf(wire.trim().toUpperCase(Locale.ROOT));
    }

    /**
     * A scope typed as an option, by its wire name or its French name (profil, histoire, scène,
     * toutes les discussions, personnage), case and accents ignored.
     */
    public static Scope ofOption(String typed) {
        String k =
                java.text.Normalizer.normalize(typed.trim(), java.text.Normalizer.Form.NFD)
                        .replaceAll("\\p{M}", "")
                        .toLowerCase(Locale.ROOT)
                        .replace(' ', '_');
        return switch (k) {
            case "profil" -> PROFILE;
            case "histoire" -> STORY;
            case "scene" -> SCENE;
            case "toutes_les_discussions" -> ALL_CHATS;
            case "personnage" -> CHARACTER;
            default -> of(k);
        };
    }

    /** The fact scope a scope cue asks for: everywhere is the profile. */
    public static Scope of(ScopeCue cue) {
        return switch (cue) {
            case SCENE -> SCENE;
            case STORY -> STORY;
            case EVERYWHERE -> PROFILE;
        };
    }

    /**
     * The scope cue that asks for this fact scope (the inverse of {@link #of(ScopeCue)}); null for
     * the preference scopes, which no cue names.
     */
    public ScopeCue cue() {
        return switch (this) {
            case SCENE -> ScopeCue.SCENE;
            case STORY -> ScopeCue.STORY;
            case PROFILE -> ScopeCue.EVERYWHERE;
            case ALL_CHATS, CHARACTER -> null;
        };
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
