package continuity.transfer;

import java.util.List;

/**
 * What an import did. When {@code rejected} is not empty, nothing was written. {@code unchanged}
 * counts notes already present with the same id and content (a re-import adds nothing); stories
 * and scenes already present as they are in the file are not counted.
 */
public record ImportReport(int notesAdded, int charactersAdded, int unchanged, List<Rejection> rejected,
                           int storiesAdded, int scenesAdded) {
    public ImportReport {
        rejected = List.copyOf(rejected);
    }

    public ImportReport(int notesAdded, int charactersAdded, int unchanged, List<Rejection> rejected) {
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
        if (!rejected.isEmpty()) {
            StringBuilder sb = new StringBuilder("Import refused: nothing was written. Fix ")
                    .append(rejected.size() == 1 ? "this entry" : "these " + rejected.size() + " entries")
                    .append(" and import the file again:");
            for (Rejection r : rejected) sb.append("\n- ").append(r.describe());
            return sb.toString();
        }
        String places = storiesAdded + scenesAdded == 0 ? "" : ", " + storiesAdded
                + (storiesAdded == 1 ? " channel story" : " channel stories") + " and " + scenesAdded
                + (scenesAdded == 1 ? " scene" : " scenes");
        return "Imported " + notesAdded + (notesAdded == 1 ? " note" : " notes") + " and " + charactersAdded
                + (charactersAdded == 1 ? " character" : " characters") + places + "; " + unchanged
                + (unchanged == 1 ? " note was" : " notes were") + " already there and left unchanged.";
    }
}
