package continuity.bench;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import continuity.chat.ChatContext;
import continuity.chat.Inbound;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.memory.Continuity;
import continuity.memory.Limits;
import continuity.store.Database;
import continuity.store.SqliteStore;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Everything measured on one stored size: the bot is opened on the database as it would be in
 * production.
 */
final class TierRun {
    private static final String[] NEW_EYES = {
        "green", "blue", "brown", "golden", "black", "red", "teal"
    };
    private static long clockSeconds = Instant.parse("2026-01-01T00:00:00Z").getEpochSecond();
    private static long messageIds;
    static final int BLOCK = 25;

    private final Path db;
    private final Layout layout;
    private final SqliteStore store;
    private final CommitTimer commits;
    private final Continuity core;
    private final Random random = new Random(42);
    private final int samples;
    private int corrections;

    /** The value each corrected character has now, across tiers (the same characters come back). */
    private static final Map<String, String> lastValue = new HashMap<>();

    TierRun(Path db, Layout layout, int samples) {
        this.db = db;
        this.layout = layout;
        this.samples = samples;
        // as BotRuntime.open does, with each commit's time noted
        this.store = SqliteStore.open(db);
        this.commits = new CommitTimer(store);
        this.core = new Continuity(commits, Limits.DEFAULTS);
    }

    /** A character to act on: guild, display name, index and owner. */
    record Target(String guild, String name, int index, String owner) {}

    Target typical() {
        int g = 1 + random.nextInt(layout.typicalGuilds());
        int c = random.nextInt(Layout.TYPICAL_CHARACTERS);
        String guild = Layout.typicalGuild(g);
        return new Target(guild, Layout.typicalName(c), c, Layout.owner(guild, c));
    }

    Target busy() {
        int c = random.nextInt(layout.busyCharacters());
        return new Target(Layout.BUSY, Layout.busyName(c), c, Layout.owner(Layout.BUSY, c));
    }

    static ChatContext ctx(String guild, String user, String channel) {
        clockSeconds += 4; // keeps every user under the rate limit of changes per minute
        return new ChatContext(
                guild, channel, null, user, "player", false, Instant.ofEpochSecond(clockSeconds));
    }

    private interface Op {
        Inbound next();
    }

    /**
     * Runs {@code n} operations after {@code warmup} unmeasured ones; replies of another kind are
     * counted.
     */
    private Stats time(int warmup, int n, Op op, Set<ReplyKind> expected) {
        Stats s = new Stats();
        for (int i = 0; i < warmup + n; i++) {
            Inbound in = op.next();
            long c0 = Stats.cpuNow();
            long t0 = System.nanoTime();
            List<Reply> replies = core.handle(in);
            long dt = System.nanoTime() - t0;
            long dc = Stats.cpuNow() - c0;
            if (i < warmup) continue;
            s.add(dt, dc);
            if (replies.isEmpty() || !expected.contains(replies.get(0).kind())) s.fail(replies);
        }
        return s;
    }

    Stats recall(boolean busy) {
        return time(
                samples / 4,
                samples,
                () -> {
                    Target t = busy ? busy() : typical();
                    return SlashIn.of(
                            ctx(t.guild(), t.owner(), "c1"),
                            SlashCommand.MEMORY_RECALL,
                            Map.of(
                                    "character",
                                    t.name(),
                                    "about",
                                    Layout.profileAttribute(t.index())));
                },
                Set.of(ReplyKind.RECALLED));
    }

    Stats recallInChat(boolean busy) {
        return time(
                samples / 4,
                samples,
                () -> {
                    Target t = busy ? busy() : typical();
                    String attr =
                            Layout.profileAttribute(t.index()).equals("eyes") ? "eyes" : "hair";
                    return new MessageIn(
                            ctx(t.guild(), t.owner(), "c1"),
                            "m" + (++messageIds),
                            "@continuity what colour is " + t.name() + "'s " + attr + "?",
                            true,
                            false,
                            null);
                },
                Set.of(ReplyKind.RECALLED));
    }

    Stats showCharacter(boolean busy) {
        return time(
                samples / 4,
                samples,
                () -> {
                    Target t = busy ? busy() : typical();
                    return SlashIn.of(
                            ctx(t.guild(), t.owner(), "c1"),
                            SlashCommand.MEMORY_SHOW,
                            Map.of("character", t.name()));
                },
                Set.of(ReplyKind.LISTED));
    }

