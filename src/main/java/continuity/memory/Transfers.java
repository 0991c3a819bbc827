package continuity.memory;

import continuity.chat.Attachment;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.transfer.ImportReport;
import continuity.transfer.NotesFile;
import continuity.transfer.PreferencesFile;
import continuity.transfer.Rejection;
import continuity.transfer.TransferJson;

import java.util.List;
import java.util.Optional;

/**
 * {@code /memory export} and {@code /memory import}. A game master exports the server's notes; anyone
 * else exports their own preferences; anyone may export one character's canon as a lorebook (the
 * same facts {@code /memory show} shows everyone). Only a game master imports. Exports are only
 * seen by the person who asked.
 */
final class Transfers {
    /** Rejected entries written into the reply text; all of them are in the reply's lines. */
    static final int SHOWN_REJECTIONS = 15;

    private Transfers() {
    }

    static Reply export(Turn t, String lorebookOf) {
        if (lorebookOf != null && !lorebookOf.isBlank()) {
            Optional<String> book = Exporter.lorebook(t.repo, t.guild(), lorebookOf, t.ctx.at());
            if (book.isEmpty()) {
                return Reply.privately(ReplyKind.ERROR, "There is no character named \u201C" + Names.clean(lorebookOf)
                        + "\u201D here. /memory show lists the characters with notes.");
            }
            String name = t.repo.character(t.guild(), Names.key(lorebookOf)).map(Character::name).orElse(lorebookOf);
            return Reply.privately(ReplyKind.OK, "The canon of " + name + " as a SillyTavern character card (V2) with"
                            + " a lorebook: import the attached file in SillyTavern. Facts of one story or scene are"
                            + " included switched off.")
                    .withAttachment(Attachment.json(fileName(name) + "-lorebook.json", book.get()));
        }
        if (t.ctx.gm() && !t.ctx.isDirect()) {
            NotesFile f = Exporter.guild(t.repo, t.guild(), t.ctx.at());
            return Reply.privately(ReplyKind.OK, "This server's notes: " + count(f.notes().size(), "note") + " about "
                            + count(f.characters().size(), "character") + ", in every status with their history. Keep the file"
                            + " safe; /memory import brings it back.")
                    .withAttachment(Attachment.json("continuity-notes-" + fileName(t.guild()) + ".json",
                            TransferJson.write(f)));
        }
        PreferencesFile f = Exporter.preferences(t.repo, t.user(), t.ctx.at());
        return Reply.privately(ReplyKind.OK, "Your own preferences: " + count(f.preferences().size(), "preference")
                        + " from every server and direct messages. Only game masters export a server's notes.")
                .withAttachment(Attachment.json("continuity-preferences.json", TransferJson.write(f)));
    }

    static Reply importFile(Turn t, String fileText) {
        if (!t.ctx.gm() || t.ctx.isDirect()) {
            return Reply.privately(ReplyKind.REFUSED, "Only a game master can import notes into a server.");
        }
        if (fileText == null || fileText.isBlank()) {
            return Reply.privately(ReplyKind.ERROR, "Attach the JSON file made by /memory export (the file option).");
        }
        ImportReport report = Importer.run(t.repo, t.guild(), TransferJson.read(fileText), t.core.limits(),
                c -> t.afterCommit.add(() -> t.core.characterAdded(c)));
        if (report.storiesAdded() + report.scenesAdded() > 0) t.placeChanged(); // channels' stories and scenes read anew
        if (report.written()) return Reply.privately(ReplyKind.OK, report.describe());
        List<String> lines = report.rejected().stream().map(Rejection::describe).toList();
        String text = report.describe();
        if (lines.size() > SHOWN_REJECTIONS) {
            text = String.join("\n", text.lines().limit(SHOWN_REJECTIONS + 1).toList()) + "\n\u2026 and "
                    + (lines.size() - SHOWN_REJECTIONS) + " more.";
        }
        return new Reply(ReplyKind.ERROR, text, List.of(), true, "Import refused", lines);
    }

    private static String count(int n, String thing) {
        return n + " " + thing + (n == 1 ? "" : "s");
    }

    private static String fileName(String s) {
        String f = s.replaceAll("[^A-Za-z0-9_-]+", "-").replaceAll("^-+|-+$", "");
        return f.isEmpty() ? "export" : f.toLowerCase();
    }
}
