/**
 * The JSON-lines door of {@code docs/REPLAY.md}: a script of chat events is played through the real
 * core and the replies are printed as JSON lines (how the acceptance scenarios are graded).
 *
 * <p>Entry point: {@link continuity.replay.Replay} (started by {@code
 * continuity.cli.ReplayCommand}). Tests: {@code ReplayContractTest}, {@code
 * ReplayLocaleAndFieldsTest}, {@code ReplayInputPropertiesTest}, {@code AcceptanceScenariosTest}.
 */
package continuity.replay;
