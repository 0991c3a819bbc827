package continuity.discord;

import continuity.chat.Lang;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import net.dv8tion.jda.api.entities.Message;
import okhttp3.OkHttpClient;

/**
 * The file a game master attaches to {@code /memory import}: refused before fetching when Discord
 * says it is too big or it is not JSON by its name or media type; otherwise fetched from Discord's
 * CDN with JDA's HTTP client (at most {@link #MAX_BYTES} read, within {@link #FETCH_TIMEOUT}) and
 * decoded as UTF-8. What the file says is the core's business: it checks every entry and writes
 * nothing unless all of them are valid.
 */
final class ImportFile {
    /**
     * Some ten thousand notes with their history: generous for a chat upload; bigger files go by
     * the command line.
     */
    static final int MAX_BYTES = 5 * 1024 * 1024;

    static final Duration FETCH_TIMEOUT = Duration.ofSeconds(30);

    /** A file the bot will not import; the message is for the user. */
    static final class Refused extends RuntimeException {
        Refused(String message) {
            super(message, null, false, false);
        }
    }

    private ImportFile() {}

    /**
     * Why the file cannot be imported, for the user; null when it may be fetched. {@code guild} may
     * be null.
     */
    static String problem(Message.Attachment a, String guild) {
        return problem(a, guild, Lang.EN);
    }

    static String problem(Message.Attachment a, String guild, Lang l) {
        if (a.getSize() > MAX_BYTES) return tooBig(a.getFileName(), a.getSize(), guild, l);
        if (!isJson(a.getFileName(), a.getContentType())) {
            return a.getContentType() == null
                    ? Text.say(l, "discord.import.not_json", a.getFileName())
                    : Text.say(
                            l, "discord.import.not_json.type", a.getFileName(), a.getContentType());
        }
        return null;
    }

    /** JSON by its extension or by its media type ({@code application/json}, {@code ...+json}). */
    static boolean isJson(String fileName, String contentType) {
        if (fileName != null && fileName.toLowerCase(Locale.ROOT).endsWith(".json")) return true;
        if (contentType == null) return false;
        String media = contentType.split(";", 2)[0].trim().toLowerCase(Locale.ROOT);
        return media.equals("application/json")
                || (media.startsWith("application/") && media.endsWith("+json"));
    }

    /**
     * The file's text; fails with {@link Refused} (too big once read, not UTF-8) or the download's
     * own error.
     */
    static CompletableFuture<String> fetch(Message.Attachment a, OkHttpClient http, String guild) {
        return fetch(a, http, guild, Lang.EN);
    }

    static CompletableFuture<String> fetch(
            Message.Attachment a, OkHttpClient http, String guild, Lang l) {
        return a.getProxy()
                .withClient(http)
                .download()
                .thenApply(in -> text(in, a.getFileName(), guild, l))
                .orTimeout(FETCH_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** What to tell the user when fetching failed. */
    static String explain(Throwable err) {
        return explain(err, Lang.EN);
    }

    static String explain(Throwable err, Lang l) {
        Throwable e =
                err instanceof CompletionException && err.getCause() != null ? err.getCause() : err;
        if (e instanceof Refused r) return r.getMessage();
        if (e instanceof TimeoutException)
            return Text.say(l, "discord.import.timeout", FETCH_TIMEOUT.toSeconds());
        return Text.say(l, "discord.import.fetch_failed", e.getMessage());
    }

    static String text(InputStream in, String fileName, String guild) {
        return text(in, fileName, guild, Lang.EN);
    }

    static String text(InputStream in, String fileName, String guild, Lang l) {
        byte[] bytes;
        try (in) {
            bytes = in.readNBytes(MAX_BYTES + 1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // Discord's stated size is not trusted: what is read is bounded too
        if (bytes.length > MAX_BYTES) throw new Refused(tooBig(fileName, -1, guild, l));
        try {
            String text =
                    StandardCharsets.UTF_8
                            .newDecoder()
                            .onMalformedInput(CodingErrorAction.REPORT)
                            .onUnmappableCharacter(CodingErrorAction.REPORT)
                            .decode(ByteBuffer.wrap(bytes))
                            .toString();
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (CharacterCodingException e) {
            throw new Refused(Text.say(l, "discord.import.not_utf8", fileName));
        }
    }

    /** {@code size} -1: larger than the limit, once read. */
    private static String tooBig(String fileName, long size, String guild, Lang l) {
        String cli =
                "java -jar continuity.jar import --guild "
                        + (guild == null ? "ID" : guild)
                        + " FILE";
        String max = ReplyFiles.megabytes(MAX_BYTES);
        return size < 0
                ? Text.say(l, "discord.import.too_big.read", fileName, max, cli)
                : Text.say(
                        l,
                        "discord.import.too_big",
                        fileName,
                        ReplyFiles.megabytes(size),
                        max,
                        cli);
    }
}
