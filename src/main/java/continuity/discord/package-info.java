/**
 * The Discord adapter, the only package that imports JDA ({@code LayersTest}): JDA's events become
 * the core's events on one core thread ({@code EventRouter}, {@code CoreWorker}), one flow per kind
 * of event: chat messages ({@code MessageFlow}), slash commands ({@code SlashFlow}, with {@code
 * /memory import}'s file in {@code ImportFlow}), buttons ({@code ButtonFlow}), the forms ({@code
 * EditForm}, {@code CanonForm} for "Save as canon") and autocomplete ({@code AutocompleteFlow}),
 * all answering the same way ({@code InteractionReplies}: acknowledged at once, answered from the
 * core thread). Replies become messages, embeds and buttons ({@code Rendering}), slash commands are
 * registered from the catalogue ({@code CommandCatalog}), and proxies (Tupperbox, PluralKit) are
 * paired with their trigger ({@code ProxyPairing}). No rule about notes lives here.
 *
 * <p>Entry point: {@link continuity.discord.RunCommand} ({@code continuity.jar run}), which builds
 * {@link continuity.discord.DiscordBot}. Tests: the {@code *FlowTest} classes run the production
 * bot against a fake Discord on loopback ({@code continuity.discord.fake}); {@code
 * ProxyPairingTest}, {@code RenderingTest}, {@code CommandCatalogTest}, {@code StartupTest}, {@code
 * SigtermTest}.
 */
package continuity.discord;
