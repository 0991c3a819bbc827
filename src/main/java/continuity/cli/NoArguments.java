package continuity.cli;

import continuity.config.Config;
import continuity.config.ConfigLoader;

/**
 * {@code java -jar continuity.jar} alone: with a token, the bot on Discord; without one, how to try
 * the bot offline.
 */
public final class NoArguments {
    static final String OFFLINE =
            """
            Continuity keeps role-play characters consistent across sessions.

            No Discord token is configured (set DISCORD_TOKEN, or discord.token_file in the configuration file).
            Try the bot offline meanwhile:
              java -jar target/continuity.jar replay examples/first-session.jsonl   play a sample session
              java -jar target/continuity.jar console                               type messages and commands yourself
            Every command: java -jar target/continuity.jar help
            """;

    private NoArguments() {}

    public static int run(Io io) {
        Config config = ConfigLoader.load(null, io.env());
        if (config.discordToken().isEmpty()) {
            io.err().print(OFFLINE);
            return 2;
        }
        return continuity.discord.RunCommand.run(java.util.List.of(), io);
    }
}
