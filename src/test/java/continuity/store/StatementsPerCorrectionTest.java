package continuity.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import continuity.chat.ChatContext;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.memory.Continuity;
import continuity.memory.Limits;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How many SQL statements one plain correction runs on SQLite, counted at the JDBC connection
 * ({@link StatementCounter}: each row of a batch is one statement, SQLite steps each), and how many
 * it compiles: a new detail and a replacement, with no story, in a story and in a scene of a story.
 * Each case is measured on its second correction (the first reads the server's characters and
 * settings into the core's caches). The expected figures are today's: a statement added to the
 * correction's road fails this test. Issue 19 (road10): a replacement ran 18 statements (one {@code
 * DELETE} per stem of the old note and one {@code INSERT} per stem of the new one), a new detail 13
 * or 14, and each transaction compiled its {@code BEGIN IMMEDIATE} and {@code COMMIT}; now each
 * note's stems go in one statement ({@code FactLookups}) and the two are prepared once.
 */
class StatementsPerCorrectionTest {
    @TempDir Path tmp;
    private final StatementCounter counter = new StatementCounter();
    private SqliteStore sqlite;
    private Continuity core;
    private Instant now = Instant.parse("2026-03-01T10:00:00Z");
    private int ids;

    @BeforeEach
    void open() {
        sqlite = SqliteStore.open(tmp.resolve("db.sqlite"), counter::wrap);
        core = new Continuity(sqlite, Limits.DEFAULTS);
    }

    @AfterEach
    void close() {
        sqlite.close();
    }

    private ChatContext ctx() {
        now = now.plusSeconds(60);
        return new ChatContext("g1", "c1", null, "u1", "u1-name", false, now);
    }

    private void slash(SlashCommand c, Object... kv) {
        Map<String, Object> options = new LinkedHashMap<>();
        for (int i = 0; i + 1 < kv.length; i += 2) options.put((String) kv[i], kv[i + 1]);
        core.handle(SlashIn.of(ctx(), c, options));
    }

    /** Plays the message, checks its reply, prints and returns the statements it ran. */
    private List<String> play(String text, ReplyKind expected) {
        counter.clear();
        List<Reply> replies =
                core.handle(new MessageIn(ctx(), "m" + (++ids), text, false, false, null));
        assertEquals(expected, replies.get(0).kind(), replies.toString());
        List<String> run = counter.run();
        System.out.println(
                text
                        + " -> "
                        + expected
                        + ": "
                        + run.size()
                        + " statements run, "
                        + counter.compiled()
                        + " compiled");
        for (String s : run) System.out.println("    " + s);
        return run;
    }

    /**
     * The new detail and the two replacements, after a first correction that warms the caches:
     * statements run by each, and statements compiled by all three.
     */
    private void corrections(int newDetail, int replacement, int another, int compiled) {
        play("(( Mira's hair is red ))", ReplyKind.SAVED);
        int n1 = play("(( Mira's height is tall ))", ReplyKind.SAVED).size();
        int c = counter.compiled();
        int n2 = play("(( Mira's eyes are green, not blue ))", ReplyKind.REPLACED).size();
        c += counter.compiled();
        int n3 = play("(( Mira's hair is black, not red ))", ReplyKind.REPLACED).size();
        c += counter.compiled();
        assertEquals(
                List.of(newDetail, replacement, another, compiled),
                List.of(n1, n2, n3, c),
                "statements run by a new detail, a replacement, another; compiled by all three");
    }

    @Test
    void noStory() {
        slash(SlashCommand.MEMORY_REMEMBER, "character", "Mira", "text", "Mira has blue eyes");
        corrections(10, 10, 10, 4);
    }

    @Test
    void inAStory() {
        slash(SlashCommand.STORY_SET, "name", "Pirate AU");
        slash(
                SlashCommand.MEMORY_REMEMBER,
                "character",
                "Mira",
                "text",
                "Mira has blue eyes",
                "scope",
                "story");
        corrections(11, 10, 10, 4);
    }

    @Test
    void inASceneOfAStory() {
        slash(SlashCommand.STORY_SET, "name", "Pirate AU");
        slash(SlashCommand.SCENE_START, "name", "Storm");
        slash(
                SlashCommand.MEMORY_REMEMBER,
                "character",
                "Mira",
                "text",
                "Mira has blue eyes",
                "scope",
                "scene");
        corrections(11, 10, 10, 4);
    }
}
