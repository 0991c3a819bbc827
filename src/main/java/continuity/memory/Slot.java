package continuity.memory;

import continuity.understand.Detail;
import java.util.Objects;

/**
 * Where one current fact lives: a server, a character, a detail ({@link Detail}) and a scope
 * instance (profile, one story, one scene). At most one active fact per slot (free notes aside:
 * they add up). The one definition every place asks: a correction, an import, a move to another
 * scope.
 */
public record Slot(String guild, String characterKey, Detail detail, Scope scope, String scopeId) {

    public Slot {
        Objects.requireNonNull(detail, "detail");
        if (detail.none()) throw new IllegalArgumentException("a slot is about a named detail");
    }

    public static Slot of(Note m) {
        return new Slot(m.guild(), m.characterKey(), m.detail(), m.scope(), m.scopeId());
    }

    /** True when the note is a fact of this slot (a free note belongs to no slot). */
    public boolean holds(Note m) {
        return m.kind() == Kind.FACT && !free() && at(m);
    }

    /**
     * True when the note sits at this slot's place (server, character, detail, scope instance),
     * whatever its kind; free notes included, since they too have a place (but no slot of their
     * own).
     */
    public boolean at(Note m) {
        return guild.equals(m.guild())
                && characterKey.equals(m.characterKey())
                && detail.equals(m.detail())
                && scope == m.scope()
                && Objects.equals(scopeId, m.scopeId());
    }

    /** A free note's place ({@link Detail#FREE}): such notes add up, none replaces another. */
    public boolean free() {
        return detail.free();
    }
}
