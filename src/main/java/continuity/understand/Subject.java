package continuity.understand;

/**
 * Whom a claim is about: a named character, the speaker ("my eyes", through a proxy), or a pronoun
 * ("her eyes") that still has to be resolved.
 */
public record Subject(Type type, String name) {
    public enum Type {
        NAMED,
        SPEAKER,
        PRONOUN
    }

    public static Subject named(String name) {
        return new Subject(Type.NAMED, name);
    }

    public static Subject speaker() {
        return new Subject(Type.SPEAKER, null);
    }

    public static Subject pronoun() {
        return new Subject(Type.PRONOUN, null);
    }
}
