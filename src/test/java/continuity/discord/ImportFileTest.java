package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;

/**
 * What the adapter checks of an imported file itself (the flows through Discord are in
 * TransferFlowTest).
 */
class ImportFileTest {

    @Test
    void jsonIsKnownByItsExtensionOrItsMediaType() {
        assertTrue(ImportFile.isJson("notes.JSON", null));
        assertTrue(ImportFile.isJson("notes", "application/json; charset=utf-8"));
        assertTrue(ImportFile.isJson("card", "application/vnd.continuity+json"));
        assertFalse(ImportFile.isJson("notes.txt", "text/plain; charset=utf-8"));
        assertFalse(ImportFile.isJson("notes.json.exe", null));
        assertFalse(ImportFile.isJson(null, null));
    }

    @Test
    void whatIsReadIsBoundedWhateverDiscordSaidOfTheSize() {
        byte[] tooMuch = new byte[ImportFile.MAX_BYTES + 1];
        ImportFile.Refused r =
                assertThrows(
                        ImportFile.Refused.class,
                        () -> ImportFile.text(new ByteArrayInputStream(tooMuch), "a.json", "42"));
        assertTrue(r.getMessage().contains("is larger than 5.0 MB"), r.getMessage());
        assertTrue(r.getMessage().contains("import --guild 42 FILE"), r.getMessage());
    }

    @Test
    void textIsUtf8WithoutItsByteOrderMark() {
        byte[] withBom = "\uFEFF{\"format\":\"caf\u00e9\"}".getBytes(StandardCharsets.UTF_8);
        assertEquals(
                "{\"format\":\"caf\u00e9\"}",
                ImportFile.text(new ByteArrayInputStream(withBom), "a.json", "1"));
        byte[] latin1 = "caf\u00e9".getBytes(StandardCharsets.ISO_8859_1);
        assertThrows(
                ImportFile.Refused.class,
                () -> ImportFile.text(new ByteArrayInputStream(latin1), "a.json", "1"));
    }

    @Test
    void aFailedDownloadSaysWhatToDo() {
        assertTrue(
                ImportFile.explain(new CompletionException(new TimeoutException()))
                        .contains("within 30 seconds"));
        String failed =
                ImportFile.explain(new CompletionException(new java.io.IOException("HTTP 404")));
        assertTrue(
                failed.contains("HTTP 404")
                        && failed.contains("Try again")
                        && failed.contains("Nothing was imported"),
                failed);
    }

    @Test
    void aFrenchClientIsToldInFrench() {
        String timeout =
                ImportFile.explain(
                        new CompletionException(new TimeoutException()), continuity.chat.Lang.FR);
        assertTrue(
                timeout.contains("en 30 secondes") && timeout.endsWith("Rien n'a été importé."),
                timeout);
        ImportFile.Refused r =
                assertThrows(
                        ImportFile.Refused.class,
                        () ->
                                ImportFile.text(
                                        new ByteArrayInputStream(
                                                new byte[ImportFile.MAX_BYTES + 1]),
                                        "a.json",
                                        "42",
                                        continuity.chat.Lang.FR));
        assertTrue(r.getMessage().startsWith("« a.json » fait plus de 5.0 MB"), r.getMessage());
    }
}
