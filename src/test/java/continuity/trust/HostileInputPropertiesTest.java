package continuity.trust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.BotRuntime;
import continuity.chat.ChatContext;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.chat.Unicode;
import continuity.memory.Limits;
import continuity.memory.Note;
import continuity.memory.Status;
import continuity.understand.KnownNames;
import continuity.understand.Reader;
import continuity.understand.Reading;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Hostile input through the understanding layer and the whole pipeline (a real SQLite file):
 * nothing throws, nothing fails inside, what is stored is exactly what was given, and every
 * rejection is a clear {@code error} saying what to do.
 */
class HostileInputPropertiesTest {
    static final AtomicLong GENERATED = new AtomicLong();

    /**
     * Exceptions out of the reader or the core, and failures inside the core: each fails its
     * property too.
     */
    static final AtomicLong CRASHES = new AtomicLong();

    private static final String INTERNAL = "Something went wrong";
    private static Path dir;
    private static BotRuntime bot;
    private static final AtomicLong minutes = new AtomicLong();
    private static final AtomicLong guilds = new AtomicLong();

    private static final KnownNames NAMES =
            new KnownNames() {
                @Override
                public boolean isKnown(String writtenName) {
                    String k = continuity.memory.Names.key(writtenName);
                    return k.equals("mira") || k.equals("sera");
                }

                @Override
                public Optional<String> firstIn(String folded) {
                    if (folded.contains("mira")) return Optional.of("Mira");
                    if (folded.contains("sera")) return Optional.of("Sera");
                    return Optional.empty();
                }
            };

    @BeforeContainer
    static void open() throws IOException {
        dir = Files.createTempDirectory("continuity-hostile");
        bot = BotRuntime.open(dir.resolve("hostile.sqlite"), Limits.DEFAULTS.withRates(0, 0));
        // g1: Mira owned by u1, Sera by u2, so that hostile corrections meet real characters
        handle(
                SlashIn.of(
                        ctx("g1", "u1", false),
                        SlashCommand.MEMORY_REMEMBER,
                        Map.of("character", "Mira", "text", "Mira has blue eyes")));
        handle(
                SlashIn.of(
                        ctx("g1", "u2", false),
                        SlashCommand.MEMORY_REMEMBER,
                        Map.of("character", "Sera", "text", "Sera has black hair")));
    }

    @AfterContainer
    static void close() throws IOException {
        bot.close();
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
        String line =
                "hostile input: generated inputs=" + GENERATED.get() + " crashes=" + CRASHES.get();
        System.out.println(line);
        Figures.record("hostile", line);
    }

    private static ChatContext ctx(String guild, String user, boolean gm) {
        return new ChatContext(
                guild,
                "c1",
                null,
                user,
                user,
                gm,
                Instant.parse("2026-01-01T00:00:00Z").plusSeconds(60 * minutes.incrementAndGet()));
    }

    private static List<Reply> handle(continuity.chat.Inbound in) {
        List<Reply> replies;
        try {
            replies = bot.core().handle(in);
        } catch (RuntimeException e) {
            CRASHES.incrementAndGet();
            throw e;
        }
        assertNotNull(replies);
        if (replies.stream().anyMatch(r -> r.text().startsWith(INTERNAL)))
            CRASHES.incrementAndGet();
        for (Reply r : replies) {
            assertFalse(
                    r.text().startsWith(INTERNAL),
                    "the pipeline failed inside on " + in + ": " + r);
            assertFalse(r.text().isBlank(), "a reply says nothing: " + r);
            if (r.kind() == ReplyKind.ERROR || r.kind() == ReplyKind.REFUSED) {
                assertTrue(r.text().length() > 20, "a rejection must say what was wrong: " + r);
            }
        }
        return replies;
    }

    @Provide
    Arbitrary<String> messages() {
        return Hostile.message();
    }

    @Provide
    Arbitrary<String> proxies() {
        return Arbitraries.oneOf(
                Arbitraries.just(null),
                Arbitraries.of("Mira", "M\u0456ra", "Mira\u200B", "Sera"),
                Hostile.fragment());
    }

