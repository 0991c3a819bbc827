package continuity.trust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.ChatContext;
import continuity.chat.Inbound;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.memory.Character;
import continuity.memory.Continuity;
import continuity.memory.Limits;
import continuity.memory.Note;
import continuity.memory.Repository;
import continuity.memory.Store;
import continuity.store.StoreKind;
import continuity.testing.MiraNotes;
import continuity.understand.Detail;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * One busy character costs what a quiet one does (issue 21, item 10): with 2,000 notes on Mira, a
 * correction reads the notes it could mean, not all of hers; {@code /memory show character:Mira}
 * reads the entries it shows (its text's 40, or the page a button asks for), not all of them; and
 * {@code /memory forget} by words reads the notes that hold them. Counted, not timed: every note
 * the repository hands the core during the event, on SQLite and PostgreSQL. Before, a correction
 * read every current fact of the character (2,001 here) and compared each with the old value in
 * Java (0.2 s a correction at 10,000 notes, BENCHMARKS.md).
 */
@ParameterizedClass(name = "[{0}]")
@EnumSource(StoreKind.class)
class BusyCharacterTest {
    static final int NOTES = 2_000;

    /** What a correction may read however busy its character: its slot and the named notes. */
    static final int FEW = 10;

    @Parameter StoreKind store;
    @TempDir Path dir;

    private Store inner;
    private Continuity core;
    private long notesRead;
    private Instant now = Instant.parse("2027-01-01T00:00:00Z");
    private int ids;

    @BeforeEach
    void open() {
        inner = store.open(dir, "busy");
        seed(inner);
        Store counting =
                new Store() {
                    @Override
                    public <T> T inTransaction(Function<Repository, T> work) {
                        return inner.inTransaction(repo -> work.apply(counted(repo)));
                    }

                    @Override
                    public void close() {
                        inner.close();
                    }
                };
        core = new Continuity(counting, Limits.DEFAULTS);
    }

    @AfterEach
    void close() {
        inner.close();
    }

    /** Mira (u1's) with blue eyes, a blue scarf in a story, and 2,000 free notes. */
    private static void seed(Store s) {
        Instant at = Instant.parse("2026-06-01T00:00:00Z");
        s.inTransaction(
                repo -> {
                    repo.saveCharacter(new Character("g1", "mira", "Mira", "u1", at));
                    repo.insert(MiraNotes.profileFact("eyes", "blue", "Mira has blue eyes", at));
                    for (int i = 0; i < NOTES; i++) {
                        String text = "Mira keeps the token t" + i + "x";
                        repo.insert(
                                MiraNotes.profileFact(
                                        Detail.FREE.key(), text, text, at.plusSeconds(i + 1)));
                    }
                    return null;
                });
    }

    private Repository counted(Repository repo) {
        return (Repository)
                Proxy.newProxyInstance(
                        Repository.class.getClassLoader(),
                        new Class<?>[] {Repository.class},
                        (proxy, method, args) -> {
                            Object out;
                            try {
                                out = method.invoke(repo, args);
                            } catch (InvocationTargetException e) {
                                throw e.getCause();
                            }
                            if (out instanceof List<?> l)
                                for (Object o : l) if (o instanceof Note) notesRead++;
                            if (out instanceof Optional<?> o && o.orElse(null) instanceof Note)
                                notesRead++;
                            return out;
                        });
    }

    private Reply handle(Inbound in) {
        notesRead = 0;
        List<Reply> r = core.handle(in);
        return r.get(0);
    }

    private MessageIn say(String text) {
        return say(text, false);
    }

    /** {@code mention}: the message mentions the bot (a question is answered only then). */
    private MessageIn say(String text, boolean mention) {
        now = now.plusSeconds(60);
        return new MessageIn(
                new ChatContext("g1", "c1", null, "u1", "alice", false, now),
                "m" + (++ids),
                text,
                mention,
                false,
                null);
    }

    @Test
    void aCorrectionReadsOnlyTheNotesItCouldMean() {
        Reply r = handle(say("(( Mira's eyes are green, not blue ))"));
        assertEquals(ReplyKind.REPLACED, r.kind(), r.text());
        assertTrue(notesRead <= FEW, notesRead + " notes read for one correction");
        r = handle(say("Mira's eyes are grey, not green."));
        assertEquals(ReplyKind.REPLACED, r.kind(), r.text());
        assertTrue(notesRead <= FEW, notesRead + " notes read for one correction");
    }

    private SlashIn slash(SlashCommand c, Map<String, Object> options) {
        now = now.plusSeconds(60);
        return SlashIn.of(new ChatContext("g1", "c1", null, "u1", "alice", false, now), c, options);
    }

    @Test
    void showingACharacterReadsTheEntriesItShows() {
        Reply r = handle(slash(SlashCommand.MEMORY_SHOW, Map.of("character", "Mira")));
        assertEquals(ReplyKind.LISTED, r.kind(), r.text());
        assertEquals(NOTES + 1, r.allLines(), "every entry is counted");
        assertEquals(40, r.lines().size(), "the text's entries are held");
        assertTrue(r.text().contains((NOTES + 1 - 40) + " more"), r.text());
        assertTrue(r.lines().get(0).contains("Mira has blue eyes"), r.lines().get(0));
        assertTrue(notesRead <= 50, notesRead + " notes read for the first page");

        // a page button asks for page 150: entries 1500 to 1509, in the order they were written
        r = handle(slash(SlashCommand.MEMORY_SHOW, Map.of("character", "Mira")).onPage(150));
        assertEquals(1500, r.firstLine());
        assertEquals(10, r.lines().size());
        for (int i = 0; i < 10; i++)
            assertTrue(r.lines().get(i).contains("token t" + (1499 + i) + "x"), r.lines().get(i));
        assertTrue(notesRead <= 60, notesRead + " notes read for page 150");

        // past the end: the last page
        r = handle(slash(SlashCommand.MEMORY_SHOW, Map.of("character", "Mira")).onPage(9999));
        assertEquals(2000, r.firstLine());
        assertEquals(1, r.lines().size());
        assertTrue(r.lines().get(0).contains("token t1999x"), r.lines().get(0));
    }

    @Test
    void forgettingANoteByItsWordsReadsTheNotesItFinds() {
        Reply r = handle(slash(SlashCommand.MEMORY_FORGET, Map.of("memory", "the token t17x")));
        assertEquals(ReplyKind.FORGOTTEN, r.kind(), r.text());
        assertTrue(r.text().contains("t17x"), r.text());
        assertTrue(notesRead <= 5, notesRead + " notes read to forget one");
        // words that many notes hold: a choice among the first five, from the notes found
        r = handle(slash(SlashCommand.MEMORY_FORGET, Map.of("memory", "token t199")));
        assertEquals(ReplyKind.ASKED_WHICH, r.kind(), r.text());
        assertEquals(5, r.buttons().size());
        assertTrue(notesRead <= 20, notesRead + " notes read for a choice among 11");
    }

    @Test
    void askingWhatIsKnownAboutACharacterReadsTheEntriesItShows() {
        // before: every current fact of Mira was read (2,001) to show 15
        Reply r = handle(say("What do you know about Mira?", true));
        assertEquals(ReplyKind.RECALLED, r.kind(), r.text());
        assertTrue(r.text().contains("- Mira has blue eyes"), r.text());
        assertTrue(r.text().contains("token t13x"), r.text());
        assertFalse(r.text().contains("token t14x"), r.text());
        assertTrue(r.text().contains((NOTES + 1 - 15) + " more"), r.text());
        assertTrue(notesRead <= 20, notesRead + " notes read to show 15");
    }

    @Test
    void whatIsKnownHereComesMostSpecificFirstAndReadsAPage() {
        handle(slash(SlashCommand.STORY_SET, Map.of("name", "Pirate AU")));
        handle(
                slash(
                        SlashCommand.MEMORY_REMEMBER,
                        Map.of(
                                "character",
                                "Mira",
                                "text",
                                "Mira wears a red scarf",
                                "scope",
                                "story")));
        handle(slash(SlashCommand.SCENE_START, Map.of("name", "Storm")));
        handle(
                slash(
                        SlashCommand.MEMORY_REMEMBER,
                        Map.of(
                                "character",
                                "Mira",
                                "text",
                                "Mira is soaked to the bone",
                                "scope",
                                "scene")));
        Reply r = handle(say("What do you know about Mira?", true));
        assertEquals(ReplyKind.RECALLED, r.kind(), r.text());
        List<String> lines = r.text().lines().filter(l -> l.startsWith("- ")).toList();
        assertEquals(15, lines.size(), r.text());
        assertTrue(lines.get(0).contains("soaked"), r.text());
        assertTrue(lines.get(1).contains("red scarf"), r.text());
        assertTrue(lines.get(2).contains("blue eyes"), r.text());
        assertTrue(lines.get(3).contains("token t0x"), r.text());
        assertTrue(r.text().contains((NOTES + 3 - 15) + " more"), r.text());
        assertTrue(notesRead <= 20, notesRead + " notes read to show 15");
    }

    @Test
    void aBlankNoteOptionSuggestsTheNewestNotesAndReadsOnlyThem() {
        // before: every current fact of the server was read (2,001) to suggest 25
        notesRead = 0;
        List<Map.Entry<String, String>> offered =
                core.suggestNotes(
                        new ChatContext("g1", "c1", null, "u1", "alice", false, now), "", 25);
        assertEquals(25, offered.size());
        assertTrue(offered.get(0).getValue().contains("token t1999x"), offered.toString());
        assertTrue(offered.get(24).getValue().contains("token t1975x"), offered.toString());
        assertTrue(notesRead <= 30, notesRead + " notes read to suggest 25");
    }

    @Test
    void aNoteThatNamesTheOldValueIsStillFoundAmongThousands() {
        // a free note among the 2,000 names "t17x": the words name it, not the eyes
        Reply r = handle(say("(( Mira's eyes are green, not t17x ))"));
        assertEquals(ReplyKind.ASKED_WHICH, r.kind(), r.text());
        assertTrue(r.text().contains("t17x"), r.text());
        assertTrue(notesRead <= FEW, notesRead + " notes read for one correction");
    }
}
