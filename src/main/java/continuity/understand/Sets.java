package continuity.understand;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/** Word sets written as lists, where a word may appear twice (Set.of refuses duplicates). */
final class Sets {
    private Sets() {}

    static Set<String> of(String... words) {
        return Set.copyOf(new HashSet<>(Arrays.asList(words)));
    }
}
