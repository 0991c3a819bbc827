package continuity.dashboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.BotRuntime;
import continuity.TestChat;
import continuity.chat.SlashCommand;
import continuity.memory.Limits;
import continuity.store.PostgresStore;
import continuity.testing.Postgres;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The dashboard of one process on PostgreSQL hears of a change another process made: the page's
 * event stream says so, and the page then shows it.
 */
class DashboardOnPostgresTest {
    @Test
    void aChangeMadeByAnotherProcessReachesTheOpenPage() throws Exception {
        String url = Postgres.url();
        try (BotRuntime a = BotRuntime.open(url, Limits.DEFAULTS);
                BotRuntime b = BotRuntime.open(url, Limits.DEFAULTS)) {
            assertTrue(((PostgresStore) b.store()).listening(10_000), "B listens for changes");
            TestChat bot = new TestChat(a.core());
            bot.as("u1", "alice", false).in("c1");
            bot.slash(
                    SlashCommand.MEMORY_REMEMBER,
                    "character",
                    "Mira",
                    "text",
                    "Mira has blue eyes");
            try (Dashboard d = new Dashboard(b.store(), b.core(), Dashboard.offline("u1"))) {
                Web web = new Web("http://127.0.0.1:" + d.start("127.0.0.1", 0));
                assertTrue(web.get("/s/g1/c/mira").body().contains("Mira has blue eyes"));
                HttpResponse<InputStream> stream =
                        web.http.send(
                                HttpRequest.newBuilder(URI.create(web.base + "/s/g1/events"))
                                        .header("Accept", "text/event-stream")
                                        .build(),
                                HttpResponse.BodyHandlers.ofInputStream());
                assertEquals(200, stream.statusCode());
                BufferedReader lines =
                        new BufferedReader(
                                new InputStreamReader(stream.body(), StandardCharsets.UTF_8));
                assertEquals(": listening", lines.readLine());
                CompletableFuture<String> event =
                        CompletableFuture.supplyAsync(
                                () -> {
                                    try {
                                        String line;
                                        while ((line = lines.readLine()) != null)
                                            if (line.startsWith("event:")) return line;
                                        return null;
                                    } catch (java.io.IOException e) {
                                        return e.toString();
                                    }
                                });
                // process A corrects the note
                bot.say("Mira's eyes are green, not blue.");
                assertEquals("event: changed", event.get(20, TimeUnit.SECONDS));
                stream.body().close();
                assertTrue(web.get("/s/g1/c/mira").body().contains("Mira has green eyes"));
            }
        }
    }
}
