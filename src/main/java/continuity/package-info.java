/**
 * Continuity: a Discord bot that keeps role-play characters' canon consistent.
 *
 * <p>Job: the composition root. {@link continuity.Main} reads the command line and starts a door;
 * {@link continuity.BotRuntime} opens the core ({@code continuity.memory.Continuity}) on its SQLite
 * store, for every door.
 *
 * <p>Entry point: {@link continuity.Main#main}. Tests: {@code MainCommandsTest}, {@code
 * MainRunDoorTest}, {@code HealthAndRunProcessTest}, {@code DockerfileTest}, {@code LayersTest}
 * (which package may import what) and {@code ReadmeMapTest} (the README's package list and
 * behaviour table stay true).
 */
package continuity;
