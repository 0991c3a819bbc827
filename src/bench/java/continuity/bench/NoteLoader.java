package continuity.bench;

import continuity.store.Database;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import org.sqlite.SQLiteConfig;

/**
 * Bench-only: fills the real schema (migrated by the real migrations) with generated notes through
 * batched JDBC inserts, so that a million notes take seconds instead of a million commits. Each
 * character gets a history: 16 attribute slots filled in turn, older values superseded by newer
 * ones, some slots in a story scope, one private preference per guild.
 */
final class NoteLoader {
    static final String[] ATTRIBUTES = {
        "eyes",
        "hair",
        "age",
        "height",
        "outfit",
        "occupation",
        "species",
        "pronouns",
        "skin",
        "voice",
        "weapon",
        "name",
        "birthday",
        "hometown",
        "personality",
        "note"
    };
    private static final String[] EYES = {"hazel", "amber", "violet", "grey"};
    private static final String[] HAIR = {"auburn", "black", "silver", "copper"};
    private static final char[] ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789".toCharArray();
    private static final long EPOCH = Instant.parse("2025-01-01T00:00:00Z").getEpochSecond();

    /** A note, every column (also the SQL-only floor's insert in {@link TierRun}). */
    static final String INSERT =
            "INSERT INTO memories (id, guild, character, character_key, attribute, value, "
                    + "text, kind, scope, scope_id, scope_name, status, author, channel, message_id, created_at, retired_at, "
                    + "replaces, retired_by, retired_reason, lang) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)";

    private final Path db;
    private Layout loaded = new Layout(0, 0);

    NoteLoader(Path db) throws SQLException {
        this.db = db;
        Database.open(db).close(); // creates the file and runs the real migrations
    }

    /** Adds guilds and busy characters until the layout of {@code notes} is stored; returns it. */
    Layout growTo(int notes) throws SQLException {
        Layout target = Layout.of(notes);
        SQLiteConfig config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(
                SQLiteConfig.SynchronousMode.OFF); // loading only; the bot opens it with FULL
        try (Connection c =
                DriverManager.getConnection(
                        "jdbc:sqlite:" + db.toAbsolutePath(), config.toProperties())) {
            c.setAutoCommit(false);
            try (PreparedStatement notesPs = c.prepareStatement(INSERT);
                    PreparedStatement charPs =
                            c.prepareStatement(
                                    "INSERT INTO characters (guild, key, name, owner, created_at) VALUES (?, ?, ?, ?, ?)")) {
                Batch batch = new Batch(c, notesPs, charPs, loaded.notes());
                for (int ch = loaded.busyCharacters(); ch < target.busyCharacters(); ch++) {
                    batch.character(Layout.BUSY, ch, Layout.busyName(ch), Layout.BUSY_NOTES);
                }
                for (int g = loaded.typicalGuilds() + 1; g <= target.typicalGuilds(); g++) {
                    for (int ch = 0; ch < Layout.TYPICAL_CHARACTERS; ch++) {
                        batch.character(
                                Layout.typicalGuild(g),
                                ch,
                                Layout.typicalName(ch),
                                Layout.TYPICAL_NOTES);
                    }
                }
                batch.flush();
                try (Statement st = c.createStatement();
                        var rs =
                                st.executeQuery(
                                        "SELECT COUNT(*) FROM sqlite_master WHERE name = 'live_notes'")) {
                    if (rs.next()
                            && rs.getInt(1)
                                    == 1) { // what the store keeps for the abuse limits (V6)
                        st.execute("DELETE FROM live_notes");
                        st.execute(
                                "INSERT INTO live_notes (guild, author, n) SELECT guild, author, COUNT(*) FROM memories "
                                        + "WHERE status IN ('active', 'disputed', 'pending') GROUP BY guild, author");
                    }
                }
                c.commit();
            }
            try (Statement st = c.createStatement()) {
                c.setAutoCommit(true);
                st.execute("PRAGMA wal_checkpoint(TRUNCATE)");
            }
        }
        loaded = target;
        return target;
    }

    private static final class Batch {
        private final Connection c;
        private final PreparedStatement notes, chars;
        private long seq;
        private int pending;

        Batch(Connection c, PreparedStatement notes, PreparedStatement chars, long seq) {
            this.c = c;
            this.notes = notes;
            this.chars = chars;
            this.seq = seq;
        }

