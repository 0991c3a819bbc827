/**
 * The adapter-neutral model every door shares with the core: inbound events ({@link
 * continuity.chat.MessageIn}, {@link continuity.chat.SlashIn}, {@link continuity.chat.ClickIn}),
 * where they happen ({@link continuity.chat.ChatContext}), the replies ({@link
 * continuity.chat.Reply}, {@link continuity.chat.Button}) and the command catalogue ({@link
 * continuity.chat.SlashCommand}).
 *
 * <p>It imports no other package of the project, nor JDA nor SQL ({@code LayersTest}). Entry point:
 * the records themselves. Tests: {@code CommandCatalogTest}, {@code CommandsTest}, and every test
 * that drives the core.
 */
package continuity.chat;
