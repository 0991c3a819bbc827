package continuity.understand;

import continuity.chat.Lang;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A game master's leading tag before the story itself: "[GM] The Perdita came about under a grey
 * sky; Captain Ardmore stood at the rail ..." is narration told in the past tense, or a line of
 * dialogue or an *action*, not a note out of character. Such a message is read as in-character
 * text: the bot stays silent on it. A note ("[GM] Kade is 19, not 18", « [MJ] Odile a 34 ans »)
 * keeps the tag's meaning. The words are data: the {@code [narrated]} and {@code [noted]} sections
 * of {@code understand/<lang>.txt}.
 */
final class TaggedNarration {
    /** Per language: the words of a story told, their endings, and the words of a note. */
    private record Tense(Set<String> narrated, List<String> endings, Set<String> noted) {
        static Tense of(Lang lang) {
            Set<String> narrated = new HashSet<>();
            List<String> endings = new ArrayList<>();
            for (String w : Words.of(lang, Words.Section.NARRATED))
                if (w.startsWith("-")) endings.add(w.substring(1));
                else narrated.add(w);
            return new Tense(narrated, endings, new HashSet<>(Words.of(lang, Words.Section.NOTED)));
        }
    }

    private static final Map<Lang, Tense> BY_LANG = new EnumMap<>(Lang.class);

    static {
        for (Lang l : Lang.values()) BY_LANG.put(l, Tense.of(l));
    }

    /** Letters a word keeps before an ending for the ending to count ("need" is no "-ed"). */
    private static final int STEM = 3;

    private TaggedNarration() {}

    /**
     * Whether the body after a game master's leading tag is the story: it opens with dialogue or an
     * action, or has at least two words of a story told in the past and more of them than words of
     * a note.
     */
    static boolean told(String taggedBody) {
        String b = taggedBody.strip();
        if (b.isEmpty()) return false;
        char first = b.charAt(0);
        if (first == '"' || first == '\u201c' || first == '\u00ab' || first == '*') return true;
        String f = Fold.key(b);
        Tense t = BY_LANG.get(LanguageGuess.of(f));
        int past = 0, present = 0;
        for (String raw : f.replace('\u2019', '\'').split("[^\\p{L}']+")) {
            String w = raw.replaceAll("^'+|'+$", "");
            if (w.isEmpty()) continue;
            if (w.endsWith("'s")) {
                present++;
                continue;
            }
            if (t.noted().contains(w)) present++;
            else if (t.narrated().contains(w) || ended(w, t.endings())) past++;
        }
        if (present > 0 && past >= 2 && past <= present) Fired.words(Words.Section.NOTED);
        boolean told = past >= 2 && past > present;
        if (told) Fired.words(Words.Section.NARRATED);
        return told;
    }

    private static boolean ended(String w, List<String> endings) {
        for (String e : endings) if (w.length() >= e.length() + STEM && w.endsWith(e)) return true;
        return false;
    }
}
