package continuity.understand;

import java.util.regex.Pattern;

/**
 * Thanks, praise and good nights said to the bot with more words than small talk ("@Continuity thx
 * ur the best", « merci t le boss », "Thank you, Continuity. You are a great deal more reliable
 * than our parish newsletter."): a message in which nothing was read, that has words of the {@code
 * [chatter]} sections, names no character and no detail, asks nothing and speaks of no one. The bot
 * stays silent on it rather than give the help, which is for a message that tried to tell or ask
 * something.
 */
public final class Chatter {
    private static final Pattern WORDS = Words.wholeWords(Words.Section.CHATTER);

    /** Words that speak of someone, so that the message may be about a character. */
    private static final Pattern SOMEONE =
            Pattern.compile(
                    "(?<![\\p{L}])(?:her|his|she|he|him|they|them|their|elle|il|iel|sa|son|ses|lui)(?![\\p{L}])");

    /** Mentions ({@code <@123>}, {@code @Continuity}) and the bot's own name. */
    private static final Pattern BOT = Pattern.compile("<[@#!&]*\\d+>|@?continuity");

    private Chatter() {}

    /** Whether {@code content}, in which the reader found nothing, is chatter to the bot. */
    public static boolean said(String content, KnownNames names) {
        if (content == null || content.indexOf('?') >= 0) return false;
        String f = BOT.matcher(Fold.key(content).replace('\u2019', '\'')).replaceAll(" ");
        if (!WORDS.matcher(f).find()) return false;
        if (names.firstIn(f).isPresent() || !Lexicon.mentioned(f).isEmpty()) return false;
        if (SOMEONE.matcher(f).find()) return false;
        Fired.words(Words.Section.CHATTER);
        return true;
    }
}
