package continuity.understand;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Which of the grammar's rules fired on a message, by id ({@code shape:en.possessive}, {@code
 * words:contrasts}): for {@code explain} and for the test that runs every rule's examples. Nothing
 * is collected unless a caller asks ({@link #collecting}); on the hot path a rule's {@link #rule}
 * costs one thread-local read.
 */
final class Fired {
    private static final ThreadLocal<Set<String>> COLLECTOR = new ThreadLocal<>();

    private Fired() {}

    /** Notes that the rule {@code id} fired, when someone is collecting. */
    static void rule(String id) {
        Set<String> s = COLLECTOR.get();
        if (s != null) s.add(id);
    }

    /** The words of {@code section} fired. */
    static void words(Words.Section section) {
        rule("words:" + section.name().toLowerCase(java.util.Locale.ROOT));
    }

    /** Whether {@code p} is found in {@code s}; when it is, the words of {@code section} fired. */
    static boolean found(java.util.regex.Pattern p, CharSequence s, Words.Section section) {
        boolean f = p.matcher(s).find();
        if (f) words(section);
        return f;
    }

    /** Runs {@code work}, adding the ids of the rules that fired meanwhile to {@code into}. */
    static <T> T collecting(List<String> into, Supplier<T> work) {
        Set<String> outer = COLLECTOR.get();
        Set<String> mine = new LinkedHashSet<>();
        COLLECTOR.set(mine);
        try {
            return work.get();
        } finally {
            if (outer == null) COLLECTOR.remove();
            else {
                COLLECTOR.set(outer);
                outer.addAll(mine);
            }
            into.addAll(mine);
        }
    }
}
