package continuity.memory;

import continuity.understand.KnownNames;
import java.util.Collection;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * A guild's character names in memory, so that screening a message costs no database read. Lookups
 * go by the folded name and by runs of one to three words of the message.
 */
public final class GuildNames implements KnownNames {
    private static final Pattern NON_NAME = Pattern.compile("[^\\p{L}\\p{N}\\-]+");
    private final ConcurrentHashMap<String, String> byKey = new ConcurrentHashMap<>();

    public GuildNames(Collection<Character> characters) {
        for (Character c : characters) byKey.put(c.key(), c.name());
    }

    void add(Character c) {
        byKey.put(c.key(), c.name());
    }

    /** The stored name of the character with this key, if the server has one. */
    Optional<String> nameOf(String key) {
        return Optional.ofNullable(byKey.get(key));
    }

    int size() {
        return byKey.size();
    }

    @Override
    public java.util.List<String> all() {
        return java.util.List.copyOf(byKey.values());
    }

    @Override
    public boolean isEmpty() {
        return byKey.isEmpty();
    }

    @Override
    public boolean isKnown(String writtenName) {
        return byKey.containsKey(Names.key(writtenName));
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
        }
        return Optional.empty();
    }
}
