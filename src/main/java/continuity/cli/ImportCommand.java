package continuity.cli;

import continuity.BotRuntime;
import continuity.config.Config;
import continuity.memory.transfer.Importer;
import continuity.transfer.ImportReport;
import continuity.transfer.Incoming;
import continuity.transfer.TransferJson;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * {@code continuity import --guild ID [--db PATH] FILE}: checks every entry, then writes all of
 * them in one transaction, or nothing. Exit status 0 when written, 1 when refused. The file is
 * streamed, of any size: its notes are read one at a time, never held together.
 */
public final class ImportCommand {
    static final String USAGE = "import --guild ID [--db PATH] [--config PATH] FILE";

    private ImportCommand() {}

    public static int run(List<String> args, Io io) {
        Args a = Args.parse("import", args, Set.of("--guild", "--db", "--config"), Set.of());
        String guild = a.required("--guild", "(the server id)");
        Path file = Path.of(a.positional(1, "one FILE to import").get(0));
        Config config = io.config(a);
        String db = io.target(a, config);
        // read through once before the database is opened (the notes are not kept: they are read
        // again, one at a time, when they are checked and written)
        Incoming incoming;
        try {
            incoming = TransferJson.read(file);
        } catch (IOException e) {
            io.err().println("import: " + Io.cannotRead(file.toString(), e));
            return 1;
        }
        ImportReport report;
        try (BotRuntime runtime = BotRuntime.open(db, config.coreLimits())) {
            report =
                    runtime.store()
                            .inTransaction(
                                    repo ->
                                            Importer.run(
                                                    repo,
                                                    guild,
                                                    incoming,
                                                    config.coreLimits(),
                                                    c -> {}));
        }
        io.out().println(report.describe());
        if (report.written() && report.charactersAdded() > 0) {
            io.out()
                    .println(
                            "If the bot is running on this database, restart it so that it knows the new characters.");
        }
        return report.written() ? 0 : 1;
    }
}
