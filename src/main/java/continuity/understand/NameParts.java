package continuity.understand;

import java.util.List;
import java.util.Set;

/**
 * Which known character a written name means: the stored name itself, or a word of a longer stored
 * name that only that character has ("Matthias" for Matthias Oberli, « Anselme » for Père Anselme).
 * Titles (the [titles] sections of en.txt and fr.txt: "Brother", "Captain", « Père ») never name
 * anyone alone. One home for the grammar, the learned reader and the core.
 */
public final class NameParts {
    private NameParts() {}

    private static final Set<String> TITLES = Set.copyOf(Words.all(Words.Section.TITLES));

    /**
     * The first name of a stored name of several words (its first word that is no title, of at
     * least three letters): "matthias" for "matthias oberli", "eadric" for "prior eadric"; null for
     * a name of one word.
     */
    public static String firstName(String folded) {
        String[] parts = folded.strip().split("\\s+");
        if (parts.length < 2) return null;
        for (String p : parts) {
            if (TITLES.contains(p)) continue;
            return p.length() >= 3 ? p : null;
        }
        return null;
    }

    /** Whether a folded word is a title ("captain", « père »): it names no one alone. */
    public static boolean isTitle(String folded) {
        return TITLES.contains(folded);
    }

    /** The stored name {@code written} means among {@code characters}, or null. */
    public static String resolve(String written, List<String> characters) {
        if (written == null || characters.isEmpty()) return null;
        String k = Fold.key(written).strip();
        if (k.length() < 2) return null;
        for (String c : characters) if (Fold.key(c).equals(k)) return c;
        if (k.length() < 3 || k.contains(" ")) return null;
        if (TITLES.contains(k)) {
            Fired.words(Words.Section.TITLES);
            return null;
        }
        String found = null;
        for (String c : characters) {
            String[] parts = Fold.key(c).split("[\\s]+");
            if (parts.length < 2) continue;
            for (String part : parts) {
                if (!part.equals(k)) continue;
                if (found != null && !found.equals(c)) return null; // two characters share it
                found = c;
            }
        }
        return found;
    }
}
