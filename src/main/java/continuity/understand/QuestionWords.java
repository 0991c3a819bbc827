package continuity.understand;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What a question asks about: an attribute key, or else the words of its topic. */
final class QuestionWords {
    private static final Pattern AGE =
            Pattern.compile(
                    "how old|what age|quel age|what is .* age|(?<![\\p{L}])age(?![\\p{L}])");
    private static final Pattern HEIGHT =
            Pattern.compile(
                    "how tall|how short|quelle taille|combien mesure|mesure-t-elle|mesure-t-il|(?<![\\p{L}])mesure(?![\\p{L}])|combien (?:fait|mesure)");
    private static final Pattern BIRTHPLACE =
            Pattern.compile(
                    "where (?:was|is) .* born|(?:ou|d'ou) (?:est[- ]elle|est[- ]il|est) nee?|nee? ou|born where|lieu de naissance");
    private static final Pattern HOMETOWN =
            Pattern.compile(
                    "where (?:is|'s|does) .* (?:from|come from|grow up|grew up)|where .* from|(?:vient|viens|venait) d'ou|d'ou (?:vient|viens|venait|est)|(?:a grandi|grandi) ou|ou (?:a-t-(?:elle|il) |est-ce qu'(?:elle|il) a )?grandi|originaire d'ou|where did .* grow up");
    private static final Pattern HANDED =
            Pattern.compile(
                    "(?:left|right)[- ]?handed|lefty|righty|gauch(?:er|ere)|droiti(?:er|ere)|handedness|ambidextr");
    private static final Pattern PRONOUN_Q =
            Pattern.compile("(?<![\\p{L}])(?:pronouns?|pronoms?)(?![\\p{L}])|what does .* go by");
    private static final Pattern NICK =
            Pattern.compile(
                    "what do (?:people|they|ppl|others) call|comment (?:on |les gens )?(?:l'|la |le )?appelle");
    private static final Pattern OUTFIT =
            Pattern.compile(
                    "(?<![\\p{L}])(?:wearing|wear|wears|dressed|porte|portait|habillee?|tenue)(?![\\p{L}])");
    private static final Pattern JOB =
            Pattern.compile(
                    "what does .* do(?: for a living| for work)?(?: again)?\\??$|for a living|what .* (?:job|work)|que fait|quel metier|quel travail|fait quoi(?: comme| dans la vie)|fait comme (?:metier|travail|boulot)|what does .* work as|where does .* work");
    private static final Pattern SPECIES =
            Pattern.compile("what (?:species|race|kind of creature)|quelle (?:espece|race)");
    private static final Pattern POSSESSIVE_TOPIC =
            Pattern.compile("'s? ([\\p{L}][\\p{L}\\- ]{0,60}?)(?:\\?|$| is| are| was| were)");
    private static final Set<String> STOP =
            Set.of(
                    "what",
                    "which",
                    "who",
                    "whose",
                    "where",
                    "when",
                    "how",
                    "does",
                    "do",
                    "did",
                    "is",
                    "are",
                    "was",
                    "were",
                    "the",
                    "a",
                    "an",
                    "of",
                    "and",
                    "i",
                    "you",
                    "me",
                    "my",
                    "her",
                    "his",
                    "their",
                    "she",
                    "he",
                    "they",
                    "it",
                    "to",
                    "at",
                    "in",
                    "on",
                    "we",
                    "remember",
                    "can",
                    "could",
                    "tell",
                    "about",
                    "with",
                    "that",
                    "this",
                    "there",
                    "have",
                    "has",
                    "had",
                    "met",
                    "be",
                    "been",
                    "for",
                    "from",
                    "quel",
                    "quelle",
                    "quels",
                    "quelles",
                    "qui",
                    "est",
                    "sont",
                    "le",
                    "la",
                    "les",
                    "de",
                    "du",
                    "des",
                    "un",
                    "une",
                    "et",
                    "je",
                    "tu",
                    "te",
                    "souviens",
                    "quand",
                    "nous",
                    "avec",
                    "dans",
                    "au",
                    "elle",
                    "il",
                    "ses",
                    "sa",
                    "son",
                    "ce",
                    "que",
                    "qu'est-ce",
                    "rappelles",
                    "continuity",
                    "again",
                    "deja",
                    "encore",
                    "colour",
                    "color",
                    "couleur");

