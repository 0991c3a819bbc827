/**
 * Storage: the SQLite implementation of the core's {@code Repository} port ({@link
 * continuity.store.SqliteRepository}), one transaction per change ({@link
 * continuity.store.SqliteStore}: {@code BEGIN IMMEDIATE}, a connection discarded after a failed
 * commit), Flyway migrations ({@code src/main/resources/db/migration}), backups and the health
 * check, one bot per SQLite file ({@link continuity.store.SqliteLock}), and the one way files are
 * written for an operator ({@link continuity.store.OutputFile}).
 *
 * <p>Entry point: {@link continuity.store.Database}, which opens and migrates a file. Tests: {@code
 * NoteUpdateTest}, {@code TargetedQueriesTest}, {@code LiveNoteCountsTest}, {@code
 * CheckpointerTest}, {@code BackupTest}, {@code HealthTest}, {@code TimestampsTest}, {@code
 * CrashSafetyTest}, {@code FullDiskRecoveryTest}, {@code BusyFileTest}, {@code OneBotPerFileTest},
 * {@code DamagedDatabaseTest}, {@code ErasedWordsLeaveTheFileTest}. The rows kept beside the notes
 * so that one busy character costs what a quiet one does ({@code FactLookups}: the stems of current
 * facts and the search text of actionable ones; migrations V9 to V13, two of them Java, {@code
 * FactStemsFill} and {@code FactSearchFill}): {@code FactLookupsTest}, {@code BusyCharacterTest},
 * {@code ListingPagesTest}.
 */
package continuity.store;
