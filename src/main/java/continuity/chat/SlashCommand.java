package continuity.chat;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Every slash command, once: its wire name (group and subcommand, as Discord, replay and the
 * console send them), whether it works in a direct message (one's own preferences only) and who
 * sees its answer. The core dispatches on it, the Discord adapter registers and acknowledges by it,
 * the console and the tests name commands with it.
 */
public enum SlashCommand {
    MEMORY_SHOW(
            "memory",
            "show",
            true,
            Audience.ASKER_UNLESS_PUBLIC,
            "character",
            "scope",
            "history",
            "public"),
    MEMORY_REMEMBER("memory", "remember", false, Audience.CHANNEL, "character", "text", "scope"),
    MEMORY_EDIT("memory", "edit", true, Audience.CHANNEL, "memory", "text"),
    MEMORY_FORGET("memory", "forget", true, Audience.CHANNEL, "memory"),
    MEMORY_HISTORY("memory", "history", true, Audience.ASKER, "character"),
    MEMORY_RECALL("memory", "recall", false, Audience.CHANNEL, "character", "about"),
    MEMORY_EXPORT("memory", "export", true, Audience.ASKER, "lorebook"),
    MEMORY_IMPORT("memory", "import", false, Audience.ASKER, "file"),
    MEMORY_FORGET_ME("memory", "forget-me", true, Audience.CHANNEL),
    STORY_SET("story", "set", false, Audience.CHANNEL, "name"),
    STORY_CLEAR("story", "clear", false, Audience.CHANNEL),
    STORY_SHOW("story", "show", false, Audience.ASKER),
    SCENE_START("scene", "start", false, Audience.CHANNEL, "name"),
    SCENE_END("scene", "end", false, Audience.CHANNEL),
    SETTINGS_OOC("settings", "ooc", false, Audience.CHANNEL, "markers"),
    SETTINGS_MODEL("settings", "model", false, Audience.CHANNEL, "state"),
    SETTINGS_CANON_CHECK("settings", "canon_check", false, Audience.CHANNEL, "state", "channel"),
    SETTINGS_CANON_CHECK_ME("settings", "canon_check_me", false, Audience.ASKER, "state");

    /**
     * Who sees the answer by default (errors and refusals are always private). This is what the
     * Discord adapter acknowledges with, so that "thinking..." is private from the start.
     */
    public enum Audience {
        /** Posted in the channel. */
        CHANNEL,
        /** Only the member who asked. */
        ASKER,
        /** Only the member who asked, unless the {@code public} option is true. */
        ASKER_UNLESS_PUBLIC
    }

    /** The top-level command ({@code memory}, {@code story}, ...). */
    public final String group;

    /** The subcommand ({@code show}, {@code set}, ...). */
    public final String subcommand;

    /** Works in a direct message with the bot. */
    public final boolean direct;

    public final Audience audience;

    /** The names of its options, as Discord registers them ({@code character}, {@code scope}). */
    public final List<String> options;

    SlashCommand(
            String group, String subcommand, boolean direct, Audience audience, String... options) {
        this.group = group;
        this.subcommand = subcommand;
        this.direct = direct;
        this.audience = audience;
        this.options = List.of(options);
    }

    /** {@code "memory show"}. */
    public String wire() {
        return group + " " + subcommand;
    }

    /**
     * The command an event names (case and surrounding blanks ignored), or empty when there is
     * none.
     */
    public static Optional<SlashCommand> of(String group, String subcommand) {
        String g = group == null ? "" : group.trim().toLowerCase(Locale.ROOT);
        String s = subcommand == null ? "" : subcommand.trim().toLowerCase(Locale.ROOT);
        for (SlashCommand c : values()) {
            if (c.group.equals(g) && c.subcommand.equals(s)) return Optional.of(c);
        }
        return Optional.empty();
    }

    /** The command of a slash event, or empty when it names none. */
    public static Optional<SlashCommand> of(SlashIn s) {
        return of(s.command(), s.subcommand());
    }

    /** Whether this answer is private, given the options it was called with. */
    public boolean answersPrivately(SlashIn s) {
        return switch (audience) {
            case CHANNEL -> false;
            case ASKER -> true;
            case ASKER_UNLESS_PUBLIC -> !s.flag("public");
        };
    }

    /** The top-level commands, in catalogue order. */
    public static List<String> groups() {
        return Arrays.stream(values()).map(c -> c.group).distinct().toList();
    }

    /** The subcommands of one top-level command, in catalogue order. */
    public static List<SlashCommand> inGroup(String group) {
        return Arrays.stream(values()).filter(c -> c.group.equals(group)).toList();
    }

    /** Whether any subcommand of the group works in a direct message (Discord offers it there). */
    public static boolean groupWorksInDirect(String group) {
        return inGroup(group).stream().anyMatch(c -> c.direct);
    }
}
