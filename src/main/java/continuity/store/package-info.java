/**
 * Storage: the SQLite implementation of the core's {@code Repository} port ({@link
 * continuity.store.SqliteRepository}), one transaction per change ({@link
 * continuity.store.SqliteStore}), Flyway migrations ({@code src/main/resources/db/migration}),
 * backups and the health check.
 *
 * <p>Entry point: {@link continuity.store.Database}, which opens and migrates a file. Tests: {@code
 * NoteUpdateTest}, {@code TargetedQueriesTest}, {@code LiveNoteCountsTest}, {@code
 * CheckpointerTest}, {@code BackupTest}, {@code HealthTest}, {@code TimestampsTest}, {@code
 * CrashSafetyTest}.
 */
package continuity.store;
