package continuity.store;

import continuity.chat.Unicode;
import continuity.memory.SearchText;
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
 * Migration V13, on both databases: fills {@code fact_search} (V12) with the search text of every
 * fact already stored that may be acted on (active, disputed; {@link SearchText}), which only Java
 * can fold (from the text as every note is read: {@link Unicode#line}). Reads the notes as a stream
 * and writes in batches, in the migration's transaction; from then on the store keeps the table
 * with the notes ({@link FactLookups}).
 */
final class FactSearchFill implements JavaMigration {
    private static final Logger LOG = LoggerFactory.getLogger(FactSearchFill.class);
    private static final int BATCH = 1_000;

    @Override
    public MigrationVersion getVersion() {
        return MigrationVersion.fromVersion("13");
    }

    @Override
    public String getDescription() {
        return "fact search filled";
    }

    @Override
    public Integer getChecksum() {
        return 13;
    }

    @Override
    public boolean canExecuteInTransaction() {
        return true;
    }

    @Override
    public void migrate(Context context) throws Exception {
        Connection c = context.getConnection();
        int notes = 0;
        try (Statement read = c.createStatement();
                PreparedStatement write = c.prepareStatement(FactLookups.SEARCH_ROW)) {
            read.setFetchSize(BATCH); // PostgreSQL streams instead of reading every row first
            try (ResultSet rs =
                    read.executeQuery(
                            "SELECT guild, id, character, attribute, text, value FROM memories "
                                    + "WHERE kind = 'fact' AND status IN ('active', 'disputed')")) {
                while (rs.next()) {
                    write.setString(1, rs.getString(1));
                    write.setString(2, rs.getString(2));
                    write.setString(3, rs.getString(4));
                    write.setString(
                            4,
                            SearchText.of(
                                    Unicode.line(rs.getString(3)),
                                    rs.getString(4),
                                    Unicode.line(rs.getString(5)),
                                    Unicode.line(rs.getString(6))));
                    write.addBatch();
                    if (++notes % BATCH == 0) write.executeBatch();
                }
            }
            write.executeBatch();
        }
        if (notes > 0) LOG.info("search text of {} notes stored (migration V13)", notes);
    }
}
