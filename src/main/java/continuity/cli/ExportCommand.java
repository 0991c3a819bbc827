package continuity.cli;

import continuity.BotRuntime;
import continuity.config.Config;
import continuity.memory.transfer.Exporter;
import continuity.store.OutputFile;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code continuity export --guild ID [--db PATH] [--lorebook CHARACTER] FILE|-}: a server's notes
 * as JSON.
 */
public final class ExportCommand {
    static final String USAGE =
            "export --guild ID [--db PATH] [--config PATH] [--lorebook CHARACTER] [--force] FILE|-";

    private ExportCommand() {}

    private static String shown(String db) {
        return continuity.store.PostgresTarget.isUrl(db)
                ? continuity.store.PostgresTarget.of(db, java.util.Map.of()).display()
                : db;
    }

    public static int run(List<String> args, Io io) {
        Args a =
                Args.parse(
                        "export",
                        args,
                        Set.of("--guild", "--db", "--config", "--lorebook"),
                        Set.of("--force"));
        String guild = a.required("--guild", "(the server id)");
        String file = a.positional(1, "one output FILE, or - for standard output").get(0);
        Config config = io.config(a);
        String db = io.target(a, config);
        if (!continuity.store.PostgresTarget.isUrl(db) && !Files.isRegularFile(Path.of(db))) {
            io.err()
                    .println(
                            "export: there is no database at "
                                    + db
                                    + " (give --db PATH or set CONTINUITY_DB)");
            return 1;
        }
        boolean force = a.has("--force");
        Path database = continuity.store.PostgresTarget.isUrl(db) ? null : Path.of(db);
        if (!file.equals("-")) {
            // refused before the database is read: nothing is written over unless asked
            String refused = OutputFile.refusal(Path.of(file), force, database);
            if (refused != null) {
                io.err().println("export: " + refused + "; nothing was written");
                return 1;
            }
        }
        String json;
        try (BotRuntime runtime = BotRuntime.open(db, config.coreLimits())) {
            Instant now = Instant.now();
            if (!a.has("--lorebook"))
                return notes(io, runtime, guild, now, file, force, database, db);
            Optional<String> book =
                    runtime.store()
                            .inTransaction(
                                    repo ->
                                            Exporter.lorebook(
                                                    repo, guild, a.get("--lorebook"), now));
            if (book.isEmpty()) {
                io.err()
                        .println(
                                "export: server "
                                        + guild
                                        + " has no character named "
                                        + a.get("--lorebook"));
                return 1;
            }
            json = book.get();
        }
        String summary = "the lorebook of " + a.get("--lorebook");
        try {
            if (file.equals("-")) io.out().print(json);
            else OutputFile.write(Path.of(file), json, force, database);
        } catch (java.nio.file.FileAlreadyExistsException e) {
            io.err().println("export: " + e.getMessage() + "; nothing was written");
            return 1;
        } catch (IOException e) {
            io.err().println("export: cannot write " + file + ": " + e.getMessage());
            return 1;
        }
        io.err()
                .println(
                        "export: wrote "
                                + summary
                                + (file.equals("-") ? " to standard output" : " to " + file));
        return 0;
    }

    /**
     * A server's notes file, streamed from the store to the file (or standard output) as the notes
     * are read: a server of any size, without holding its notes.
     */
    private static int notes(
            Io io,
            BotRuntime runtime,
            String guild,
            Instant now,
            String file,
            boolean force,
            Path database,
            String db) {
        Exporter.Written[] written = new Exporter.Written[1];
        try {
            if (file.equals("-")) {
                Writer out =
                        new BufferedWriter(
                                new OutputStreamWriter(io.out(), StandardCharsets.UTF_8));
                written[0] =
                        runtime.store()
                                .inTransaction(repo -> Exporter.guild(repo, guild, now, out));
                out.flush();
            } else {
                OutputFile.write(
                        Path.of(file),
                        out ->
                                written[0] =
                                        runtime.store()
                                                .inTransaction(
                                                        repo ->
                                                                Exporter.guild(
                                                                        repo, guild, now, out)),
                        force,
                        database);
            }
        } catch (java.nio.file.FileAlreadyExistsException e) {
            io.err().println("export: " + e.getMessage() + "; nothing was written");
            return 1;
        } catch (IOException | java.io.UncheckedIOException e) {
            io.err().println("export: cannot write " + file + ": " + e.getMessage());
            return 1;
        }
        if (written[0].notes() == 0)
            io.err().println("export: note: server " + guild + " has no notes in " + shown(db));
        io.err()
                .println(
                        "export: wrote "
                                + continuity.text.Text.count(
                                        continuity.chat.Lang.EN, "count.note", written[0].notes())
                                + " about "
                                + continuity.text.Text.count(
                                        continuity.chat.Lang.EN,
                                        "count.character",
                                        written[0].characters())
                                + " of server "
                                + guild
                                + (file.equals("-") ? " to standard output" : " to " + file));
        return 0;
    }
}
