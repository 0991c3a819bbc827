package continuity.transfer;

import java.util.List;

/**
 * What an import did. When {@code rejected} is not empty, nothing was written. {@code unchanged}
 * counts notes already present with the same id and content (a re-import adds nothing).
 */
public record ImportReport(int notesAdded, int charactersAdded, int unchanged, List<Rejection> rejected) {
    public ImportReport {
        rejected = List.copyOf(rejected);
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
        return "Imported " + notesAdded + (notesAdded == 1 ? " note" : " notes") + " and " + charactersAdded
                + (charactersAdded == 1 ? " character" : " characters") + "; " + unchanged
                + (unchanged == 1 ? " note was" : " notes were") + " already there and left unchanged.";
    }
}
