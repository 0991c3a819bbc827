package continuity.memory.wording;

import continuity.chat.Lang;
import continuity.text.Text;

/**
 * Short error and refusal sentences, in English and French (the words are in {@link Text}'s
 * bundle).
 */
public final class Replies {
    private Replies() {}

    public static String tooLong(Lang l, int max) {
        return Text.say(l, "too_long", max);
    }

    public static String rateLimited(Lang l, int perMinute) {
        return Text.say(l, "rate_limited", perMinute);
    }

    public static String badName(Lang l, String name, int max) {
        return Text.say(l, "bad_name", name, max);
    }

    public static String lookAlike(Lang l, String name, String existing) {
        return Text.say(l, "look_alike", name, existing);
    }

    /** {@code op} is "edit" or "forget". */
    public static String notAllowed(Lang l, String op, String character) {
        return Text.say(
                l, "edit".equals(op) ? "not_allowed.edit" : "not_allowed.forget", character);
    }

    public static String onlyOwnerDecides(Lang l, String character) {
        return Text.say(l, "only_owner_decides", character);
    }

    public static String notYourButton(Lang l) {
        return Text.say(l, "not_your_button");
    }

    public static String expired(Lang l) {
        return Text.say(l, "expired.note_changed");
    }

    public static String directMessage(Lang l) {
        return Text.say(l, "direct_message");
    }

    public static String help(Lang l) {
        return Text.say(l, "help");
    }
}