    private static final Pattern NON_WORD = Pattern.compile("[^\\p{L}\\p{N}']+");

    private QuestionWords() {}

    static String attribute(String folded) {
        if (BIRTHPLACE.matcher(folded).find()) return "birthplace";
        if (HOMETOWN.matcher(folded).find()) return "hometown";
        if (NICK.matcher(folded).find()) return "nickname";
        if (PRONOUN_Q.matcher(folded).find()) return "pronouns";
        List<String> keys = Lexicon.mentioned(folded);
        if (!keys.isEmpty()) return keys.get(0);
        if (HANDED.matcher(folded).find()) return "handedness";
        if (AGE.matcher(folded).find()) return "age";
        if (HEIGHT.matcher(folded).find()) return "height";
        if (OUTFIT.matcher(folded).find()) return "outfit";
        if (SPECIES.matcher(folded).find()) return "species";
        if (JOB.matcher(folded).find()) return "occupation";
        String named = ClauseParser.namingAttributeAsked(folded);
        if (named != null) return named;
        String cls = classOfAsked(folded);
        if (cls != null) return cls;
        return null;
    }

    /** "is Nyx a tiefling?", "is Corvin a smuggler?": the class of the value asked about. */
    private static String classOfAsked(String folded) {
        Matcher m = YES_NO.matcher(folded);
        if (!m.find()) return null;
        return ValueClasses.classify(m.group(1).replaceAll("[?!.]+$", "").trim());
    }

    private static final Pattern YES_NO =
            Pattern.compile("^(?:is|was|est-ce qu(?:e |')\\S+ est) \\S+ (?:an? |une? )?(.+)$");

    static boolean isQuestionWord(String w) {
        return STOP.contains(w);
    }

    /** "what do you know about X", "tell me about X", "que sais-tu de X". */
    static boolean everything(String folded) {
        return EVERYTHING.matcher(folded).find();
    }

    private static final Pattern EVERYTHING =
            Pattern.compile(
                    "what (?:do|did) you (?:know|remember|have)(?: saved| stored| noted)? (?:about|on|for)"
                            + "|tell me (?:everything |all )?about|what's (?:saved|stored|noted) (?:about|for|on)|what is (?:saved|stored|noted) (?:about|for|on)"
                            + "|everything (?:about|on) |que sais[- ]tu (?:de|d'|sur)|que savez[- ]vous (?:de|d'|sur)|qu'est-ce que tu sais (?:de|d'|sur)"
                            + "|tu sais quoi (?:de|d'|sur)|dis[- ]moi tout sur|what do we have (?:on|about|for)");

    /** The words asked about when no attribute was recognised ("favourite food"). */
    static String topic(Span s, Subject subject) {
        Matcher m = POSSESSIVE_TOPIC.matcher(s.folded());
        if (m.find()) return Lexicon.canonical(m.group(1).trim());
        String name = subject != null && subject.name() != null ? Fold.key(subject.name()) : "";
        // « c'est quoi le poste à bord de Corvin », "the motto of Ysolde": the words before the
        // name
        if (!name.isEmpty()) {
            Matcher of =
                    Pattern.compile(
                                    "(?<![\\p{L}])(?:le |la |les |l'|the )((?:[\\p{L}][\\p{L}\\-']* ?){1,4}?)"
                                            + " ?(?:de |d'|du |des |of )"
                                            + Pattern.quote(name)
                                            + "(?![\\p{L}])")
                            .matcher(s.folded());
            if (of.find()) return Lexicon.canonical(of.group(1).trim());
        }
        List<String> words = new ArrayList<>();
        for (String w : NON_WORD.split(s.folded())) {
            if (w.length() < 3 || STOP.contains(w) || name.contains(w)) continue;
            words.add(w);
        }
        return String.join(" ", words);
    }
}
