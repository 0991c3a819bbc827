package continuity.memory;

import continuity.understand.Detail;
import continuity.understand.Fold;
import continuity.understand.Lexicon;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Finds the note a {@code memory} option means: an id, or words that all appear in the note
 * (character, attribute in either language, text). The same rule serves autocomplete.
 */
final class NoteSearch {
    private static final Set<String> SKIP =
            Set.of(
                    "the", "a", "an", "of", "s", "'s", "le", "la", "les", "de", "des", "du", "d",
                    "l", "note", "about");

    private NoteSearch() {}

    /**
     * The newest {@code max} notes the user may see and act on, oldest first: among the guild's
     * current facts (read newest first, a page of them, not the whole server) and their own
     * preferences (few), which come last.
     */
    static List<Note> latest(Turn t, int max) {
        if (max <= 0) return List.of();
        List<Note> out = new ArrayList<>(t.repo.latestFacts(t.guild(), max));
        java.util.Collections.reverse(out);
        for (Note m : t.repo.preferencesOf(t.user())) {
            if (isVisible(t, m)) out.add(m);
        }
        return out;
    }

    /**
     * The id that {@code equalsIgnoreCase} would match: ids are lower-case letters and digits, and
     * a char matches one exactly when its upper case, lowered again, is that char.
     */
    private static String idKey(String q) {
        char[] k = q.toCharArray();
        for (int i = 0; i < k.length; i++)
            k[i] = java.lang.Character.toLowerCase(java.lang.Character.toUpperCase(k[i]));
        return new String(k);
    }

    private static boolean isVisible(Turn t, Note m) {
        if (m.kind() == Kind.FACT) {
            return m.guild().equals(t.guild())
                    && (m.status() == Status.ACTIVE || m.status() == Status.DISPUTED);
        }
        return m.author().equals(t.user())
                && m.status() == Status.ACTIVE
                && (m.guild().equals(t.guild()) || m.scope() == Scope.ALL_CHATS);
    }

    static List<Note> find(Turn t, String query) {
        String q = query == null ? "" : query.trim();
        if (q.isEmpty()) return List.of();
        // an id is looked up directly instead of among every visible note
        Optional<Note> byId = t.repo.memory(idKey(q)).filter(m -> isVisible(t, m));
        if (byId.isPresent()) return List.of(byId.get());
        List<String> words = new ArrayList<>();
        for (String w : Fold.key(q).split("[^\\p{L}\\p{N}]+")) {
            if (!w.isEmpty() && !SKIP.contains(w)) words.add(w);
        }
        if (words.isEmpty()) return List.of();
        // the server's facts are searched by the store (their search text is kept: SearchText),
        // so that only the notes found are read; the member's preferences are few
        List<Detail> details = new ArrayList<>();
        for (String w : words)
            details.add(Lexicon.isKnown(w) ? Detail.of(Lexicon.canonical(w)) : Detail.NONE);
        List<Note> out = new ArrayList<>();
        for (Note m : t.repo.searchFacts(t.guild(), words, details))
            if (matches(m, words, details)) out.add(m); // the note itself has the last word
        for (Note m : t.repo.preferencesOf(t.user())) {
            if (isVisible(t, m) && matches(m, words, details)) out.add(m);
        }
        return out;
    }

    /**
     * Whether every word is in the note's search text, or names its detail ({@code details}: each
     * word's detail, or {@link Detail#NONE}).
     */
    static boolean matches(Note m, List<String> words, List<Detail> details) {
        String hay = SearchText.of(m);
        for (int i = 0; i < words.size(); i++) {
            if (hay.contains(words.get(i))) continue;
            if (details.get(i).named() && details.get(i).equals(m.detail())) continue;
            return false;
        }
        return true;
    }

    static List<Map.Entry<String, String>> suggest(Turn t, String typed, int max) {
        List<Note> found = typed == null || typed.isBlank() ? latest(t, max) : find(t, typed);
        List<Map.Entry<String, String>> out = new ArrayList<>();
        for (int i = found.size() - 1; i >= 0 && out.size() < max; i--) {
            Note m = found.get(i);
            out.add(new AbstractMap.SimpleEntry<>(m.id(), label(m)));
        }
        return out;
    }

    /** A one-line label of at most 100 characters (Discord's limit for a choice name). */
    static String label(Note m) {
        String s =
                m.text()
                        + " ("
                        + m.scope().wire()
                        + (m.status() == Status.ACTIVE ? "" : ", " + m.status().wire())
                        + ")";
        s = s.replaceAll("\\s+", " ");
        return s.length() <= 100 ? s : s.substring(0, 99) + "\u2026";
    }

    static List<String> characters(Repository repo, String guild, String typed, int max) {
        String f = Fold.key(typed == null ? "" : typed);
        List<String> starts = new ArrayList<>(), contains = new ArrayList<>();
        for (Character c : repo.characters(guild)) {
            if (c.key().startsWith(f)) starts.add(c.name());
            else if (c.key().contains(f)) contains.add(c.name());
        }
        starts.addAll(contains);
        return starts.size() > max ? starts.subList(0, max) : starts;
    }
}
