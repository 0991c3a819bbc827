package continuity.understand;

import continuity.chat.Lang;
import java.util.Set;
import java.util.regex.Pattern;

/** French or English, from common function words; English when unsure. */
public final class LanguageGuess {
    private static final Set<String> FR =
            Set.of(
                    "les",
                    "des",
                    "est",
                    "sont",
                    "pas",
                    "une",
                    "elle",
                    "il",
                    "je",
                    "dans",
                    "cette",
                    "cet",
                    "pour",
                    "avec",
                    "porte",
                    "yeux",
                    "cheveux",
                    "qu'est-ce",
                    "quel",
                    "quelle",
                    "quels",
                    "quelles",
                    "donne",
                    "lui",
                    "ses",
                    "sa",
                    "son",
                    "mes",
                    "ma",
                    "mon",
                    "au",
                    "aux",
                    "du",
                    "le",
                    "la",
                    "et",
                    "de",
                    "en",
                    "fait",
                    "non",
                    "oui",
                    "j'aimerais",
                    "prefere",
                    "scene",
                    "histoire",
                    "souviens",
                    "ans",
                    "tu",
                    "vous",
                    "toujours",
                    "partir",
                    "maintenant",
                    "desormais",
                    "que",
                    "qui",
                    "ou",
                    "comment",
                    "couleur");
    private static final Set<String> EN =
            Set.of(
                    "the",
                    "is",
                    "are",
                    "not",
                    "has",
                    "have",
                    "she",
                    "he",
                    "her",
                    "his",
                    "in",
                    "this",
                    "for",
                    "with",
                    "wears",
                    "eyes",
                    "hair",
                    "what",
                    "which",
                    "give",
                    "my",
                    "from",
                    "now",
                    "on",
                    "every",
                    "story",
                    "scene",
                    "and",
                    "of",
                    "to",
                    "i",
                    "it",
                    "you",
                    "remember",
                    "actually",
                    "prefer",
                    "like",
                    "colour",
                    "color",
                    "only",
                    "just",
                    "does",
                    "do",
                    "who",
                    "how");

    private static final Pattern NON_WORD = Pattern.compile("[^\\p{L}']+");

    private LanguageGuess() {}

    public static Lang of(String folded) {
        int fr = 0, en = 0;
        for (String w : NON_WORD.split(folded)) {
            if (w.isEmpty()) continue;
            if (FR.contains(w)) fr++;
            if (EN.contains(w)) en++;
            if (w.startsWith("l'")
                    || w.startsWith("d'")
                    || w.startsWith("j'")
                    || w.startsWith("n'")
                    || w.startsWith("qu'")
                    || w.startsWith("c'")) fr++;
        }
        return fr > en ? Lang.FR : Lang.EN;
    }
}
