package continuity.discord;

import net.dv8tion.jda.api.entities.Message;
import okhttp3.OkHttpClient;

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

/**
 * The file a game master attaches to {@code /memory import}: refused before fetching when Discord says it is too
 * big or it is not JSON by its name or media type; otherwise fetched from Discord's CDN with JDA's HTTP client
 * (at most {@link #MAX_BYTES} read, within {@link #FETCH_TIMEOUT}) and decoded as UTF-8. What the file says is
 * the core's business: it checks every entry and writes nothing unless all of them are valid.
 */
final class ImportFile {
    /** Some ten thousand notes with their history: generous for a chat upload; bigger files go by the command line. */
    static final int MAX_BYTES = 5 * 1024 * 1024;
    static final Duration FETCH_TIMEOUT = Duration.ofSeconds(30);
    static final String NOTHING = " Nothing was imported.";

    /** A file the bot will not import; the message is for the user. */
    static final class Refused extends RuntimeException {
        Refused(String message) {
            super(message, null, false, false);
        }
    }

    private ImportFile() {
    }

    /** Why the file cannot be imported, for the user; null when it may be fetched. {@code guild} may be null. */
    static String problem(Message.Attachment a, String guild) {
        if (a.getSize() > MAX_BYTES) return tooBig(a.getFileName(), "is " + ReplyFiles.megabytes(a.getSize()), guild);
        if (!isJson(a.getFileName(), a.getContentType())) {
            String type = a.getContentType() == null ? "" : " (its type is " + a.getContentType() + ")";
            return "\u201C" + a.getFileName() + "\u201D is not a JSON file" + type
                    + ". Attach the .json file made by /memory export." + NOTHING;
        }
        return null;
    }

    /** JSON by its extension or by its media type ({@code application/json}, {@code ...+json}). */
    static boolean isJson(String fileName, String contentType) {
        if (fileName != null && fileName.toLowerCase(Locale.ROOT).endsWith(".json")) return true;
        if (contentType == null) return false;
        String media = contentType.split(";", 2)[0].trim().toLowerCase(Locale.ROOT);
        return media.equals("application/json") || (media.startsWith("application/") && media.endsWith("+json"));
    }

    /** The file's text; fails with {@link Refused} (too big once read, not UTF-8) or the download's own error. */
    static CompletableFuture<String> fetch(Message.Attachment a, OkHttpClient http, String guild) {
        return a.getProxy().withClient(http).download()
                .thenApply(in -> text(in, a.getFileName(), guild))
                .orTimeout(FETCH_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** What to tell the user when fetching failed. */
    static String explain(Throwable err) {
        Throwable e = err instanceof CompletionException && err.getCause() != null ? err.getCause() : err;
        if (e instanceof Refused r) return r.getMessage();
        if (e instanceof TimeoutException) {
            return "Discord did not send the attached file within " + FETCH_TIMEOUT.toSeconds()
                    + " seconds. Try again in a moment." + NOTHING;
        }
        return "I couldn't fetch the attached file from Discord (" + e.getMessage() + "). Try again in a moment."
                + NOTHING;
    }

    static String text(InputStream in, String fileName, String guild) {
        byte[] bytes;
        try (in) {
            bytes = in.readNBytes(MAX_BYTES + 1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // Discord's stated size is not trusted: what is read is bounded too
        if (bytes.length > MAX_BYTES) throw new Refused(tooBig(fileName, "is larger than " + ReplyFiles.megabytes(MAX_BYTES), guild));
        try {
            String text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (CharacterCodingException e) {
            throw new Refused("\u201C" + fileName + "\u201D is not UTF-8 text, so it is not a file made by"
                    + " /memory export." + NOTHING);
        }
    }

    private static String tooBig(String fileName, String howBig, String guild) {
        String cli = "java -jar continuity.jar import --guild " + (guild == null ? "ID" : guild) + " FILE";
        return "\u201C" + fileName + "\u201D " + howBig + "; /memory import takes files of at most " + ReplyFiles.megabytes(MAX_BYTES) + ". Whoever runs the"
                + " bot can import a bigger file from the command line: " + cli + "." + NOTHING;
    }
}
