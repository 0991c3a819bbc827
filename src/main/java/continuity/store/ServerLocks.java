package continuity.store;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * The one way to a transaction's statements ({@link Sql}), and the only place that asks for a
 * server's lock ({@link GuildLock}): each road says how the caller came to the servers whose rows
 * it reads or writes, and locks them before handing the statements over. A server given by name is
 * locked at once ({@link #about}); a row found by its id is locked once found and read again
 * ({@link #found}); a member's rows across servers lock those servers first, in sorted order
 * ({@link #aboutServersOf}); the few sweeps and lists that span every server say so ({@link
 * #acrossServers}) and lock nothing. {@code ServerLocksTest} calls every method of the port and
 * fails when one reads or writes a server's rows before its lock.
 */
final class ServerLocks {
    private final Sql sql;
    private final GuildLock lock;

    ServerLocks(Sql sql, GuildLock lock) {
        this.sql = sql;
        this.lock = lock;
    }

    /** Returns true when the lock was taken just now (null: the direct messages' rows, no lock). */
    private boolean lock(String guild) {
        return guild != null && lock.lock(guild);
    }

    /** The statements about one server, its lock taken. */
    Sql about(String guild) {
        lock(guild);
        return sql;
    }

    /** The statements about several servers, their locks taken in the order given. */
    Sql about(Collection<String> guilds) {
        for (String g : guilds) lock(g);
        return sql;
    }

    /**
     * A row found by its id alone: its server is locked once it is known, and the row read again
     * when the lock was taken just now (another transaction may have changed it before).
     */
    <T> Optional<T> found(Function<Sql, Optional<T>> read, Function<T, String> guildOf) {
        Optional<T> found = read.apply(sql);
        if (found.isPresent() && lock(guildOf.apply(found.get()))) return read.apply(sql);
        return found;
    }

    /**
     * Rows found by their ids, as {@link #found}: read again if any of their servers was not
     * locked.
     */
    <T> List<T> foundAll(Function<Sql, List<T>> read, Function<T, String> guildOf) {
        List<T> found = read.apply(sql);
        boolean locked = false;
        for (T row : found) locked |= lock(guildOf.apply(row));
        return locked ? read.apply(sql) : found;
    }

    /**
     * Cross-server work about one member or row ({@code key}: forget-me, their preferences): the
     * servers {@code serversSql} finds for it (each of its parameters is {@code key}) are locked
     * first, in sorted order, so that two such transactions never wait for each other in a circle.
     * Without locks (SQLite) the servers are not looked up.
     */
    Sql aboutServersOf(String serversSql, String key) {
        if (lock == GuildLock.NONE) return sql;
        int parameters = (int) serversSql.chars().filter(ch -> ch == '?').count();
        List<String> guilds =
                sql.query(
                        serversSql,
                        ps -> {
                            for (int i = 1; i <= parameters; i++) ps.setString(i, key);
                        },
                        rs -> rs.getString(1));
        for (String g : new TreeSet<>(guilds)) lock(g);
        return sql;
    }

    /**
     * The statements for work that spans every server by design and locks none: start-up lists
     * (servers kept, with settings, departed), every open question, the sweep of old buttons.
     * {@code ServerLocksTest} names each port method allowed here.
     */
    Sql acrossServers() {
        return sql;
    }
}
