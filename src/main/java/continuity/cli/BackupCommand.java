package continuity.cli;

import continuity.config.Config;
import continuity.store.Backup;
import continuity.store.StoreException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * {@code continuity backup [--db PATH] FILE}: a consistent, checked copy, safe while the bot runs.
 */
public final class BackupCommand {
    static final String USAGE = "backup [--db PATH] [--config PATH] FILE";

    private BackupCommand() {}

    public static int run(List<String> args, Io io) {
        Args a = Args.parse("backup", args, Set.of("--db", "--config"), Set.of());
        Path target = Path.of(a.positional(1, "one FILE to write the copy to").get(0));
        Config config = io.config(a);
        if (continuity.store.PostgresTarget.isUrl(io.target(a, config))) {
            io.err()
                    .println(
                            "backup: the database is PostgreSQL: take its backups with pg_dump (docs/scale-out.md, \"PostgreSQL\"),"
                                    + " e.g. pg_dump --format=custom --file="
                                    + target
                                    + " DBNAME; nothing was written");
            return 2;
        }
        Path db = io.database(a, config);
        try {
            Backup.Result r = Backup.copy(db, target);
            io.out()
                    .println(
                            "backup: "
                                    + r.file()
                                    + " written ("
                                    + continuity.text.Text.count(
                                            continuity.chat.Lang.EN, "count.note", r.notes())
                                    + ", "
                                    + r.bytes()
                                    + " bytes); integrity_check ok");
            return 0;
        } catch (StoreException e) {
            // the same sentence as every other command for a file that is no database
            io.err()
                    .println(
                            "backup: "
                                    + (String.valueOf(e.getMessage())
                                                    .contains(DatabaseProblem.NOT_A_DATABASE)
                                            ? DatabaseProblem.notADatabase(db)
                                            : e.getMessage()));
            return 1;
        }
    }
}