    Stats showGuild(boolean busy, int n) {
        return time(
                Math.max(1, n / 4),
                n,
                () -> {
                    Target t = busy ? busy() : typical();
                    return SlashIn.of(
                            ctx(t.guild(), t.owner(), "c1"), SlashCommand.MEMORY_SHOW, Map.of());
                },
                Set.of(ReplyKind.LISTED));
    }

    /** "Mira's eyes are teal, not hazel" from the owner: read, resolve, supersede, commit. */
    private Inbound nextCorrection() {
        boolean busy = corrections % 5 == 4;
        Target t = busy ? busy() : typical();
        String attr = Layout.profileAttribute(t.index());
        String key = t.guild() + "/" + t.index();
        // the value it corrects is named, as people do ("teal, not hazel"): a named value that is
        // not the current one would be a question, not a correction
        String old = lastValue.get(key);
        if (old == null)
            old =
                    NoteLoader.currentValue(
                            attr, t.index(), busy ? Layout.BUSY_NOTES : Layout.TYPICAL_NOTES);
        String value = NEW_EYES[corrections++ % NEW_EYES.length];
        if (value.equals(old)) value = NEW_EYES[corrections++ % NEW_EYES.length];
        lastValue.put(key, value);
        return new MessageIn(
                ctx(t.guild(), t.owner(), "c1"),
                "m" + (++messageIds),
                t.name() + "'s " + attr + " is " + value + ", not " + old,
                false,
                false,
                null);
    }

    /** Guilds whose channel "s1" plays the story the loader's story notes are in. */
    private final Set<String> storyChannels = new java.util.HashSet<>();

    private final Random storyRandom = new Random(43);

    /**
     * "Mira's eyes are teal, not hazel" from the owner in a channel that plays the story "Pirate
     * AU", where that character's eyes (or hair) are a story note: the correction replaces the
     * story note (read, resolve, decide in the story's scope, supersede, commit). The story is set
     * in each guild the first time, unmeasured.
     */
    private Inbound nextStoryCorrection() {
        boolean busy = corrections % 5 == 4;
        int bound = busy ? layout.busyCharacters() : Layout.TYPICAL_CHARACTERS;
        int c;
        do c = storyRandom.nextInt(bound);
        while (!Layout.inStory(c));
        String guild =
                busy
                        ? Layout.BUSY
                        : Layout.typicalGuild(1 + storyRandom.nextInt(layout.typicalGuilds()));
        if (storyChannels.add(guild))
            StorySet.in(core, guild, Instant.ofEpochSecond(clockSeconds += 4));
        String attr = Layout.storyAttribute(c);
        String key = guild + "/" + c + "/story";
        String old = lastValue.get(key);
        if (old == null)
            old = NoteLoader.currentValue(attr, c, busy ? Layout.BUSY_NOTES : Layout.TYPICAL_NOTES);
        String value = NEW_EYES[corrections++ % NEW_EYES.length];
        if (value.equals(old)) value = NEW_EYES[corrections++ % NEW_EYES.length];
        lastValue.put(key, value);
        String name = busy ? Layout.busyName(c) : Layout.typicalName(c);
        return new MessageIn(
                ctx(guild, Layout.owner(guild, c), "s1"),
                "m" + (++messageIds),
                name + "'s " + attr + " is " + value + ", not " + old,
                false,
                false,
                null);
    }

    /** Story-scoped corrections (synchronous=FULL, as the bot runs), one after another. */
    Stats storyCorrections(int n) {
        return time(Math.max(5, n / 10), n, this::nextStoryCorrection, Set.of(ReplyKind.REPLACED));
    }

    void synchronousOff() {
        store.maintenance("PRAGMA synchronous=OFF");
    }

    /** Unmeasured corrections, for the JIT. */
    void warmCorrections(int n) {
        for (int i = 0; i < n; i++) core.handle(nextCorrection());
    }

    /** The values corrected so far are of another file (the warm-up's): forget them. */
    static void forgetValues() {
        lastValue.clear();
    }

    /** One correction through the core (for JMH). */
    List<Reply> correctOnce() {
        return core.handle(nextCorrection());
    }

