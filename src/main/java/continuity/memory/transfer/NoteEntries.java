package continuity.memory.transfer;

import continuity.memory.Character;
import continuity.memory.Kind;
import continuity.memory.Names;
import continuity.memory.Note;
import continuity.memory.Scope;
import continuity.memory.Status;
import continuity.transfer.CharacterEntry;
import continuity.transfer.NoteEntry;
import java.time.Instant;

/** Notes and characters to and from their export entries; field for field, nothing lost. */
final class NoteEntries {
    private NoteEntries() {}

    static NoteEntry entry(Note m, boolean withGuild) {
        return new NoteEntry(
                m.id(),
                withGuild ? m.guild() : null,
                m.character(),
                m.characterKey(),
                m.attributeWire(),
                m.value(),
                m.text(),
                m.kind().wire(),
                m.scope().wire(),
                m.scopeId(),
                m.scopeName(),
                m.status().wire(),
                m.author(),
                m.channel(),
                m.messageId(),
                time(m.createdAt()),
                time(m.retiredAt()),
                m.replaces(),
                m.retiredBy(),
                m.retiredReasonWire(),
                m.langWire());
    }

    static CharacterEntry entry(Character c) {
        return new CharacterEntry(c.key(), c.name(), c.owner(), time(c.createdAt()));
    }

    /** The note an entry stands for in {@code guild}; the entry must have passed validation. */
    static Note memory(NoteEntry e, String guild) {
        return Note.of(
                e.id(),
                guild,
                e.character(),
                characterKey(e),
                e.attribute(),
                e.value(),
                e.text(),
                Kind.of(e.kind()),
                Scope.of(e.scope()),
                e.scopeId(),
                e.scopeName(),
                Status.of(e.status()),
                e.author(),
                e.channel(),
                e.messageId(),
                Instant.parse(e.createdAt()),
                e.retiredAt() == null ? null : Instant.parse(e.retiredAt()),
                e.replaces(),
                e.retiredBy(),
                e.retiredReason(),
                e.lang() == null ? "en" : e.lang());
    }

    static Character character(CharacterEntry e, String guild) {
        return new Character(
                guild,
                e.key() == null ? Names.key(e.name()) : e.key(),
                Names.clean(e.name()),
                e.owner(),
                Instant.parse(e.createdAt()));
    }

    static String characterKey(NoteEntry e) {
        return e.characterKey() == null ? Names.key(e.character()) : e.characterKey();
    }

    private static String time(Instant i) {
        return i == null ? null : i.toString();
    }
}
