/**
 * The export and import files: the {@code continuity-notes} and {@code continuity-preferences} JSON
 * formats (docs/operations.md, "Export and import") and the SillyTavern lorebook card, read and
 * written by {@link continuity.transfer.TransferJson}; the rules of an import are in {@code
 * continuity.memory.transfer.Importer}. Files are streamed: read note by note with Jackson's
 * streaming parser ({@code NotesFileReader}, {@link continuity.transfer.NoteStream}) and written as
 * the notes are read ({@link continuity.transfer.NotesFileWriter}), so that a server of any size is
 * exported, imported and migrated in bounded memory ({@code BigServerTest}).
 *
 * <p>Entry point: {@link continuity.transfer.TransferJson}. Tests: {@code ExportImportTest}, {@code
 * LorebookTest}, {@code SlashTransferTest}, {@code TransferFlowTest}.
 */
package continuity.transfer;