    @Property(tries = 1500)
    void theReaderNeverThrows(
            @ForAll("messages") String text,
            @ForAll("proxies") String proxy,
            @ForAll boolean mention,
            @ForAll boolean replyToBot,
            @ForAll boolean questionOpen) {
        GENERATED.incrementAndGet();
        Reading r;
        try {
            r = Reader.read(text, proxy, mention, replyToBot, NAMES, questionOpen);
        } catch (RuntimeException | StackOverflowError e) {
            CRASHES.incrementAndGet();
            throw e;
        }
        assertNotNull(r);
        assertNotNull(r.facts());
        r.facts()
                .forEach(
                        f -> {
                            // a claim that names no detail is a free note: it must name the old
                            // value it corrects, or be said to the bot
                            assertTrue(
                                    f.detail().named() || f.oldValue() != null || r.addressed(),
                                    "a free claim names its old value: " + f);
                            assertNotNull(f.value());
                            assertTrue(
                                    f.value().length() <= 2000,
                                    "a value is bounded by the longest clause read: "
                                            + f.value().length());
                        });
    }

    @Property(tries = 400)
    void thePipelineNeverFailsInside(
            @ForAll("messages") String text,
            @ForAll("proxies") String proxy,
            @ForAll boolean mention,
            @ForAll boolean gm,
            @ForAll("users") String user) {
        GENERATED.incrementAndGet();
        List<Note> before = bot.core().dump("g1");
        List<Reply> replies =
                handle(
                        new MessageIn(
                                ctx("g1", user, gm),
                                "m" + minutes.get(),
                                text,
                                mention,
                                false,
                                proxy));
        if (replies.isEmpty()) {
            assertEquals(
                    before,
                    bot.core().dump("g1"),
                    "a message the bot did not answer changed nothing");
        }
        assertEquals(List.of(), Invariants.violations(dir.resolve("hostile.sqlite")));
    }

    @Provide
    Arbitrary<String> users() {
        return Arbitraries.of("u1", "u2", "u3");
    }

    /**
     * What /memory remember stores is exactly what was typed (less surrounding white space), and
     * dump shows it so.
     */
    @Property(tries = 300)
    void rememberStoresTheTextVerbatim(
            @ForAll("notes") String text, @ForAll("names") String character) {
        GENERATED.incrementAndGet();
        String guild = "r" + guilds.incrementAndGet();
        List<Reply> replies =
                handle(
                        SlashIn.of(
                                ctx(guild, "u1", false),
                                SlashCommand.MEMORY_REMEMBER,
                                Map.of("character", character, "text", text)));
        assertEquals(1, replies.size(), replies.toString());
        Reply r = replies.get(0);
        List<Note> stored = bot.core().dump(guild);
        if (r.kind() == ReplyKind.ERROR) {
            assertEquals(List.of(), stored, "a rejected note stores nothing");
            String why = r.text().toLowerCase(Locale.ROOT);
            assertTrue(
                    Stream.of(
                                    "too long",
                                    "empty",
                                    "character name",
                                    "which character",
                                    "looks like",
                                    "broken character",
                                    "trop longue",
                                    "vide",
                                    "nom de personnage",
                                    "indiquez le personnage",
                                    "ressemble",
                                    "caractère cassé")
                            .anyMatch(why::contains),
                    "an unclear rejection: " + r.text());
            return;
        }
        assertTrue(Set.of(ReplyKind.SAVED, ReplyKind.REPLACED).contains(r.kind()), r.toString());
        assertEquals(1, stored.size(), stored.toString());
        assertEquals(Status.ACTIVE, stored.get(0).status());
        // a surrogate without its pair cannot be stored as UTF-8: it is U+FFFD in the reply and in
        // the database alike; control characters and direction overrides are removed, and a note
        // is kept on one line (chat.Unicode)
        assertEquals(
                Unicode.line(Unicode.wellFormed(text).strip()),
                stored.get(0).text(),
                "the stored text differs from what was typed");
        assertTrue(
                r.text().contains(stored.get(0).text()),
                "the confirmation quotes what was stored: " + r.text());
    }

    @Provide
    Arbitrary<String> notes() {
        Arbitrary<String> broken =
                Arbitraries.strings()
                        .withCharRange('\uD800', '\uDFFF')
                        .withChars("Mira ")
                        .ofMaxLength(12);
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(9, Hostile.message()), net.jqwik.api.Tuple.of(1, broken));
    }

    @Provide
    Arbitrary<String> names() {
        return Arbitraries.oneOf(
                Arbitraries.of("Mira", "Sera", "Mira\u200B", "\uFF2D\uFF49\uFF52\uFF41"),
                Hostile.fragment());
    }
}
