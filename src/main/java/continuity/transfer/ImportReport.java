package continuity.transfer;

import continuity.chat.Lang;
import continuity.text.Text;
import java.util.List;

/**
 * What an import did. When {@code rejected} is not empty, nothing was written. {@code unchanged}
 * counts notes already present with the same id and content (a re-import adds nothing); stories and
 * scenes already present as they are in the file are not counted.
 */
public record ImportReport(
        int notesAdded,
        int charactersAdded,
        int unchanged,
        List<Rejection> rejected,
        int storiesAdded,
        int scenesAdded) {
    public ImportReport {
        rejected = List.copyOf(rejected);
    }

    public ImportReport(
            int notesAdded, int charactersAdded, int unchanged, List<Rejection> rejected) {
        this(notesAdded, charactersAdded, unchanged, rejected, 0, 0);
    }

    public boolean written() {
        return rejected.isEmpty();
    }

    public static ImportReport refused(List<Rejection> rejected) {
        return new ImportReport(0, 0, 0, rejected);
    }

    /** A summary in plain words, then one line per rejected entry. */
    public String describe() {
        return describe(Lang.EN);
    }

    /** The same in {@code lang}, the rejected entries and their reasons too. */
    public String describe(Lang lang) {
        if (!rejected.isEmpty()) {
            StringBuilder sb =
                    new StringBuilder(
                            Text.say(
                                    lang,
                                    rejected.size() == 1 ? "import.refused.one" : "import.refused",
                                    rejected.size()));
            for (Rejection r : rejected) sb.append("\n- ").append(r.describe(lang));
            return sb.toString();
        }
        String places =
                storiesAdded + scenesAdded == 0
                        ? ""
                        : Text.say(
                                lang,
                                "import.places",
                                Text.count(lang, "count.channel_story", storiesAdded),
                                Text.count(lang, "count.scene", scenesAdded));
        return Text.say(
                lang,
                "import.done",
                Text.count(lang, "count.note", notesAdded),
                Text.count(lang, "count.character", charactersAdded),
                places,
                Text.count(lang, "count.unchanged_note", unchanged));
    }
}
