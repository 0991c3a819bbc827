package continuity.cli;

import continuity.BotRuntime;
import continuity.config.Config;
import continuity.memory.Kind;
import continuity.memory.Limits;
import continuity.memory.Note;
import continuity.memory.Status;
import continuity.memory.transfer.Exporter;
import continuity.memory.transfer.Importer;
import continuity.store.PostgresTarget;
import continuity.transfer.ImportReport;
import continuity.transfer.Incoming;
import continuity.transfer.TransferJson;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * {@code continuity migrate [--db FILE] --to jdbc:postgresql://... [--into-non-empty]}: copies the
 * SQLite file into PostgreSQL, server by server through the export and import path (the same JSON
 * and the same checks as {@code export} and {@code import}), then each member's private preferences
 * and the record of departed servers, and verifies that every server has as many notes on both
 * sides and that every history link points at a note that is there. A target that already holds
 * anything is refused unless {@code --into-non-empty} is given.
 *
 * <p>Once every note is there, each server's open questions (which scope, which character) and its
 * stored buttons are copied too, under the same ids, so that the bot on PostgreSQL still takes the
 * answer, typed or pressed, to a question asked before the move ({@link QuestionCopy}). A question
 * whose pending note, scene or characters are not in the copy is skipped and said, never copied
 * broken; a button whose question or notes are not there (an answered question's buttons) is left
 * behind, counted. The check then also covers them: every server has as many open questions in the
 * copy as in the file less the skipped ones, each pointing at what it asks about. Questions and
 * buttons already in the copy under their ids are left as they are, so {@code --into-non-empty}
 * copies nothing twice. Closed questions are not copied. Buttons whose action their id carries
 * (Undo, scope moves, Accept, Reject) have no row and need none.
 *
 * <p>Each server's own settings come along too, once its notes are there ({@link SettingsCopy}):
 * the out-of-character markers a game master set and the model setting (on or off), each with who
 * set it and when, and the stored model calls (the raw answers {@code /memory history} shows) under
 * their ids. The check then covers them: every server has the same settings on both sides, and as
 * many model calls (the same ones, in the same order). With {@code --into-non-empty}, a setting the
 * target already has with another value is a conflict: the target's value is kept, the file's is
 * not written, and each conflict is said on the error stream and counted in the summary (the
 * migrate still succeeds). A setting with the same value, and a model call already there under its
 * id, are left as they are. A target that holds only settings or model calls counts as not empty.
 */
public final class MigrateCommand {
    static final String USAGE =
            "migrate [--db FILE] [--config PATH] --to jdbc:postgresql://... [--into-non-empty]";
    private static final Instant FAR_FUTURE = Instant.parse("9999-12-31T23:59:59Z");

    private MigrateCommand() {}

    public static int run(List<String> args, Io io) {
        Args a =
                Args.parse(
                        "migrate",
                        args,
                        Set.of("--db", "--config", "--to"),
                        Set.of("--into-non-empty"));
        a.positional(0, "no arguments besides the options");
        String to = a.required("--to", "(the PostgreSQL JDBC URL to copy into)");
        if (!PostgresTarget.isUrl(to)) {
            io.err().println("migrate: --to must be a jdbc:postgresql:// URL, not " + to);
            return 2;
        }
        Config config = io.config(a);
        Path from = io.database(a, config);
        if (!Files.isRegularFile(from)) {
            io.err()
                    .println(
                            "migrate: there is no SQLite database at "
                                    + from
                                    + " (give --db FILE)");
            return 1;
        }
        String shown = PostgresTarget.of(to, Map.of()).display();
        // the copy is checked with the limits off: what the file holds is what the bot accepted
        // before
        Limits unlimited =
                Limits.DEFAULTS.withNotes(Integer.MAX_VALUE, Integer.MAX_VALUE).withRates(0, 0);
        Path copies = null;
        try (BotRuntime source = BotRuntime.open(from, unlimited);
                BotRuntime target = BotRuntime.open(to, unlimited)) {
            boolean empty =
                    target.store()
                            .inTransaction(
                                    r ->
                                            r.guildsKept().isEmpty()
                                                    && r.departedBefore(FAR_FUTURE).isEmpty()
                                                    && r.guildsWithSettings().isEmpty());
            if (!empty && !a.has("--into-non-empty")) {
                io.err()
                        .println(
                                "migrate: "
                                        + shown
                                        + " already holds notes or server settings; nothing was copied. Give an empty database,"
                                        + " or --into-non-empty to add to it (notes, open questions, buttons and model records already there under the same ids are left as they are;"
                                        + " a server setting the database already has with another value is kept there, and said)");
                return 1;
            }
            Set<String> guilds =
                    new TreeSet<String>(
                            source.store().<List<String>>inTransaction(r -> r.guildsKept()));
            List<String> departed = source.store().inTransaction(r -> r.departedBefore(FAR_FUTURE));
            guilds.addAll(departed);
            Instant now = Instant.now();
            int notes = 0, preferences = 0;
            copies = Files.createTempDirectory("continuity-migrate"); // owner only
            for (String g : guilds) {
                // streamed: the server's export to a private temporary file as its notes are
                // read, then imported from it one note at a time (any size, in bounded memory)
                Incoming incoming = TransferJson.read(exportTo(source, g, now, copies));
                ImportReport report =
                        target.store()
                                .inTransaction(
                                        r -> Importer.run(r, g, incoming, unlimited, c -> {}));
                if (!report.rejected().isEmpty()) {
                    io.err()
                            .println(
                                    "migrate: server "
                                            + g
                                            + " was refused by the import; nothing of it was copied:");
                    io.err().println(report.describe());
                    return 1;
                }
                notes += report.notesAdded();
                // preferences never travel in a server export (they are private): copied as they
                // are
                List<Note> prefs = new ArrayList<>();
                source.store()
                        .inTransaction(
                                r -> {
                                    r.eachNoteIn(
                                            g,
                                            m -> {
                                                if (m.kind() == Kind.PREFERENCE) prefs.add(m);
                                            });
                                    return null;
                                });
                preferences +=
                        target.store()
                                .inTransaction(
                                        r -> {
                                            int added = 0;
                                            for (Note m : prefs) {
                                                if (r.memory(m.id()).isEmpty()) {
                                                    r.insert(m);
                                                    added++;
                                                }
                                            }
                                            return added;
                                        });
            }
            target.store()
                    .inTransaction(
                            r -> {
                                for (String g : departed) r.markDeparted(g, now);
                                return null;
                            });
            // each server's own settings and model calls, once its notes are there
            Set<String> withSettings = new TreeSet<>(guilds);
            withSettings.addAll(
                    source.store().<List<String>>inTransaction(r -> r.guildsWithSettings()));
            SettingsCopy settings = new SettingsCopy();
            for (String g : withSettings) settings.copy(source.store(), target.store(), g);
            for (String line : settings.conflictLines()) io.err().println("migrate: " + line);
            // questions and buttons last: what they name (notes, preferences, scenes) is there
            Set<String> asked = new TreeSet<>(guilds);
            source.store()
                    .<List<String>>inTransaction(
                            r ->
                                    r.openQuestions().stream()
                                            .map(continuity.memory.Question::guild)
                                            .toList())
                    .forEach(asked::add);
            QuestionCopy questions = new QuestionCopy();
            for (String g : asked) questions.copy(source.store(), target.store(), g);
            for (String line : questions.skippedLines()) io.err().println("migrate: " + line);
            List<String> problems = verify(source, target, guilds);
            problems.addAll(questions.verify(source.store(), target.store(), asked, empty));
            problems.addAll(settings.verify(source.store(), target.store(), withSettings, empty));
            if (!problems.isEmpty()) {
                io.err().println("migrate: the copy in " + shown + " does not match " + from + ":");
                problems.stream().limit(20).forEach(p -> io.err().println("  " + p));
                return 1;
            }
            io.out()
                    .println(
                            "migrate: copied "
                                    + guilds.size()
                                    + " server(s), "
                                    + notes
                                    + " notes, "
                                    + preferences
                                    + " preferences, "
                                    + questions.questions()
                                    + " open questions and "
                                    + questions.buttons()
                                    + " buttons, the out-of-character markers of "
                                    + settings.markers()
                                    + " server(s), the model setting of "
                                    + settings.models()
                                    + " server(s) and "
                                    + settings.records()
                                    + " model records from "
                                    + from
                                    + " to "
                                    + shown
                                    + "; counts, history links, open questions, settings and model"
                                    + " records verified."
                                    + questionNotes(questions)
                                    + settings.notes());
            return 0;
        } catch (IOException e) {
            io.err().println("migrate: cannot write the temporary copy of a server: " + e);
            return 1;
        } catch (IllegalStateException e) {
            io.err().println("migrate: " + e.getMessage());
            return 1;
        } finally {
            deleteCopies(copies);
        }
    }

    /**
     * Writes server {@code g}'s export to a file of {@code copies} (this run's private temporary
     * folder), streamed from the store; the previous server's file is deleted first.
     */
    private static Path exportTo(BotRuntime source, String g, Instant now, Path copies)
            throws IOException {
        Path file = copies.resolve("server.json");
        Files.deleteIfExists(file);
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            source.store().inTransaction(r -> Exporter.guild(r, g, now, out));
        }
        return file;
    }

    private static void deleteCopies(Path copies) {
        if (copies == null) return;
        try {
            Files.deleteIfExists(copies.resolve("server.json"));
            Files.deleteIfExists(copies);
        } catch (IOException e) {
            // a temporary folder left behind is no failure of the migrate
        }
    }

    /** What the summary adds about questions and buttons not copied, or nothing. */
    private static String questionNotes(QuestionCopy q) {
        StringBuilder s = new StringBuilder();
        if (q.skipped() > 0)
            s.append(" ")
                    .append(q.skipped())
                    .append(
                            " open question(s) skipped: what they ask about is not in the copy,"
                                    + " or they were already answered there (listed above).");
        if (q.questionsThere() > 0 || q.buttonsThere() > 0)
            s.append(" Already in the copy, left as they are: ")
                    .append(q.questionsThere())
                    .append(" open question(s) and ")
                    .append(q.buttonsThere())
                    .append(" button(s).");
        if (q.buttonsLeft() > 0)
            s.append(" ")
                    .append(q.buttonsLeft())
                    .append(
                            " button(s) left behind: their question was answered or skipped, or"
                                    + " what they act on is not in the copy (they no longer work).");
        return s.toString();
    }

    /** Problems listed per server at most (the command shows the first 20 of all). */
    static final int PROBLEMS_PER_SERVER = 100;

    /**
     * Every server: the same notes (ids and statuses) on both sides; every history link points at a
     * note of the copy. The notes are streamed from both stores: what is held is the copy's ids and
     * statuses, not its notes.
     */
    static List<String> verify(BotRuntime source, BotRuntime target, Set<String> guilds) {
        List<String> out = new ArrayList<>();
        for (String g : guilds) {
            Map<String, Status> copied = new HashMap<>();
            target.store()
                    .inTransaction(
                            r -> {
                                r.eachNoteIn(g, m -> copied.put(m.id(), m.status()));
                                return null;
                            });
            List<String> found = new ArrayList<>();
            int[] inFile = {0};
            source.store()
                    .inTransaction(
                            r -> {
                                r.eachNoteIn(
                                        g,
                                        m -> {
                                            inFile[0]++;
                                            if (found.size() >= PROBLEMS_PER_SERVER) return;
                                            Status c = copied.get(m.id());
                                            if (c == null)
                                                found.add(
                                                        "server "
                                                                + g
                                                                + ": note "
                                                                + m.id()
                                                                + " is missing from the copy");
                                            else if (c != m.status())
                                                found.add(
                                                        "server "
                                                                + g
                                                                + ": note "
                                                                + m.id()
                                                                + " is "
                                                                + c.wire()
                                                                + " in the copy, "
                                                                + m.status().wire()
                                                                + " in the file");
                                        });
                                return null;
                            });
            if (inFile[0] > copied.size())
                out.add(
                        "server "
                                + g
                                + ": "
                                + inFile[0]
                                + " notes in the file, "
                                + copied.size()
                                + " in the copy");
            out.addAll(found);
            List<String> links = new ArrayList<>();
            target.store()
                    .inTransaction(
                            r -> {
                                r.eachNoteIn(
                                        g,
                                        m -> {
                                            if (links.size() >= PROBLEMS_PER_SERVER) return;
                                            if (m.replaces() != null
                                                    && !copied.containsKey(m.replaces()))
                                                links.add(
                                                        "server "
                                                                + g
                                                                + ": note "
                                                                + m.id()
                                                                + " replaces "
                                                                + m.replaces()
                                                                + ", which is not in the copy");
                                            if (m.status() == Status.SUPERSEDED
                                                    && m.retiredBy() != null
                                                    && !copied.containsKey(m.retiredBy()))
                                                links.add(
                                                        "server "
                                                                + g
                                                                + ": note "
                                                                + m.id()
                                                                + " was replaced by "
                                                                + m.retiredBy()
                                                                + ", which is not in the copy");
                                        });
                                return null;
                            });
            out.addAll(links);
        }
        return out;
    }
}
