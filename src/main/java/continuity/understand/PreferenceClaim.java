package continuity.understand;

import continuity.chat.Lang;

/** "I'd prefer Mira's lines to be short": a user's wish about the writing, not a story fact. */
public record PreferenceClaim(String character, String wish, ScopeCue cue, Lang lang) {}
