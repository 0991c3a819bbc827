package continuity.transfer;

/** A character in an export: its key (the folded name), display name, owner and creation time. */
public record CharacterEntry(String key, String name, String owner, String createdAt) {}
