package continuity.understand;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The first stage of reading: the text of an out-of-character part (or of a message to the bot)
 * made plain. Inner markers ("(( ooc: ...", "[hrp]", "HRP :"), chatter and apologies ("lol", "btw",
 * "dsl", "sorry for being picky"), emoji and repeated punctuation are blanked; missing apostrophes
 * are put back ("isnt", "shes", "corvins eyes"). Case, accents and typographic quotes are folded by
 * {@link Span}. Blanking keeps every index, so values are still cut from the written words.
 */
public final class Normaliser {
    private static final String B = "(?<![\\p{L}\\p{M}\\p{N}'])";
    private static final String E = "(?![\\p{L}\\p{M}\\p{N}])";
    private static final Pattern INNER_LABEL =
            Pattern.compile(
                    "^\\s*(?:\\[\\s*(?:ooc|hrp)\\s*\\]|\\(\\s*(?:ooc|hrp)\\s*\\)"
                            + "|(?:ooc|hrp)(?:\\s*[:\\-]|\\s+(?=\\p{L})))\\s*");
    private static final Pattern FILLERS =
            Pattern.compile(
                    B + "(?:" + Words.alternation(Words.all(Words.Section.FILLERS)) + ")" + E);
    private static final Pattern CONTRACTIONS =
            Pattern.compile(
                    B
                            + "(isnt|wasnt|doesnt|dont|didnt|arent|werent|hasnt|havent"
                            + "|shes|hes|theyre|thats|whats|ive|youve|im|id|shed|hed|cant|wont|wouldnt|shouldnt|couldnt|aint|its|r)"
                            + E);

    /**
     * "its" opening a clause before a value ("..., its silver") is "it's"; before a detail noun
     * ("its eyes") it is the possessive.
     */
    private static final Pattern ITS_POSSESSIVE =
            Pattern.compile("^\\s*(?:" + Lexicon.alternation() + ")" + E);

    /** "corvins eyes", "brynns fav weapon": a word with a stray s before an attribute noun. */
    private static final Pattern MISSING_POSSESSIVE =
            Pattern.compile(
                    B
                            + "([\\p{L}][\\p{L}\\-]{1,30})s\\s+(?=(?:fav |fave |favourite |favorite |"
                            + "preferred |main |real |older |younger |little |big |twin |pet )?(?:"
                            + Lexicon.alternation()
                            + ")"
                            + E
                            + ")");

    /**
     * Words that end in s before a detail noun and are never "X's": articles, possessives, adverbs.
     */
    private static final java.util.Set<String> NOT_POSSESSIVE =
            Sets.of(
                    "les", "des", "mes", "tes", "ses", "ces", "nos", "vos", "leurs", "aux", "plus",
                    "tres", "pas", "sans", "dans", "sous", "apres", "his", "hers", "its", "yours",
                    "ours", "theirs", "this", "was", "is", "has", "does", "as", "us", "yes",
                    "always", "perhaps", "whose", "thus", "less", "across");

    /**
     * "marek's hair: silver, not black": a colon right after a character's detail noun stands for
     * its verb, not for the end of a sentence.
     */
    private static final Pattern DETAIL_COLON =
            Pattern.compile(
                    B
                            + "(?:[\\p{L}][\\p{L}\\-]*'s|her|his|their|my) (?:fav |fave |favourite |favorite |main |real |older |younger |little |big |twin |pet )?(?:"
                            + Lexicon.alternation()
                            + ")(?<colon>\\s*:)\\s*(?=[\\p{L}\\p{N}])");

    private static final Pattern SYMBOLS =
            Pattern.compile(
                    "[\\p{So}\\p{Sk}\\p{Cs}\\p{Co}\u200D\uFE0F]+|!{2,}|\\.{3,}|\u2026|:\\)|:\\(|:D|;\\)|<3|\\^\\^|xD");

    /** "??", "?!", "!?!": one question mark is kept (the message asks), the rest is emphasis. */
    private static final Pattern ASKING_RUN = Pattern.compile("[!?]*\\?[!?]*");

    private Normaliser() {}

