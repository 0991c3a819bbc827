package continuity.discord;

import continuity.chat.Attachment;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import net.dv8tion.jda.api.utils.FileUpload;

/**
 * A reply's file (an export) as a Discord upload. Discord refuses an upload over the bot's limit,
 * so a file that would not fit is replaced, before anything is sent, by an error that says so and
 * how to get it anyway.
 */
final class ReplyFiles {
    /**
     * 8 MiB: Discord's smallest default upload limit (it was 8 MiB for years, and is 10 MiB for
     * bots since 2024), so a file within it is accepted on any server without boosts.
     */
    static final int UPLOAD_MAX = 8 * 1024 * 1024;

    private ReplyFiles() {}

    static Optional<FileUpload> upload(Reply r) {
        Attachment a = r.attachment();
        if (a == null) return Optional.empty();
        return Optional.of(FileUpload.fromData(bytes(a), a.fileName()));
    }

    /**
     * The replies, each file within the upload limit or its reply replaced by an error; {@code
     * guild} may be null.
     */
    static List<Reply> withinLimit(List<Reply> replies, String guild) {
        return replies.stream().map(r -> withinLimit(r, guild)).toList();
    }

    static Reply withinLimit(Reply r, String guild) {
        if (r.attachment() == null) return r;
        int size = bytes(r.attachment()).length;
        if (size <= UPLOAD_MAX) return r;
        String cli =
                guild == null
                        ? "java -jar continuity.jar export"
                        : "java -jar continuity.jar export --guild " + guild + " FILE";
        return Reply.privately(
                        ReplyKind.ERROR,
                        Text.say(
                                r.lang(),
                                "discord.export_too_big",
                                megabytes(size),
                                megabytes(UPLOAD_MAX),
                                cli))
                .inLang(r.lang());
    }

    static String megabytes(long bytes) {
        return String.format(Locale.ROOT, "%.1f MB", bytes / (1024.0 * 1024.0));
    }

    private static byte[] bytes(Attachment a) {
        return (a.content() == null ? "" : a.content()).getBytes(StandardCharsets.UTF_8);
    }
}
