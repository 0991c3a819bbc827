package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import continuity.chat.SlashCommand;
import continuity.discord.fake.FakeDiscord;
import continuity.discord.fake.FakeInteraction;
import continuity.discord.fake.FakeMessage;
import continuity.discord.fake.Perms;
import continuity.discord.fake.RecordedRequest;
import continuity.memory.Continuity;
import continuity.memory.Limits;
import continuity.memory.Note;
import continuity.store.SqliteStore;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The production bot ({@link DiscordBot#start}, the same call {@code run} makes) on a real SQLite
 * file, connected to a fake Discord on loopback: one guild with a role-play channel, a thread,
 * players, a game master by permission and one by role. On close it checks that no message the bot
 * sent could ping anyone and that the fake saw nothing Discord would refuse.
 */
final class BotHarness implements AutoCloseable {
    static final String GM_ROLE = "Game Master";
    static final Path COUNTS = Path.of("target", "fake-discord", "adapter-counts.jsonl");
    private static final ObjectMapper JSON = new ObjectMapper();

    final FakeDiscord fake = new FakeDiscord();
    final Path db;
    private final String name;
    private Duration proxyWindow = Duration.ofMillis(1500);
    SlowStore store;
    Continuity core;
    DiscordBot bot;

    BotHarness(Path dir, String name) {
        this.db = dir.resolve("continuity.sqlite");
        this.name = name;
        fake.guild("g1", "Guild One")
                .textChannel("c1", "rp")
                .textChannel("c2", "ooc")
                .thread("t1", "side scene", "c1")
                .role("gmrole", GM_ROLE, 0)
                .member("alice", "Alice", 0)
                .member("bob", "Bob", 0)
                .member("carol", "Carol", 0)
                .member("gm", "Gm", Perms.MANAGE_GUILD)
                .member("rolegm", "Rolegm", 0, "gmrole");
    }

    BotHarness proxyWindow(Duration window) {
        this.proxyWindow = window;
        return this;
    }

    DiscordSettings settings() {
        return new DiscordSettings("fake-token", null, null, GM_ROLE, false, db, proxyWindow)
                .withEndpoints(fake.restBaseUrl(), fake.gatewayUrl());
    }

    BotHarness start() throws DiscordStartException {
        store = new SlowStore(SqliteStore.open(db));
        core = new Continuity(store, Limits.DEFAULTS);
        bot = DiscordBot.start(settings(), core, store);
        return this;
    }

    /**
     * Stops the bot as SIGTERM would and starts a new one (new JDA, new core) on the same database
     * file.
     */
    void restart() throws DiscordStartException {
        bot.close();
        bot = null;
        start();
    }

    String id(String key) {
        return fake.id(key);
    }

    List<Note> dump() {
        return core.dump(id("g1"));
    }

    Note active(String value) {
        return dump().stream()
                .filter(m -> m.status().wire().equals("active") && m.value().equals(value))
                .findFirst()
                .orElseThrow(
                        () ->
                                new AssertionError(
                                        "no active note with value " + value + " in " + dump()));
    }

    /** Waits for a bot message in the channel whose visible text contains every word. */
    FakeMessage botSays(String channel, String... words) {
        return fake.awaitBotMessage(channel, m -> containsAll(m.visibleText(), words));
    }

    static Predicate<FakeMessage> saying(String... words) {
        return m -> containsAll(m.visibleText(), words);
    }

    static boolean containsAll(String text, String... words) {
        for (String w : words)
            if (!text.toLowerCase(Locale.ROOT).contains(w.toLowerCase(Locale.ROOT))) return false;
        return true;
    }

    /** The custom id of the button with this label on a message. */
    static String button(FakeMessage m, String label) {
        List<String> labels = new ArrayList<>();
        for (JsonNode row : m.components()) {
            for (JsonNode b : row.path("components")) {
                labels.add(b.path("label").asText());
                String l = b.path("label").asText();
                if (l.equalsIgnoreCase(label)
                        || l.endsWith(" " + label)
                        || l.startsWith(label + " ")) {
                    return b.path("custom_id").asText();
                }
            }
        }
        return fail(
                "no button '" + label + "' on " + m.visibleText() + " (buttons: " + labels + ")");
    }

    /**
     * Presses a button and returns the interaction (acknowledged at once, answered by follow-ups).
     */
    FakeInteraction click(String channel, String user, FakeMessage m, String label) {
        return fake.buttonClick("g1", channel, user, m.id(), button(m, label));
    }

    FakeInteraction slash(
            String channel, String user, SlashCommand command, Map<String, ?> options) {
        return fake.slashCommand("g1", channel, user, command.wire(), options);
    }

    /**
     * Every message body the bot sent allows no mentions: nobody can be pinged by what it echoes.
     */
    void assertNothingCouldPing() {
        for (RecordedRequest r : fake.requests()) {
            JsonNode message = messageBody(r);
            if (message == null) continue;
            JsonNode allowed = message.get("allowed_mentions");
            assertTrue(allowed != null && allowed.isObject(), "no allowed_mentions in " + r);
            assertEquals(0, allowed.path("parse").size(), "parse must be empty in " + r);
            assertEquals(0, allowed.path("users").size(), "no users may be pinged in " + r);
            assertEquals(0, allowed.path("roles").size(), "no roles may be pinged in " + r);
            assertTrue(
                    !allowed.path("replied_user").asBoolean(false), "replied user pinged in " + r);
        }
    }

    /** The message part of a request that posts or edits one, else null. */
    static JsonNode messageBody(RecordedRequest r) {
        if (r.body() == null || r.status() >= 400) return null;
        String p = r.path();
        if (p.contains("/callback")) {
            int type = r.body().path("type").asInt();
            return type == 4 || type == 7 ? r.body().path("data") : null;
        }
        boolean posts =
                (r.method().equals("POST")
                                && (p.matches("/channels/\\d+/messages.*")
                                        || p.matches("/webhooks/\\d+/[^/]+(\\?.*)?")))
                        || (r.method().equals("PATCH") && p.startsWith("/webhooks/"));
        return posts ? r.body() : null;
    }

    @Override
    public void close() {
        try {
            if (bot != null) bot.close();
            assertNothingCouldPing();
            fake.assertNoViolations();
        } finally {
            record();
            fake.close();
        }
    }

    private void record() {
        try {
            long withBody = fake.requests().stream().filter(r -> r.body() != null).count();
            String line =
                    JSON.writeValueAsString(
                            Map.of(
                                    "test",
                                    name,
                                    "requests",
                                    fake.requests().size(),
                                    "bodies",
                                    withBody,
                                    "validated",
                                    fake.validatedBodies(),
                                    "violations",
                                    fake.violations().size(),
                                    "spec",
                                    fake.specAvailable()));
            continuity.testing.RunFile.append(
                    COUNTS, line + "\n"); // emptied once per test run, not per fork
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
