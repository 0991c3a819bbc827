package continuity.memory;

import continuity.understand.KnownNames;
import continuity.understand.NameIndex;
import java.util.Collection;
import java.util.Optional;

/**
 * A guild's character names in memory, so that screening a message costs no database read: a {@link
 * NameIndex} keyed as the core keys names ({@link Names#key}).
 */
public final class GuildNames implements KnownNames {
    private final NameIndex index;

    public GuildNames(Collection<Character> characters) {
        index = new NameIndex(java.util.List.of(), Names::key);
        for (Character c : characters) index.add(c.key(), c.name());
    }

    void add(Character c) {
        index.add(c.key(), c.name());
    }

    /** The stored name of the character with this key, if the server has one. */
    Optional<String> nameOf(String key) {
        return index.nameOf(key);
    }

    int size() {
        return index.size();
    }

    @Override
    public java.util.List<String> all() {
        return index.all();
    }

    @Override
    public boolean isEmpty() {
        return index.isEmpty();
    }

    @Override
    public boolean isKnown(String writtenName) {
        return index.isKnown(writtenName);
    }

    @Override
    public Optional<String> resolve(String writtenName) {
        return index.resolve(writtenName);
    }

    @Override
    public boolean partIn(String folded) {
        return index.partIn(folded);
    }

    @Override
    public Optional<String> firstIn(String folded) {
        return index.firstIn(folded);
    }
}
