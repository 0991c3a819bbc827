package continuity.transfer;

import continuity.text.Phrase;

/**
 * One entry of an incoming file: its 1-based position, and its value or why it could not be read.
 */
public record Parsed<T>(int number, T value, Phrase error) {}
