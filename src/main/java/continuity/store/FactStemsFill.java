package continuity.store;

import continuity.chat.Unicode;
import continuity.memory.FactStems;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.migration.Context;
import org.flywaydb.core.api.migration.JavaMigration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Migration V10, on both databases: fills {@code fact_stems} (V9) with the stems of every current
 * fact already stored ({@link FactStems}), which only Java can compute. Reads the notes as a stream
 * and writes in batches, in the migration's transaction; from then on the store keeps the table
 * with the notes. A later change of the stemmer would be a new migration of this kind that empties
 * the table and fills it again.
 */
final class FactStemsFill implements JavaMigration {
    private static final Logger LOG = LoggerFactory.getLogger(FactStemsFill.class);
    private static final int BATCH = 1_000;

    @Override
    public MigrationVersion getVersion() {
        return MigrationVersion.fromVersion("10");
    }

    @Override
    public String getDescription() {
        return "fact stems filled";
    }

    @Override
    public Integer getChecksum() {
        return 10;
    }

    @Override
    public boolean canExecuteInTransaction() {
        return true;
    }

    @Override
    public void migrate(Context context) throws Exception {
        Connection c = context.getConnection();
        int notes = 0, pending = 0;
        try (Statement read = c.createStatement();
                PreparedStatement write = c.prepareStatement(FactLookups.STEM_ROW)) {
            read.setFetchSize(BATCH); // PostgreSQL streams instead of reading every row first
            try (ResultSet rs =
                    read.executeQuery(
                            "SELECT id, guild, character_key, value, text FROM memories "
                                    + "WHERE status = 'active' AND kind = 'fact'")) {
                while (rs.next()) {
                    // the words as every note is read (Note cleans them the same way)
                    String value = Unicode.line(rs.getString(4)),
                            text = Unicode.line(rs.getString(5));
                    for (String stem : FactStems.of(value, text)) {
                        write.setString(1, rs.getString(2));
                        write.setString(2, rs.getString(3));
                        write.setString(3, stem);
                        write.setString(4, rs.getString(1));
                        write.addBatch();
                        pending++;
                    }
                    notes++;
                    if (pending >= BATCH) {
                        write.executeBatch();
                        pending = 0;
                    }
                }
            }
            if (pending > 0) write.executeBatch();
        }
        if (notes > 0) LOG.info("stems of {} current notes stored (migration V10)", notes);
    }
}
