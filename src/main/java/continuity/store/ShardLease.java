package continuity.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
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

    private final PostgresTarget target;
    private final int from, to, total;
    private final String holder;
    private volatile Connection connection;

    private ShardLease(PostgresTarget target, int from, int to, int total, String holder) {
        this.target = target;
        this.from = from;
        this.to = to;
        this.total = total;
        this.holder = holder;
    }

    /** What a refused lease says: which shard, and who holds it. */
    public static final class Refused extends Exception {
        Refused(String message) {
            super(message);
        }
    }

    /** What {@link #keep} found. */
    public enum Kept {
        /** The lease's connection is alive: the shards are still this process's. */
        HELD,
        /** The connection had been lost; the shards were free and are leased again. */
        RENEWED,
        /** The connection is lost and the database cannot be reached to lease them again. */
        UNREACHABLE
    }

    /**
     * Leases shards {@code from..to} of {@code total}, or none of them: the first one another
     * process holds is named in {@link Refused}. {@code holder} names this process to the others.
     */
    public static ShardLease take(PostgresTarget target, int from, int to, int total, String holder)
            throws Refused {
        ShardLease lease = new ShardLease(target, from, to, total, holder);
        lease.connection =
                lease.lock(
                        "nothing was started. Give this process another discord.shards.range, or stop that one.");
        return lease;
    }

    /**
     * Checks that the lease still holds. A lease whose connection was lost (the database restarted,
     * the network failed) held nothing meanwhile, so another process may have taken a shard: it is
     * taken again when every shard is free, and {@link Refused} names the process that runs one of
     * them now (this one must then stop running it).
     */
    public synchronized Kept keep() throws Refused {
        if (valid()) return Kept.HELD;
        closeQuietly(connection);
        try {
            connection =
                    lock(
                            "its lease was lost with the database connection, so this process stops, lest a server be answered twice.");
            return Kept.RENEWED;
        } catch (StoreException e) {
            return Kept.UNREACHABLE;
        }
    }

    /**
     * A connection holding the lock of every shard of the lease; {@code consequence} ends the
     * refusal's sentence.
     */
    private Connection lock(String consequence) throws Refused {
        Properties p =
                target.connectionProperties(
                        truncate(
                                "continuity shards "
                                        + from
                                        + "-"
                                        + to
                                        + "/"
                                        + total
                                        + " "
                                        + holder));
        Connection c;
        try {
            c = DriverManager.getConnection(target.url(), p);
            c.setAutoCommit(true);
        } catch (SQLException e) {
            throw new StoreException(
                    "cannot lease shards on " + target.display() + ": " + e.getMessage(), e);
        }
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
                                        + "; "
                                        + consequence);
                    }
                }
            }
        } catch (SQLException e) {
            closeQuietly(c);
            throw new StoreException(
                    "cannot lease shards on " + target.display() + ": " + e.getMessage(), e);
        }
        return c;
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
