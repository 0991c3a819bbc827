package continuity.understand;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * A server's character names as the reader looks them up, with no database read: by the whole name
 * (any case or accents), by runs of one to three words of a message, and by a character's first
 * name when only that character has it ("Matthias" in « il vient d'où, Matthias ? » is Matthias
 * Oberli; {@link NameParts}). The bot's core and the corpus's eval use the same index.
 */
public final class NameIndex implements KnownNames {
    private static final Pattern NON_NAME = Pattern.compile("[^\\p{L}\\p{N}\\-]+");

    /** A first name two characters share: it names neither. */
    private static final String SHARED = "";

    private final UnaryOperator<String> keyOf;
    private final ConcurrentHashMap<String, String> byKey = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, String> byFirst = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, String> byPart = new ConcurrentHashMap<>();

    /** An index of {@code names}, each keyed by {@code keyOf} (the core's cleaning and folding). */
    public NameIndex(Collection<String> names, UnaryOperator<String> keyOf) {
        this.keyOf = keyOf;
        for (String n : names) add(n);
    }

    /** An index of {@code names} keyed by their folded form. */
    public static NameIndex of(Collection<String> names) {
        return new NameIndex(names, Fold::key);
    }

    /** Adds a character's name (a later name with the same key takes its place). */
    public void add(String name) {
        add(keyOf.apply(name), name);
    }

    /** Adds a character's name under its key (as the core stores it). */
    public synchronized void add(String key, String name) {
        byKey.put(key, name);
        String[] parts = key.strip().split("\\s+");
        if (parts.length > 1)
            for (String part : parts)
                if (part.length() >= 3 && !NameParts.isTitle(part))
                    byPart.merge(part, name, (a, b) -> a.equals(b) ? a : SHARED);
        String first = NameParts.firstName(key);
        if (first == null || byKey.containsKey(first)) return;
        byFirst.merge(first, name, (a, b) -> a.equals(b) ? a : SHARED);
    }

    /** The stored name of the character with this key, if any. */
    public Optional<String> nameOf(String key) {
        return Optional.ofNullable(byKey.get(key));
    }

    public int size() {
        return byKey.size();
    }

    @Override
    public List<String> all() {
        return List.copyOf(byKey.values());
    }

    @Override
    public boolean isEmpty() {
        return byKey.isEmpty();
    }

    @Override
    public boolean isKnown(String writtenName) {
        return byKey.containsKey(keyOf.apply(writtenName)) || resolve(writtenName).isPresent();
    }

    @Override
    public Optional<String> resolve(String writtenName) {
        String exact = byKey.get(keyOf.apply(writtenName));
        if (exact != null) return Optional.of(exact);
        return KnownNames.super.resolve(writtenName);
    }

    @Override
    public boolean partIn(String folded) {
        if (byPart.isEmpty()) return false;
        for (String w : NON_NAME.split(folded)) {
            String hit = byPart.get(w);
            if (hit != null && !hit.equals(SHARED) && !byKey.containsKey(w)) return true;
        }
        return false;
    }

    @Override
    public Optional<String> firstIn(String folded) {
        if (byKey.isEmpty()) return Optional.empty();
        String[] words = NON_NAME.split(folded);
        for (int i = 0; i < words.length; i++) {
            if (words[i].isEmpty()) continue;
            StringBuilder run = new StringBuilder();
            for (int n = 0; n < 3 && i + n < words.length; n++) {
                if (n > 0) run.append(' ');
                run.append(words[i + n]);
                String hit = byKey.get(run.toString());
                if (hit != null) return Optional.of(hit);
            }
            String first = byFirst.get(words[i]);
            if (first != null && !first.equals(SHARED) && !byKey.containsKey(words[i]))
                return Optional.of(first);
        }
        return Optional.empty();
    }
}
