/**
 * The export and import files: the {@code continuity-notes} and {@code continuity-preferences} JSON
 * formats (docs/operations.md, "Export and import") and the SillyTavern lorebook card, read and
 * written by {@link continuity.transfer.TransferJson}; the rules of an import are in {@code
 * continuity.memory.Importer}.
 *
 * <p>Entry point: {@link continuity.transfer.TransferJson}. Tests: {@code ExportImportTest}, {@code
 * LorebookTest}, {@code SlashTransferTest}, {@code TransferFlowTest}.
 */
package continuity.transfer;