    public static Span normalise(Span s, KnownNames names) {
        Span cur = s;
        for (int i = 0; i < 3; i++) {
            Matcher m = INNER_LABEL.matcher(cur.folded());
            if (!m.find()) break;
            cur = cur.blank(m.start(), m.end());
        }
        cur = oneQuestionMark(cur);
        cur = blankAll(cur, SYMBOLS);
        Span kept = cur;
        cur = blankAll(cur, FILLERS);
        if (!cur.folded().equals(kept.folded())) Fired.words(Words.Section.FILLERS);
        cur = contractions(cur);
        cur = possessives(cur, names);
        cur = detailColons(cur);
        return cur.tidy(" ,;:-");
    }

    private static Span oneQuestionMark(Span s) {
        Matcher m = ASKING_RUN.matcher(s.folded());
        Span cur = s;
        while (m.find()) {
            if (m.end() - m.start() < 2) continue;
            int q = s.folded().indexOf('?', m.start());
            if (q > m.start()) cur = cur.blank(m.start(), q);
            if (q + 1 < m.end()) cur = cur.blank(q + 1, m.end());
        }
        return cur;
    }

    private static Span blankAll(Span s, Pattern p) {
        Matcher m = p.matcher(s.folded());
        Span cur = s;
        while (m.find()) cur = cur.blank(m.start(), m.end());
        return cur;
    }

    private static Span contractions(Span s) {
        Span cur = s;
        Matcher m = CONTRACTIONS.matcher(cur.folded());
        int shift = 0;
        while (m.find()) {
            String w = m.group(1);
            if (w.equals("its")) {
                String before = cur.folded().substring(0, m.start() + shift).stripTrailing();
                boolean opens =
                        before.isEmpty()
                                || ",.;:!?(".indexOf(before.charAt(before.length() - 1)) >= 0
                                || before.endsWith(" but")
                                || before.endsWith(" and");
                if (!opens
                        || ITS_POSSESSIVE
                                .matcher(cur.folded().substring(m.end() + shift))
                                .lookingAt()) continue;
            }
            String fixed =
                    switch (w) {
                        case "shes", "hes", "thats", "whats", "its" ->
                                w.substring(0, w.length() - 1) + "'s";
                        case "theyre" -> "they're";
                        case "ive", "youve" -> w.substring(0, w.length() - 2) + "'ve";
                        case "im" -> "i'm";
                        case "r" -> "are"; // "sable's eyes r green"
                        case "id", "shed", "hed" -> w.substring(0, w.length() - 1) + "'d";
                        case "cant" -> "can't";
                        case "wont" -> "won't";
                        case "aint" -> "ain't";
                        default -> w.substring(0, w.length() - 2) + "n't";
                    };
            cur = cur.replace(m.start() + shift, m.end() + shift, fixed);
            shift += fixed.length() - w.length();
        }
        return cur;
    }

    private static Span detailColons(Span s) {
        Span cur = s;
        Matcher m = DETAIL_COLON.matcher(cur.folded());
        int shift = 0;
        while (m.find()) {
            String noun = cur.folded().substring(m.start() + shift, m.start("colon") + shift);
            String verb = noun.endsWith("s") && !noun.endsWith("'s") ? " are" : " is";
            cur = cur.replace(m.start("colon") + shift, m.end("colon") + shift, verb);
            shift += verb.length() - (m.end("colon") - m.start("colon"));
        }
        return cur;
    }

    private static Span possessives(Span s, KnownNames names) {
        Span cur = s;
        Matcher m = MISSING_POSSESSIVE.matcher(cur.folded());
        int shift = 0;
        while (m.find()) {
            String stem = m.group(1);
            if (names.isKnown(stem + "s")) continue; // a name that ends in s
            if (NOT_POSSESSIVE.contains(stem + "s"))
                continue; // "les yeux", "his eyes", "plus tall"
            boolean capitalised =
                    java.lang.Character.isUpperCase(cur.written().charAt(m.start(1) + shift));
            if (!names.isKnown(stem) && !(capitalised && m.start(1) + shift > 0)) continue;
            int at = m.end(1) + shift;
            cur = cur.replace(at, at + 1, "'s");
            shift += 1;
        }
        return cur;
    }
}
