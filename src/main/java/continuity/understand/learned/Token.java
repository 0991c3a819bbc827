package continuity.understand.learned;

/** One token of a message: its text as written and where it is ({@code start} inclusive). */
public record Token(String text, int start, int end) {
    /** The folded form (lower case, no accents), as features and comparisons use it. */
    public String folded() {
        return continuity.understand.Fold.key(text);
    }
}
