package continuity.memory.transfer;

import continuity.chat.Attachment;
import continuity.chat.Lang;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.memory.Character;
import continuity.memory.Names;
import continuity.memory.Turn;
import continuity.text.Text;
import continuity.transfer.ImportReport;
import continuity.transfer.NotesFile;
import continuity.transfer.PreferencesFile;
import continuity.transfer.TransferJson;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code /memory export} and {@code /memory import}. A game master exports the server's notes;
 * anyone else exports their own preferences; anyone may export one character's canon as a lorebook
 * (the same facts {@code /memory show} shows everyone). Only a game master imports. Exports are
 * only seen by the person who asked.
 */
public final class Transfers {
    /** Rejected entries written into the reply text; all of them are in the reply's lines. */
    static final int SHOWN_REJECTIONS = 15;

    private Transfers() {}

    public static Reply export(Turn t, String lorebookOf) {
        Lang lang = t.voice(Lang.EN);
        if (lorebookOf != null && !lorebookOf.isBlank()) {
            Optional<String> book = Exporter.lorebook(t.repo, t.guild(), lorebookOf, t.ctx.at());
            if (book.isEmpty()) {
                return Reply.privately(
                        ReplyKind.ERROR,
                        Text.say(lang, "export.no_character", Names.clean(lorebookOf)));
            }
            String name =
                    t.repo.character(t.guild(), Names.key(lorebookOf))
                            .map(Character::name)
                            .orElse(lorebookOf);
            return Reply.privately(ReplyKind.OK, Text.say(lang, "export.lorebook", name))
                    .withAttachment(Attachment.json(fileName(name) + "-lorebook.json", book.get()));
        }
        if (t.ctx.gm() && !t.ctx.isDirect()) {
            NotesFile f = Exporter.guild(t.repo, t.guild(), t.ctx.at());
            return Reply.privately(
                            ReplyKind.OK,
                            Text.say(
                                    lang,
                                    "export.server",
                                    Text.count(lang, "count.note", f.notes().size()),
                                    Text.count(lang, "count.character", f.characters().size())))
                    .withAttachment(
                            Attachment.json(
                                    "continuity-notes-" + fileName(t.guild()) + ".json",
                                    TransferJson.write(f)));
        }
        PreferencesFile f = Exporter.preferences(t.repo, t.user(), t.ctx.at());
        return Reply.privately(
                        ReplyKind.OK,
                        Text.say(
                                lang,
                                "export.preferences",
                                Text.count(lang, "count.preference", f.preferences().size())))
                .withAttachment(
                        Attachment.json("continuity-preferences.json", TransferJson.write(f)));
    }

    public static Reply importFile(Turn t, String fileText) {
        Lang lang = t.voice(Lang.EN);
        if (!t.ctx.gm() || t.ctx.isDirect()) {
            return Reply.privately(ReplyKind.REFUSED, Text.say(lang, "import.gm_only"));
        }
        if (fileText == null || fileText.isBlank()) {
            return Reply.privately(ReplyKind.ERROR, Text.say(lang, "import.no_file"));
        }
        ImportReport report =
                Importer.run(
                        t.repo,
                        t.guild(),
                        TransferJson.read(fileText),
                        t.limits(),
                        c -> t.afterCommit.add(() -> t.kept.characterAdded(c)));
        if (report.storiesAdded() + report.scenesAdded() > 0)
            t.placeChanged(); // channels' stories and scenes read anew
        if (report.written()) return Reply.privately(ReplyKind.OK, report.describe(lang));
        List<String> lines = report.rejected().stream().map(r -> r.describe(lang)).toList();
        String text = report.describe(lang);
        if (lines.size() > SHOWN_REJECTIONS) {
            text =
                    String.join("\n", text.lines().limit(SHOWN_REJECTIONS + 1).toList())
                            + "\n\u2026 "
                            + Text.say(lang, "list.more", lines.size() - SHOWN_REJECTIONS);
        }
        return new Reply(
                ReplyKind.ERROR,
                text,
                List.of(),
                true,
                Text.say(lang, "import.refused.title"),
                lines);
    }

    private static String fileName(String s) {
        String f = s.replaceAll("[^A-Za-z0-9_-]+", "-").replaceAll("^-+|-+$", "");
        return f.isEmpty() ? "export" : f.toLowerCase(Locale.ROOT);
    }
}