        void character(String guild, int ch, String name, int k) throws SQLException {
            String key = name.toLowerCase();
            String owner = Layout.owner(guild, ch);
            long base = seq;
            chars.setString(1, guild);
            chars.setString(2, key);
            chars.setString(3, name);
            chars.setString(4, owner);
            chars.setString(5, time(base));
            chars.addBatch();
            for (int i = 0; i < k; i++) {
                int a = i % ATTRIBUTES.length;
                int gen = i / ATTRIBUTES.length;
                int lastGen = (k - 1 - a) / ATTRIBUTES.length;
                String attr = ATTRIBUTES[a];
                boolean note = attr.equals("note");
                boolean preference = ch == 0 && i == k - 1;
                boolean story = !note && (ch + a) % 4 == 0;
                boolean active = note || preference || gen == lastGen;
                String value = value(attr, gen, ch);
                int p = 1;
                notes.setString(p++, id(base + i));
                notes.setString(p++, guild);
                notes.setString(p++, preference ? "" : name);
                notes.setString(p++, preference ? "" : key);
                notes.setString(p++, preference ? "preference" : attr);
                notes.setString(p++, preference ? "I'd prefer short replies" : value);
                notes.setString(
                        p++, preference ? "I'd prefer short replies" : text(name, attr, value, i));
                notes.setString(p++, preference ? "preference" : "fact");
                notes.setString(p++, preference ? "all_chats" : story ? "story" : "profile");
                notes.setString(p++, story && !preference ? "story:pirate au" : null);
                notes.setString(p++, story && !preference ? "Pirate AU" : null);
                notes.setString(p++, active ? "active" : "superseded");
                notes.setString(p++, owner);
                notes.setString(p++, "c1");
                notes.setString(p++, "m" + (base + i));
                notes.setString(p++, time(base + i));
                notes.setString(p++, active ? null : time(base + i + ATTRIBUTES.length));
                notes.setString(
                        p++,
                        gen > 0 && !note && !preference ? id(base + i - ATTRIBUTES.length) : null);
                notes.setString(p++, active ? null : id(base + i + ATTRIBUTES.length));
                notes.setString(p++, active ? null : "corrected");
                notes.setString(p, "en");
                notes.addBatch();
                if (++pending % 5_000 == 0) flush();
                if (pending % 200_000 == 0) c.commit();
            }
            seq += k;
        }

        void flush() throws SQLException {
            chars.executeBatch();
            notes.executeBatch();
        }
    }

    /**
     * The value the loader leaves current for a character's attribute ({@code ch}: its index,
     * {@code k}: its notes), so that a correction can name the value it corrects.
     */
    static String currentValue(String attr, int ch, int k) {
        int a = java.util.Arrays.asList(ATTRIBUTES).indexOf(attr);
        return value(attr, (k - 1 - a) / ATTRIBUTES.length, ch);
    }

    private static String value(String attr, int gen, int ch) {
        return switch (attr) {
            case "eyes" -> EYES[gen % EYES.length];
            case "hair" -> HAIR[gen % HAIR.length];
            case "age" -> String.valueOf(20 + gen + ch % 30);
            case "height" -> gen % 2 == 0 ? "tall" : "short";
            case "outfit" -> "a long travelling cloak";
            case "occupation" -> "smuggler";
            case "species" -> "elf";
            default -> attr + " " + (gen + 1);
        };
    }

    private static String text(String name, String attr, String value, int i) {
        return switch (attr) {
            case "eyes", "hair" -> name + " has " + value + " " + attr;
            case "note" -> name + " keeps a diary of every voyage (" + i + ")";
            default -> name + "'s " + attr + " is " + value;
        };
    }

    private static String time(long seq) {
        return Instant.ofEpochSecond(EPOCH + seq).toString();
    }

    /** Eight characters of the alphabet that ids use, distinct for each sequence number. */
    static String id(long seq) {
        char[] out = new char[8];
        long v = seq + 1_000_000_000L; // away from short ids
        for (int i = 7; i >= 0; i--) {
            out[i] = ALPHABET[(int) (v % ALPHABET.length)];
            v /= ALPHABET.length;
        }
        return new String(out);
    }
}