    /**
     * Corrections and the baseline, taken in turns so that both see the same disk: the baseline is
     * one small row inserted and committed per transaction on the same file with the same settings
     * (a second connection opened by {@code Database.open}). Returns {corrections, raw, the
     * corrections' commits}.
     *
     * <p>They alternate in blocks of {@link #BLOCK}: a connection that sees another one's commit
     * must drop its page cache, so alternating one by one would make every correction start cold,
     * which never happens in the bot (its connection is the only writer). The first operation of
     * each block pays for it, as in the raw baseline.
     */
    Stats[] correctionsAndRaw(int n, boolean durable) throws SQLException {
        Stats corr = new Stats(), raw = new Stats(), commit = new Stats(), floor = new Stats();
        Set<ReplyKind> expected = Set.of(ReplyKind.REPLACED, ReplyKind.SAVED);
        int warmup = Math.max(5, n / 10);
        if (!durable) store.maintenance("PRAGMA synchronous=OFF");
        try (Connection c = Database.open(db)) {
            // Database.open's connection is in auto-commit mode (the bot begins its own
            // transactions): the baseline and the floor commit theirs
            c.setAutoCommit(false);
            try (Statement st = c.createStatement()) {
                st.execute(
                        "CREATE TABLE IF NOT EXISTS bench_raw (id INTEGER PRIMARY KEY, payload TEXT NOT NULL)");
            }
            c.commit();
            if (!durable) {
                c.setAutoCommit(true);
                try (Statement st = c.createStatement()) {
                    st.execute("PRAGMA synchronous=OFF");
                }
                c.setAutoCommit(false);
            }
            SqlFloor sqlOnly = new SqlFloor(c);
            try (PreparedStatement ps =
                    c.prepareStatement("INSERT INTO bench_raw (payload) VALUES (?)")) {
                for (int done = -warmup; done < n; done += BLOCK) {
                    for (int i = 0; i < BLOCK; i++) {
                        long c0 = Stats.cpuNow();
                        long ns = sqlOnly.correctOnce();
                        long cpu = Stats.cpuNow() - c0;
                        if (done + i >= 0 && done + i < n) floor.add(ns, cpu);
                    }
                    for (int i = 0; i < BLOCK; i++) {
                        long c0 = Stats.cpuNow();
                        long t0 = System.nanoTime();
                        ps.setString(1, "raw insert " + done + "/" + i);
                        ps.executeUpdate();
                        c.commit();
                        long ns = System.nanoTime() - t0;
                        long cpu = Stats.cpuNow() - c0;
                        if (done + i >= 0 && done + i < n) raw.add(ns, cpu);
                    }
                    for (int i = 0; i < BLOCK; i++) {
                        Inbound in = nextCorrection();
                        long c0 = Stats.cpuNow();
                        long t0 = System.nanoTime();
                        List<Reply> replies = core.handle(in);
                        long corrNs = System.nanoTime() - t0;
                        long corrCpu = Stats.cpuNow() - c0;
                        long commitNs = commits.lastCommitNanos();
                        if (done + i < 0 || done + i >= n) continue;
                        corr.add(corrNs, corrCpu);
                        commit.add(commitNs);
                        if (replies.isEmpty() || !expected.contains(replies.get(0).kind()))
                            corr.fail(replies);
                    }
                }
            }
        } finally {
            if (!durable) store.maintenance("PRAGMA synchronous=FULL");
        }
        return new Stats[] {corr, raw, commit, floor};
    }

    /**
     * The writes of a correction and nothing else, in plain JDBC on the baseline's connection: the
     * statements the store runs (retire the slot's note, insert its successor: the same indexes,
     * and no change to the live-note counts), then the commit. No message to read, no character or
     * slot to look up, no reply: the least a correction can cost with this schema. In its own
     * guild, so that it never meets the bot's notes.
     */
    private static final class SqlFloor {
        private static final int SLOTS = 50;
        private final Connection c;
        private final PreparedStatement retire, insert;
        private final String[] current = new String[SLOTS];
        private final String guild = "floor-" + System.nanoTime();
        private long seq;

        SqlFloor(Connection c) throws SQLException {
            this.c = c;
            retire =
                    c.prepareStatement(
                            "UPDATE memories SET status = ?, retired_at = ?, retired_by = ?, retired_reason = ? "
                                    + "WHERE id = ? AND status = ? AND guild = ? AND author = ?");
            insert = c.prepareStatement(NoteLoader.INSERT);
            for (int k = 0; k < SLOTS; k++) {
                current[k] = newNote(k, null);
            }
            c.commit();
        }

