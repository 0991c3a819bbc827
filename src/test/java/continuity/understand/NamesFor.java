package continuity.understand;

import java.util.Optional;
import java.util.Set;

/** A fixed set of known character names for reading tests. */
public final class NamesFor implements KnownNames {
    private final Set<String> keys;
    private final java.util.List<String> names;

    public NamesFor(String... names) {
        this.names = java.util.List.of(names);
        keys = new java.util.HashSet<>();
        for (String n : names) keys.add(Fold.key(n));
    }

    @Override
    public java.util.List<String> all() {
        return names;
    }

    @Override
    public boolean isKnown(String writtenName) {
        return keys.contains(Fold.key(writtenName));
    }

    @Override
    public Optional<String> firstIn(String folded) {
        for (String w : folded.split("[^\\p{L}]+")) if (keys.contains(w)) return Optional.of(w);
        return Optional.empty();
    }
}
