/**
 * The command-line commands other than {@code run}: {@code replay}, {@code console}, {@code
 * export}, {@code import}, {@code backup}, {@code health}, {@code explain}, each a class with
 * {@code run(List<String>, Io)}; {@link continuity.cli.Args} reads their options and {@link
 * continuity.cli.UsageError} is every wrong call (exit status 2).
 *
 * <p>Entry point: {@code continuity.Main} dispatches here. Tests: {@code MainCommandsTest}, {@code
 * HealthAndRunProcessTest}, {@code BackupTest}, {@code HealthTest}, {@code ExportImportTest}.
 */
package continuity.cli;
