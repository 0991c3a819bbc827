package continuity.understand;

import continuity.chat.Lang;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A user's wish about the writing ("keep Nyx's replies short", "no gore pls", "je préfère la 3e
 * personne"): a preference opener or a content limit, about the writing (length, tone, formality,
 * person and tense, descriptions) or about content; for one character ("X's replies", "for X",
 * "pour X", "que X"), this story ("only in this rp") or all chats ("for every character", "pour
 * tous les persos").
 */
final class PreferenceReader {
    private static final Pattern OPENER =
            Pattern.compile(
                    "(?<![\\p{L}])(?:i(?:'d| would)? prefer|i(?:'d| would) like|i(?:'d| would) rather"
                            + "|i(?:'d| would) love|i want|i like it when|i like it if|i'd appreciate|please keep|pls keep|please make|please write"
                            + "|can you keep|could you keep|can (?:you )?make|keep|always write|let's keep|lets keep|je prefere(?:rais)?|je voudrais|je veux"
                            + "|j'aimerais|j'aime(?:rais)? (?:mieux|bien)|merci de|on pourrait|est-ce qu'on peut|on peut|evitez|evite|evitons"
                            + "|can (?<who>[\\p{L}][\\p{L}\\-]*) (?:talk|speak|be|sound|act)"
                            + "|(?:can|could) [\\p{L}][\\p{L}\\-]*'s?(?= ))(?![\\p{L}])");
    private static final Pattern LIMIT =
            Pattern.compile(
                    "(?:^|(?<![\\p{L}]))(?:no|pas de|pas d'|sans|avoid|without|aucune?)\\s+(?:more\\s+)?(?:explicit\\s+)?"
                            + "(?:gore|violence|romance|smut|nsfw|sex|sexual content|torture|blood|death|spiders|slurs|abuse|self-harm|cannibalism"
                            + "|sexe|contenu sexuel|sang|mort|insultes|violence explicite|violence graphique)(?![\\p{L}])");
    static final Pattern STYLE =
            Pattern.compile(
                    "(?<![\\p{L}])(?:lines?|replies|reply|responses?|posts?|messages?|dialogues?|dialog"
                            + "|tone|style|descriptions?|descriptive|narration|prose|paragraphs?|sentences?|writing|talk|speak|speech|scenes?"
                            + "|person|tense|formal|formally|casual|casually|short|shorter|long|longer|brief|detailed|light|funny|dark|grimdark"
                            + "|gore|violence|romance|smut|nsfw|repliques?|reponses?|phrases?|ton|ecriture|ecrive|ecrire|paroles|tirades?|personne|present"
                            + "|passe|vouvoie|vouvoyer|tutoie|tutoyer|formel|formelle|familier|courtes?|longues?|detaillees?|paragraphes?|registre"
                            + "|quiet|quieter|terse|wordy|verbose|chatty|parle|parler|parles|parlent|dise|disent|reponde|repondent|decrive|decrire"
                            + "|peu|bavarde?s?|concise?s?|sobres?)(?![\\p{L}])");
    private static final Pattern ALL_CHATS =
            Pattern.compile(
                    "(?<![\\p{L}])(?:for|in|with) (?:every|all|each) (?:(?:of )?my )?(?:characters?|chars?|ocs?"
                            + "|chats?|rps?|roleplays?|stories|story|scenes?)|(?:in|for) all my (?:chats|rps|stories)|everywhere|all chats"
                            + "|pour (?:tous|toutes) (?:les|mes) (?:persos?|personnages?|rps?|histoires)|(?:dans|pour) (?:tous|toutes) (?:les|mes) (?:rps?|histoires|chats?)"
                            + "|partout|pour chaque perso(?:nnage)?");
    private static final Pattern THIS_STORY =
            Pattern.compile(
                    "(?<![\\p{L}])(?:(?:only|just) )?(?:in|for) this (?:rp|story|au|roleplay)(?: only)?"
                            + "|(?:(?:seulement|uniquement|juste) )?(?:dans|pour) (?:ce|cet|cette) (?:rp|au|ua|histoire)(?: seulement| uniquement)?");
    private static final Pattern POSSESSIVE =
            Pattern.compile(
                    "(?<![\\p{L}])([\\p{L}][\\p{L}\\-]*)'s? (?:[\\p{L}]+ )?(?="
                            + STYLE.pattern()
                            + ")");

    /** "les réponses de Liora", "the replies of Hektor": the writing's noun, then its owner. */
    private static final Pattern OF_NAME =
            Pattern.compile(
                    "(?<![\\p{L}])(?:lines?|replies|reply|responses?|posts?|messages?|dialogues?|dialog|descriptions?"
                            + "|narration|repliques?|reponses?|paroles|tirades?|phrases?|ton|style|ecriture)"
                            + " (?:de |d'|of )([\\p{L}][\\p{L}\\-]*)(?![\\p{L}'])");

    private static final Pattern FOR_NAME =
            Pattern.compile(
                    "(?<![\\p{L}])(?:for|pour|with|avec) ([\\p{L}][\\p{L}\\-]*)(?![\\p{L}'])");
    private static final Pattern QUE_NAME =
            Pattern.compile("(?<![\\p{L}])(?:que|qu') ?([\\p{L}][\\p{L}\\-]*) (?!(?:ce|ca|c')\\b)");
    private static final Pattern PREFER_NAME =
            Pattern.compile(
                    "(?:prefer|like|want|rather|keep|make) ([\\p{L}][\\p{L}\\-]*) (?:to|be|talk|speak|sound|'s)");
    private static final Set<String> NOT_CHARACTERS =
            Sets.of(
                    "every",
                    "all",
                    "each",
                    "everyone",
                    "me",
                    "my",
                    "you",
                    "your",
                    "us",
                    "it",
                    "this",
                    "that",
                    "the",
                    "a",
                    "an",
                    "them",
                    "him",
                    "her",
                    "his",
                    "their",
                    "on",
                    "tous",
                    "toutes",
                    "tout",
                    "chaque",
                    "mes",
                    "les",
                    "la",
                    "le",
                    "ce",
                    "cet",
                    "cette",
                    "moi",
                    "toi",
                    "nous",
                    "vous",
                    "eux",
                    "elle",
                    "il",
                    "je",
                    "tu",
                    "ca",
                    "lui",
                    "des",
                    "une",
                    "un",
                    "more",
                    "less",
                    "less",
                    "things",
                    "replies",
                    "lines",
                    "scenes",
                    "posts",
                    "the rp",
                    "now",
                    "i",
                    "we",
                    "they",
                    "she",
                    "he",
                    "one",
                    "ecrive",
                    "evite",
                    "ecrire",
                    "plus",
                    "moins",
                    "des",
                    "longer",
                    "shorter",
                    "so",
                    "too",
                    "very",
                    "super",
                    "really",
                    "way",
                    "bit",
                    "little");

    private PreferenceReader() {}

    /**
     * The preference a normalised body states, or null. {@code original} is the text kept as the
     * wish.
     */
    static PreferenceClaim read(Span body, String original, KnownNames names, Lang lang) {
        String f = body.folded();
        Matcher opener = OPENER.matcher(f);
        boolean opened = opener.find();
        boolean limit = LIMIT.matcher(f).find();
        if (!opened && !limit) return null;
        if (opened && !limit && !STYLE.matcher(f.substring(opener.start())).find()) return null;
        ScopeCue cue = null;
        String character = null;
        if (THIS_STORY.matcher(f).find()) cue = ScopeCue.STORY;
        boolean all = ALL_CHATS.matcher(f).find();
        if (!all) {
            character = names.firstIn(f).orElse(null);
            if (character == null && opened && opener.group("who") != null)
                character = candidate(body, opener.start("who"), opener.end("who"));
            if (character == null) character = first(POSSESSIVE, body);
            if (character == null) character = first(OF_NAME, body);
            if (character == null) character = first(PREFER_NAME, body);
            if (character == null) character = first(FOR_NAME, body);
            if (character == null) character = first(QUE_NAME, body);
        } else if (cue == null) {
            cue = ScopeCue.EVERYWHERE;
        }
        return new PreferenceClaim(character, original, cue, lang);
    }

    private static String first(Pattern p, Span body) {
        Matcher m = p.matcher(body.folded());
        while (m.find()) {
            String c = candidate(body, m.start(1), m.end(1));
            if (c != null) return c;
        }
        return null;
    }

    private static String candidate(Span body, int start, int end) {
        String folded = body.folded().substring(start, end);
        if (folded.length() < 2
                || NOT_CHARACTERS.contains(folded)
                || STYLE.matcher(folded).matches()
                || Lexicon.isKnown(folded)) return null;
        String w = body.written().substring(start, end);
        return w.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + w.substring(1);
    }
}
