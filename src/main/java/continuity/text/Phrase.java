package continuity.text;

import continuity.chat.Lang;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A sentence of the bundle not said yet: its key and arguments, said later in the reader's language
 * ({@link Text#say}). An argument that is itself a phrase is said in the same language, so that a
 * reason decided where no language is known (an import's checks) reads as French in a French reply.
 */
public record Phrase(String key, List<Object> args) {
    public Phrase {
        args =
                Collections.unmodifiableList(
                        new ArrayList<>(args)); // arguments may be null: said as ""
    }

    public static Phrase of(String key, Object... args) {
        return new Phrase(key, Arrays.asList(args));
    }

    public String in(Lang lang) {
        Object[] filled = new Object[args.size()];
        for (int i = 0; i < filled.length; i++) {
            Object a = args.get(i);
            filled[i] = a instanceof Phrase p ? p.in(lang) : a;
        }
        return Text.say(lang, key, filled);
    }

    /** In English: for logs and the command line. */
    @Override
    public String toString() {
        return in(Lang.EN);
    }
}
