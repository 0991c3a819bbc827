/**
 * Storage: SQLite and PostgreSQL behind the core's {@code Repository} port ({@link
 * continuity.store.JdbcRepository}, one transaction's façade, the differences between the two
 * databases in {@link continuity.store.Dialect}), one transaction per change ({@link
 * continuity.store.SqliteStore}: {@code BEGIN IMMEDIATE}, a connection discarded after a failed
 * commit; {@link continuity.store.PostgresStore}: a pool, advisory locks per server, change
 * notifications), Flyway migrations ({@code src/main/resources/db/migration}), backups and the
 * health check, one bot per SQLite file ({@link continuity.store.SqliteLock}), and the one way
 * files are written for an operator ({@link continuity.store.OutputFile}).
 *
 * <p>The SQL is in a class per table, each with its columns and its row mapper written once: {@code
 * CharacterRows}; the notes' {@code NoteRow}, {@code NoteWrites}, {@code NoteReads}, {@code
 * FactReads}, with {@code LiveNotes} (the limits' counts) and {@code FactLookups} (stems and search
 * text) kept beside them; {@code StoryRows}, {@code SceneRows}, {@code ButtonRows}, {@code
 * QuestionRows}, {@code SettingRows}, {@code ModelCallRows}, {@code CanonCheckRows}, {@code
 * ContradictionRows}, {@code ToldChangeRows} (changes posts told, V14), {@code Departures}
 * (departed servers, the purge). A table class is handed the statements ({@code Sql}) only by
 * {@code ServerLocks}, which first locks the servers concerned: given by name, found by an id or
 * through a member, or, for the few sweeps and lists that span every server, none and said so.
 * {@code ServerLocksTest} calls every port method on both stores and fails when one reads or writes
 * a server's rows before its lock.
 *
 * <p>Entry point: {@link continuity.store.Database}, which opens and migrates a file. Tests: {@code
 * ServerLocksTest}, {@code NoteUpdateTest}, {@code TargetedQueriesTest}, {@code
 * LiveNoteCountsTest}, {@code CheckpointerTest}, {@code BackupTest}, {@code HealthTest}, {@code
 * TimestampsTest}, {@code CrashSafetyTest}, {@code FullDiskRecoveryTest}, {@code BusyFileTest},
 * {@code OneBotPerFileTest}, {@code DamagedDatabaseTest}, {@code ErasedWordsLeaveTheFileTest}. The
 * rows kept beside the notes so that one busy character costs what a quiet one does ({@code
 * FactLookups}: the stems of current facts and the search text of actionable ones; migrations V9 to
 * V13, two of them Java, {@code FactStemsFill} and {@code FactSearchFill}): {@code
 * FactLookupsTest}, {@code BusyCharacterTest}, {@code ListingPagesTest}. On PostgreSQL the
 * planner's statistics for those tables, made after bulk writes and at open ({@code Statistics}):
 * {@code PlannerStatisticsTest}. How many statements one correction runs and compiles (a note's
 * stems in one statement, {@code BEGIN IMMEDIATE} and {@code COMMIT} prepared once): {@code
 * StatementsPerCorrectionTest}.
 */
package continuity.store;
