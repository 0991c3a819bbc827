package continuity.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;

import continuity.chat.ChatContext;
import continuity.chat.Inbound;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.store.SqliteStore;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How many times one correction reads the character's notes, counted by a wrapper around the real
 * repository (SQLite): once, decided from that one read ({@link Decide}), whether the channel plays
 * no story, a story, or a scene in a story. Before the decision had one home it was 1, 3 and 4
 * reads (the slot was looked up in the scene, the story and the profile, then again to write; a
 * question about the scope read 3 times, and its answer once more).
 */
class ReadsPerCorrectionTest {
    /** The repository calls that read a character's notes. */
    static final Set<String> NOTE_READS =
            Set.of("facts", "inSlot", "notesOf", "currentFacts", "hasCurrentFactIn");

    @TempDir Path tmp;
    private Store sqlite;
    private Continuity core;
    private final Map<String, Integer> calls = new TreeMap<>();
    private int noteReads;
    private Instant now = Instant.parse("2026-03-01T10:00:00Z");
    private int ids;

    @BeforeEach
    void open() {
        sqlite = SqliteStore.open(tmp.resolve("db.sqlite"));
        Store counting =
                new Store() {
                    @Override
                    public <T> T inTransaction(Function<Repository, T> work) {
                        return sqlite.inTransaction(repo -> work.apply(counted(repo)));
                    }

                    @Override
                    public void close() {
                        sqlite.close();
                    }
                };
        core = new Continuity(counting, Limits.DEFAULTS);
    }

    @AfterEach
    void close() {
        sqlite.close();
    }

    private Repository counted(Repository repo) {
        return (Repository)
                Proxy.newProxyInstance(
                        Repository.class.getClassLoader(),
                        new Class<?>[] {Repository.class},
                        (proxy, method, args) -> {
                            calls.merge(method.getName(), 1, Integer::sum);
                            if (NOTE_READS.contains(method.getName())
                                    && args != null
                                    && "mira".equals(args[1])) noteReads++;
                            try {
                                return method.invoke(repo, args);
                            } catch (InvocationTargetException e) {
                                throw e.getCause();
                            }
                        });
    }

    private ChatContext ctx() {
        now = now.plusSeconds(60);
        return new ChatContext("g1", "c1", null, "u1", "u1-name", false, now);
    }

    private List<Reply> handle(Inbound in) {
        return core.handle(in);
    }

    private void slash(SlashCommand c, Object... kv) {
        Map<String, Object> options = new java.util.LinkedHashMap<>();
        for (int i = 0; i + 1 < kv.length; i += 2) options.put((String) kv[i], kv[i + 1]);
        handle(SlashIn.of(ctx(), c, options));
    }

    /** Plays the correction and returns how many reads of Mira's notes it made. */
    private int correction(String text, ReplyKind expected) {
        calls.clear();
        noteReads = 0;
        List<Reply> replies = handle(new MessageIn(ctx(), "m" + (++ids), text, false, false, null));
        assertEquals(expected, replies.get(0).kind(), replies.toString());
        System.out.println(
                "reads per correction: " + noteReads + " of Mira's notes; all calls " + calls);
        return noteReads;
    }

    @Test
    void noStory() {
        slash(SlashCommand.MEMORY_REMEMBER, "character", "Mira", "text", "Mira has blue eyes");
        assertEquals(1, correction("(( Mira's eyes are green, not blue ))", ReplyKind.REPLACED));
        assertEquals(1, correction("Mira's eyes are grey, not green.", ReplyKind.REPLACED));
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
        assertEquals(1, correction("(( Mira's eyes are green, not blue ))", ReplyKind.REPLACED));
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
        assertEquals(1, correction("(( Mira's eyes are green, not blue ))", ReplyKind.REPLACED));
    }

    @Test
    void aProfileNoteInsideAStoryIsAskedAboutFromTheSameOneRead() {
        slash(SlashCommand.MEMORY_REMEMBER, "character", "Mira", "text", "Mira has blue eyes");
        slash(SlashCommand.STORY_SET, "name", "Pirate AU");
        slash(SlashCommand.SCENE_START, "name", "Storm");
        assertEquals(1, correction("(( Mira's eyes are green, not blue ))", ReplyKind.ASKED_SCOPE));
        // the answer writes it in the story (the profile keeps blue): one more read, since the
        // notes may have changed in between
        assertEquals(1, correction("(( only this story ))", ReplyKind.SAVED));
    }
}
