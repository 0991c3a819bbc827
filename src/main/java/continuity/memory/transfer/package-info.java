/**
 * The core's side of export, import and migrate: a server's characters, notes, stories and scenes
 * written to and read from the file formats of {@code continuity.transfer} ({@code Exporter},
 * {@code Importer}, the note entries in {@code NoteEntries}), and the {@code /memory export} and
 * {@code import} commands ({@code Transfers}). An imported note goes through the same decision as
 * any other ({@code continuity.memory.Decide}). Reached only through the core's dispatch and the
 * {@code export}, {@code import} and {@code migrate} commands ({@code LayersTest}).
 *
 * <p>Entry point: {@code Transfers.export} and {@code importFile} (from {@code Commands}); {@code
 * Exporter} and {@code Importer} for the command line. Tests: {@code ExportImportTest}, {@code
 * BigServerTest}, {@code LorebookTest}.
 */
package continuity.memory.transfer;