        private String newNote(int k, String replaces) throws SQLException {
            String id = "f" + guild.hashCode() + "-" + (seq++);
            int p = 1;
            insert.setString(p++, id);
            insert.setString(p++, guild);
            insert.setString(p++, "Kael" + k);
            insert.setString(p++, "kael" + k);
            insert.setString(p++, "eyes");
            insert.setString(p++, "teal");
            insert.setString(p++, "Kael" + k + " has teal eyes.");
            insert.setString(p++, "fact");
            insert.setString(p++, "profile");
            insert.setString(p++, null);
            insert.setString(p++, null);
            insert.setString(p++, "active");
            insert.setString(p++, "u1");
            insert.setString(p++, "c1");
            insert.setString(p++, "m" + seq);
            insert.setString(p++, Instant.ofEpochSecond(clockSeconds += 4).toString());
            insert.setString(p++, null);
            insert.setString(p++, replaces);
            insert.setString(p++, null);
            insert.setString(p++, null);
            insert.setString(p, "en");
            insert.executeUpdate();
            return id;
        }

        long correctOnce() throws SQLException {
            int k = (int) (seq % SLOTS);
            long t0 = System.nanoTime();
            String next = "f" + guild.hashCode() + "-" + seq;
            retire.setString(1, "superseded");
            retire.setString(2, Instant.ofEpochSecond(clockSeconds).toString());
            retire.setString(3, next);
            retire.setString(4, "corrected");
            retire.setString(5, current[k]);
            retire.setString(6, "active");
            retire.setString(7, guild);
            retire.setString(8, "u1");
            if (retire.executeUpdate() != 1)
                throw new IllegalStateException("the floor's note was not retired");
            current[k] = newNote(k, current[k]);
            c.commit();
            return System.nanoTime() - t0;
        }
    }

    /**
     * Pages one correction and one raw insert add to the write-ahead log: what the disk must take
     * at each commit. Before each operation a checkpoint copies the whole log, so the operation's
     * commit starts the log afresh and the frames counted after it are its own (median of {@code
     * n}).
     */
    ObjectNode walPagesPerCommit(int n) throws SQLException {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        try (Connection c = Database.open(db)) {
            c.setAutoCommit(true);
            try (Statement st = c.createStatement()) {
                Stats corr = new Stats(), raw = new Stats();
                for (int i = 0; i < n; i++) {
                    walFrames(st);
                    core.handle(nextCorrection());
                    corr.add(walFrames(st) * 1_000_000L); // Stats reports "ms": one page per 1e6
                    walFrames(st);
                    st.execute("INSERT INTO bench_raw (payload) VALUES ('wal " + i + "')");
                    raw.add(walFrames(st) * 1_000_000L);
                }
                o.put("correction", corr.percentileMs(50));
                o.put("raw_insert_commit", raw.percentileMs(50));
            }
        }
        return o;
    }

    /** Frames in the log now (a PASSIVE checkpoint, which also copies them). */
    private static long walFrames(Statement st) throws SQLException {
        try (var rs = st.executeQuery("PRAGMA wal_checkpoint(PASSIVE)")) {
            rs.next();
            return rs.getLong(2);
        }
    }

    /** The corpora replayed as chat in fresh guilds: registered characters, then every message. */
    ObjectNode endToEnd(List<Corpus> corpora, String tag) {
        long events = 0, chatReplies = 0, ns = 0;
        for (Corpus c : corpora) {
            String guild = "corpus-" + c.name() + "-" + tag;
            for (Corpus.Remember r : c.remembers()) {
                SlashIn in =
                        SlashIn.of(
                                ctx(guild, r.user(), "c1"),
                                SlashCommand.MEMORY_REMEMBER,
                                Map.of("character", r.character(), "text", r.text()));
                long t0 = System.nanoTime();
                core.handle(in);
                ns += System.nanoTime() - t0;
                events++;
            }
            for (Corpus.Message m : c.messages()) {
                MessageIn in =
                        new MessageIn(
                                ctx(guild, m.user(), "c1"),
                                "m" + (++messageIds),
                                m.content(),
                                false,
                                false,
                                m.webhook());
                long t0 = System.nanoTime();
                List<Reply> replies = core.handle(in);
                ns += System.nanoTime() - t0;
                events++;
                chatReplies += replies.size();
            }
        }
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("events", events);
        o.put("seconds", Stats.round(ns / 1e9));
        o.put("events_per_s", Math.round(events / (ns / 1e9)));
        o.put("replies_to_chat_messages", chatReplies);
        return o;
    }

    void close() {
        store.close();
    }
}
