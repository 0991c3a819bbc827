package continuity.cli;

import continuity.BotRuntime;
import continuity.config.Config;
import continuity.memory.Exporter;
import continuity.memory.Importer;
import continuity.memory.Kind;
import continuity.memory.Limits;
import continuity.memory.Memory;
import continuity.store.PostgresTarget;
import continuity.transfer.ImportReport;
import continuity.transfer.TransferJson;
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
            for (String g : guilds) {
                String json =
                        source.store()
                                .inTransaction(r -> TransferJson.write(Exporter.guild(r, g, now)));
                ImportReport report =
                        target.store()
                                .inTransaction(
                                        r ->
                                                Importer.run(
                                                        r,
                                                        g,
                                                        TransferJson.readAnySize(json),
                                                        unlimited,
                                                        c -> {}));
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
                List<Memory> prefs =
                        source.store()
                                .inTransaction(
                                        r ->
                                                r.notesIn(g).stream()
                                                        .filter(m -> m.kind() == Kind.PREFERENCE)
                                                        .toList());
                preferences +=
                        target.store()
                                .inTransaction(
                                        r -> {
                                            int added = 0;
                                            for (Memory m : prefs) {
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
        } catch (IllegalStateException e) {
            io.err().println("migrate: " + e.getMessage());
            return 1;
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

    /**
     * Every server: the same notes (ids and statuses) on both sides; every history link points at a
     * note of the copy.
     */
    static List<String> verify(BotRuntime source, BotRuntime target, Set<String> guilds) {
        List<String> out = new ArrayList<>();
        for (String g : guilds) {
            List<Memory> a = source.store().inTransaction(r -> r.notesIn(g));
            List<Memory> b = target.store().inTransaction(r -> r.notesIn(g));
            Map<String, Memory> copied = new HashMap<>();
            for (Memory m : b) copied.put(m.id(), m);
            if (a.size() > b.size())
                out.add(
                        "server "
                                + g
                                + ": "
                                + a.size()
                                + " notes in the file, "
                                + b.size()
                                + " in the copy");
            for (Memory m : a) {
                Memory c = copied.get(m.id());
                if (c == null)
                    out.add("server " + g + ": note " + m.id() + " is missing from the copy");
                else if (c.status() != m.status())
                    out.add(
                            "server "
                                    + g
                                    + ": note "
                                    + m.id()
                                    + " is "
                                    + c.status().wire()
                                    + " in the copy, "
                                    + m.status().wire()
                                    + " in the file");
            }
            for (Memory m : b) {
                if (m.replaces() != null && !copied.containsKey(m.replaces())) {
                    out.add(
                            "server "
                                    + g
                                    + ": note "
                                    + m.id()
                                    + " replaces "
                                    + m.replaces()
                                    + ", which is not in the copy");
                }
                if (m.status() == continuity.memory.Status.SUPERSEDED
                        && m.retiredBy() != null
                        && !copied.containsKey(m.retiredBy())) {
                    out.add(
                            "server "
                                    + g
                                    + ": note "
                                    + m.id()
                                    + " was replaced by "
                                    + m.retiredBy()
                                    + ", which is not in the copy");
                }
            }
        }
        return out;
    }
}
