/**
 * The terminal door: each typed line becomes the event the Discord adapter would send ({@link
 * continuity.console.SlashSyntax} reads slash commands as Discord sends them), each reply is
 * printed.
 *
 * <p>Entry point: {@link continuity.console.ConsoleSession} (started by {@code
 * continuity.cli.ConsoleCommand}). Tests: {@code ConsoleTerminalTest} (the real program through
 * tmux), {@code ConsoleDumpTest}, {@code FrenchSessionTest}, {@code SlashSyntaxTest}.
 */
package continuity.console;
