package continuity.console;

import java.util.Locale;
import java.util.Map;

/** One line typed at the console, classified. */
sealed interface ConsoleInput {
    /** {@code :name argument} — a console command (switch user, channel, ...). */
    record Meta(String name, String argument) implements ConsoleInput {}

    /** {@code /command subcommand key:value ...} — a slash command. */
    record Slash(String command, String subcommand, Map<String, Object> options)
            implements ConsoleInput {}

    /** {@code !label} or {@code !2} — press a button of the bot's latest message here. */
    record Press(String label) implements ConsoleInput {}

    /** Anything else is a chat message. */
    record Say(String text) implements ConsoleInput {}

    /** A line that could not be read, with what to type instead. */
    record Invalid(String reason) implements ConsoleInput {}

    static ConsoleInput of(String line) {
        String s = line.strip();
        if (s.startsWith(":") && s.length() > 1 && !s.startsWith("::")) {
            String[] parts = s.substring(1).split("\\s+", 2);
            return new Meta(
                    parts[0].toLowerCase(Locale.ROOT), parts.length > 1 ? parts[1].strip() : "");
        }
        if (s.startsWith("!") && s.length() > 1 && !s.startsWith("!!"))
            return new Press(s.substring(1).strip());
        if (s.startsWith("/") && s.length() > 1 && !s.startsWith("//")) return SlashSyntax.parse(s);
        return new Say(line);
    }
}
