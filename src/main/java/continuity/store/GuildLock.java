package continuity.store;

/**
 * Takes a server's lock for the running transaction before its rows are first read or written (on
 * PostgreSQL an advisory lock held until commit or rollback; SQLite runs one transaction at a time
 * and needs none). Asked for only through {@link ServerLocks}.
 */
interface GuildLock {
    GuildLock NONE = guild -> false;

    /**
     * Returns true when this call took the lock (false: the transaction already held it, or there
     * are no locks).
     */
    boolean lock(String guild);
}
