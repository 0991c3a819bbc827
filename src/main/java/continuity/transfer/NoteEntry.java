package continuity.transfer;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A note in an export, every field as stored (times as ISO-8601 instants). {@code replaces} and
 * {@code retiredBy} are the history links to other notes' ids. {@code guild} is only written in a
 * preferences export, where notes come from several servers.
 */
public record NoteEntry(
        String id,
        @JsonInclude(JsonInclude.Include.NON_NULL) String guild,
        String character,
        String characterKey,
        String attribute,
        String value,
        String text,
        String kind,
        String scope,
        String scopeId,
        String scopeName,
        String status,
        String author,
        String channel,
        String messageId,
        String createdAt,
        String retiredAt,
        String replaces,
        String retiredBy,
        String retiredReason,
        String lang) {}
