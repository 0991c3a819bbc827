package continuity.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;

/**
 * The Discord shards this process runs, leased in PostgreSQL so that no two processes run the same
 * one: a session-level {@code pg_try_advisory_lock} per shard on a connection of its own, held as
 * long as the process lives (PostgreSQL lets go of it when the connection ends, a killed process
 * included). The connection's application name says who holds it, so that a refused process can say
 * which process has its shard.
 */
public final class ShardLease implements AutoCloseable {
    /**
     * First key of the shard locks ('Cshard'); server locks use {@link PostgresStore#GUILD_LOCKS}.
     */
    static final int SHARD_LOCKS = 0x43730001;

    private final Connection connection;

    private ShardLease(Connection connection) {
        this.connection = connection;
    }

    /** What a refused lease says: which shard, and who holds it. */
    public static final class Refused extends Exception {
        Refused(String message) {
            super(message);
        }
    }

    /**
     * Leases shards {@code from..to} of {@code total}, or none of them: the first one another
     * process holds is named in {@link Refused}. {@code holder} names this process to the others.
     */
    public static ShardLease take(PostgresTarget target, int from, int to, int total, String holder)
            throws Refused {
        Properties p = new Properties();
        if (target.user() != null) p.setProperty("user", target.user());
        if (target.password() != null) p.setProperty("password", target.password());
        p.setProperty(
                "ApplicationName",
                truncate("continuity shards " + from + "-" + to + "/" + total + " " + holder));
        Connection c;
        try {
            c = DriverManager.getConnection(target.url(), p);
            c.setAutoCommit(true);
        } catch (SQLException e) {
            throw new StoreException(
                    "cannot lease shards on " + target.display() + ": " + e.getMessage(), e);
        }
        List<Integer> taken = new ArrayList<>();
        try (PreparedStatement lock = c.prepareStatement("SELECT pg_try_advisory_lock(?, ?)")) {
            for (int shard = from; shard <= to; shard++) {
                lock.setInt(1, SHARD_LOCKS + total);
                lock.setInt(2, shard);
                try (ResultSet rs = lock.executeQuery()) {
                    rs.next();
                    if (!rs.getBoolean(1)) {
                        String who = holderOf(c, total, shard).orElse("another process");
                        closeQuietly(c);
                        throw new Refused(
                                "shard "
                                        + shard
                                        + " of "
                                        + total
                                        + " is already run by "
                                        + who
                                        + "; nothing was started. Give this process another discord.shards.range, or stop that one.");
                    }
                }
                taken.add(shard);
            }
        } catch (SQLException e) {
            closeQuietly(c);
            throw new StoreException(
                    "cannot lease shards on " + target.display() + ": " + e.getMessage(), e);
        }
        return new ShardLease(c);
    }

    private static Optional<String> holderOf(Connection c, int total, int shard)
            throws SQLException {
        try (PreparedStatement ps =
                c.prepareStatement(
                        "SELECT a.application_name, a.client_addr, a.pid FROM pg_locks l "
                                + "JOIN pg_stat_activity a ON a.pid = l.pid WHERE l.locktype = 'advisory' AND l.granted "
                                + "AND l.classid = ?::oid AND l.objid = ?::oid AND l.objsubid = 2")) {
            ps.setLong(1, SHARD_LOCKS + total);
            ps.setLong(2, shard);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) return Optional.empty();
                String name = rs.getString(1);
                String addr = rs.getString(2);
                return Optional.of(
                        "'"
                                + name
                                + "' (connected from "
                                + (addr == null ? "this machine's socket" : addr)
                                + ", database process "
                                + rs.getInt(3)
                                + ")");
            }
        }
    }

    /** Whether the lease still holds (its connection is alive). */
    public boolean valid() {
        try {
            return connection.isValid(5);
        } catch (SQLException e) {
            return false;
        }
    }

    private static String truncate(String s) {
        return s.length() <= 63
                ? s
                : s.substring(0, 63); // PostgreSQL keeps 63 bytes of an application name
    }

    private static void closeQuietly(Connection c) {
        try {
            c.close();
        } catch (SQLException ignored) {
            // refusing anyway
        }
    }

    /** Gives the shards back. */
    @Override
    public void close() {
        closeQuietly(connection);
    }
}
