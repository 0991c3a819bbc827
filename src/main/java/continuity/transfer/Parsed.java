package continuity.transfer;

/** One entry of an incoming file: its 1-based position, and its value or why it could not be read. */
public record Parsed<T>(int number, T value, String error) {
}
