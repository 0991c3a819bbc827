package continuity.understand;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What a question asks about: an attribute key, or else the words of its topic. */
final class QuestionWords {
    private static final Pattern AGE = Pattern.compile("how old|what age|quel age|what is .* age|(?<![\\p{L}])age(?![\\p{L}])");
    private static final Pattern HEIGHT = Pattern.compile("how tall|how short|quelle taille|combien mesure|mesure-t-elle|mesure-t-il");
    private static final Pattern OUTFIT = Pattern.compile("(?<![\\p{L}])(?:wearing|wear|wears|dressed|porte|portait|habillee?|tenue)(?![\\p{L}])");
    private static final Pattern JOB = Pattern.compile("what does .* do(?: for a living)?\\??$|for a living|que fait|quel metier|quel travail");
    private static final Pattern SPECIES = Pattern.compile("what (?:species|race|kind of creature)|quelle (?:espece|race)");
    private static final Pattern POSSESSIVE_TOPIC = Pattern.compile("'s? ([\\p{L}][\\p{L}\\- ]{0,60}?)(?:\\?|$| is| are| was| were)");
    private static final Set<String> STOP = Set.of("what", "which", "who", "whose", "where", "when", "how", "does",
            "do", "did", "is", "are", "was", "were", "the", "a", "an", "of", "and", "i", "you", "me", "my", "her", "his",
            "their", "she", "he", "they", "it", "to", "at", "in", "on", "we", "remember", "can", "could", "tell",
            "about", "with", "that", "this", "there", "have", "has", "had", "met", "be", "been", "for", "from",
            "quel", "quelle", "quels", "quelles", "qui", "est", "sont", "le", "la", "les", "de", "du", "des", "un",
            "une", "et", "je", "tu", "te", "souviens", "quand", "nous", "avec", "dans", "au", "elle", "il",
            "ses", "sa", "son", "ce", "que", "qu'est-ce", "rappelles", "continuity", "colour", "color", "couleur");

    private static final Pattern NON_WORD = Pattern.compile("[^\\p{L}\\p{N}']+");

    private QuestionWords() {
    }

    static String attribute(String folded) {
        List<String> keys = Lexicon.mentioned(folded);
        if (!keys.isEmpty()) return keys.get(0);
        if (AGE.matcher(folded).find()) return "age";
        if (HEIGHT.matcher(folded).find()) return "height";
        if (OUTFIT.matcher(folded).find()) return "outfit";
        if (SPECIES.matcher(folded).find()) return "species";
        if (JOB.matcher(folded).find()) return "occupation";
        return null;
    }

    /** The words asked about when no attribute was recognised ("favourite food"). */
    static String topic(Span s, Subject subject) {
        Matcher m = POSSESSIVE_TOPIC.matcher(s.folded());
        if (m.find()) return Lexicon.canonical(m.group(1).trim());
        List<String> words = new ArrayList<>();
        String name = subject != null && subject.name() != null ? Fold.key(subject.name()) : "";
        for (String w : NON_WORD.split(s.folded())) {
            if (w.length() < 3 || STOP.contains(w) || name.contains(w)) continue;
            words.add(w);
        }
        return String.join(" ", words);
    }
}
