/**
 * The operator's configuration: defaults, then a YAML or JSON file, then environment variables,
 * every value checked before anything starts ({@link continuity.config.ConfigLoader}, {@link
 * continuity.config.Config}, the keys in {@link continuity.config.Setting}).
 *
 * <p>Entry point: {@link continuity.config.ConfigLoader#load}. Tests: {@code ConfigLoaderTest},
 * {@code GuildRateConfigTest}, {@code LogLevelTest}, {@code ModelSettingsTest}.
 */
package continuity.config;
