package continuity.bench;

import continuity.chat.ChatContext;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.memory.Continuity;
import continuity.memory.Limits;
import continuity.store.SqliteStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Corrections through the real core on a real file, as {@link CorrectionBreakdown} makes them
 * ("Kael's eyes is teal, not hazel" from the owner, naming the current value), with the thread's
 * CPU time of each. Public and reflective-friendly so that {@link CorrectionAb} can run two builds
 * of the bot side by side in one JVM, each in its own class loader.
 */
public final class CorrectionLoop implements AutoCloseable {
    private static final String[] VALUES = {
        "green", "blue", "brown", "golden", "black", "red", "teal"
    };

    private final Layout layout;
    private final SqliteStore sqlite;
    private final Continuity core;
    private final boolean story;
    private final Random random = new Random(7);
    private final Map<String, String> current = new HashMap<>();
    private long clock = Instant.parse("2027-01-01T00:00:00Z").getEpochSecond();
    private int i;

    /**
     * A fresh file of {@code notes} notes in {@code dir}; {@code sync} is "full" (the bot's
     * setting) or "off"; {@code story}: each correction replaces a story note in a channel that
     * plays the story.
     */
    public CorrectionLoop(String dir, int notes, String sync, boolean story) throws Exception {
        Path d = Path.of(dir);
        Files.createDirectories(d);
        Path db = d.resolve("loop-" + notes + ".sqlite");
        for (String suffix : new String[] {"", "-wal", "-shm"})
            Files.deleteIfExists(Path.of(db + suffix));
        this.layout = new NoteLoader(db).growTo(notes);
        this.sqlite = SqliteStore.open(db);
        if (sync.equals("off")) sqlite.maintenance("PRAGMA synchronous=OFF");
        this.core = new Continuity(sqlite, Limits.DEFAULTS);
        this.story = story;
        if (story) {
            for (int g = 0; g <= layout.typicalGuilds(); g++) {
                String guild = g == 0 ? Layout.BUSY : Layout.typicalGuild(g);
                StorySet.in(core, guild, Instant.ofEpochSecond(clock += 4));
            }
        }
    }

    /** Runs {@code n} corrections; returns the thread's CPU nanoseconds of each. */
    public long[] run(int n) {
        long[] cpu = new long[n];
        for (int k = 0; k < n; k++, i++) {
            boolean busy = i % 5 == 4;
            int bound = busy ? layout.busyCharacters() : Layout.TYPICAL_CHARACTERS;
            int c;
            do c = random.nextInt(bound);
            while (story && !Layout.inStory(c));
            String guild =
                    busy
                            ? Layout.BUSY
                            : Layout.typicalGuild(1 + random.nextInt(layout.typicalGuilds()));
            String name = busy ? Layout.busyName(c) : Layout.typicalName(c);
            String attr = story ? Layout.storyAttribute(c) : Layout.profileAttribute(c);
            String key = guild + "/" + c;
            String old = current.get(key);
            if (old == null)
                old =
                        NoteLoader.currentValue(
                                attr, c, busy ? Layout.BUSY_NOTES : Layout.TYPICAL_NOTES);
            String value = VALUES[i % VALUES.length];
            if (value.equals(old)) value = VALUES[(i + 1) % VALUES.length];
            current.put(key, value);
            MessageIn in =
                    new MessageIn(
                            new ChatContext(
                                    guild,
                                    story ? "s1" : "c1",
                                    null,
                                    Layout.owner(guild, c),
                                    "player",
                                    false,
                                    Instant.ofEpochSecond(clock += 4)),
                            "m" + i,
                            name + "'s " + attr + " is " + value + ", not " + old,
                            false,
                            false,
                            null);
            long c0 = Stats.cpuNow();
            List<Reply> r = core.handle(in);
            cpu[k] = Stats.cpuNow() - c0;
            if (r.isEmpty()
                    || (r.get(0).kind() != ReplyKind.REPLACED
                            && r.get(0).kind() != ReplyKind.SAVED)) {
                throw new IllegalStateException("unexpected reply " + r);
            }
        }
        return cpu;
    }

    @Override
    public void close() {
        sqlite.close();
    }
}
