package continuity.model;

import continuity.understand.Invisible;
import continuity.understand.OocMarker;
import continuity.understand.OutOfCharacter;
import continuity.understand.Reader;
import continuity.understand.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The words the model is shown: the out-of-character parts of a message, or the whole of a message
 * addressed to the bot (less the mention). In-character text around an out-of-character part is
 * never sent, so no claim can rest on it: the evidence must be found in these words.
 */
public final class MessageText {
    private static final Pattern MENTION =
            Pattern.compile(
                    "^\\s*(?:<@!?\\d+>|@continuity)\\s*[,:]?\\s*", Pattern.CASE_INSENSITIVE);

    private MessageText() {}

    public static String of(String content, boolean addressed, List<OocMarker> markers) {
        if (content == null) return "";
        String visible = Invisible.strip(content);
        if (visible.length() > Reader.MAX_MESSAGE)
            visible = visible.substring(0, Reader.MAX_MESSAGE);
        List<Span> parts =
                OutOfCharacter.parts(Span.of(visible), markers == null ? List.of() : markers);
        if (!parts.isEmpty()) {
            List<String> texts = new ArrayList<>();
            for (Span p : parts) {
                String w = p.written().strip();
                if (!w.isEmpty()) texts.add(w);
            }
            return String.join("\n", texts);
        }
        if (!addressed) return "";
        return MENTION.matcher(visible).replaceFirst("").strip();
    }
}
