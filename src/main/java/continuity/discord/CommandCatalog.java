package continuity.discord;

import continuity.chat.SlashCommand;
import continuity.memory.Limits;
import java.util.List;
import net.dv8tion.jda.api.interactions.DiscordLocale;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.CommandData;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;
import net.dv8tion.jda.api.interactions.commands.localization.LocalizationFunction;
import net.dv8tion.jda.api.interactions.commands.localization.ResourceBundleLocalizationFunction;

/**
 * The slash commands of {@link Command}, registered in one bulk request at start-up: {@code
 * /memory}, {@code /story}, {@code /scene}, with the options of REPLAY.md, plus {@code /memory
 * export} and {@code /memory import} (a file). Character, lorebook and note options autocomplete.
 */
final class CommandCatalog {
    /** Discord's limit for an autocomplete answer. */
    static final int MAX_CHOICES = 25;

    /** Discord's limit for a choice name or value. */
    static final int CHOICE_MAX = 100;

    /**
     * French names and descriptions of every command, option and choice, from the bundle {@code
     * continuity/text/commands_fr.properties}: a French Discord client shows them in French.
     */
    static final LocalizationFunction LOCALIZATION =
            ResourceBundleLocalizationFunction.fromBundles(
                            "continuity/text/commands", DiscordLocale.FRENCH)
                    .build();

    private CommandCatalog() {}

    static List<SlashCommandData> commands(Limits limits) {
        int note = limits.noteLength();
        int name = limits.nameLength();
        int story = limits.storyNameLength();
        SlashCommandData memory =
                group(SlashCommand.MEMORY_SHOW, "What the bot remembers about the characters")
                        .addSubcommands(
                                sub(
                                                SlashCommand.MEMORY_SHOW,
                                                "List the notes (only you see them unless public)")
                                        .addOptions(
                                                character(false, name),
                                                scope(),
                                                new OptionData(
                                                        OptionType.BOOLEAN,
                                                        "history",
                                                        "Include replaced notes"),
                                                new OptionData(
                                                        OptionType.BOOLEAN,
                                                        "public",
                                                        "Post the list for the channel")),
                                sub(SlashCommand.MEMORY_REMEMBER, "Save a note about a character")
                                        .addOptions(
                                                character(true, name),
                                                new OptionData(
                                                                OptionType.STRING,
                                                                "text",
                                                                "The note, e.g. Mira has green eyes",
                                                                true)
                                                        .setRequiredLength(1, note),
                                                new OptionData(
                                                                OptionType.STRING,
                                                                "scope",
                                                                "Where it applies (default: every story)")
                                                        .addChoice(
                                                                "profile (every story)", "profile")
                                                        .addChoice(
                                                                "story (this story only)", "story")
                                                        .addChoice(
                                                                "scene (this scene only)",
                                                                "scene")),
                                sub(
                                                SlashCommand.MEMORY_EDIT,
                                                "Change a note's text (without text: opens a form)")
                                        .addOptions(
                                                memoryOption(),
                                                new OptionData(
                                                                OptionType.STRING,
                                                                "text",
                                                                "The new text")
                                                        .setRequiredLength(1, note)),
                                sub(
                                                SlashCommand.MEMORY_FORGET,
                                                "Erase a note, keeping only that it was forgotten")
                                        .addOptions(memoryOption()),
                                sub(
                                                SlashCommand.MEMORY_HISTORY,
                                                "Every note and change about a character (only you see it)")
                                        .addOptions(character(false, name)),
                                sub(
                                                SlashCommand.MEMORY_RECALL,
                                                "What is stored about a character's detail")
                                        .addOptions(
                                                character(true, name),
                                                new OptionData(
                                                                OptionType.STRING,
                                                                "about",
                                                                "The detail, e.g. eyes",
                                                                true)
                                                        .setRequiredLength(1, 100)),
                                sub(
                                                SlashCommand.MEMORY_EXPORT,
                                                "A JSON file of this server's notes (GM) or of your preferences; only you see it")
                                        .addOptions(
                                                new OptionData(
                                                                OptionType.STRING,
                                                                "lorebook",
                                                                "Instead: this character as a SillyTavern card with a lorebook",
                                                                false,
                                                                true)
                                                        .setRequiredLength(1, name)),
                                sub(
                                                SlashCommand.MEMORY_IMPORT,
                                                "Game masters: add the notes of a /memory export file to this server")
                                        .addOptions(
                                                new OptionData(
                                                        OptionType.ATTACHMENT,
                                                        "file",
                                                        "The .json file made by /memory export",
                                                        true)),
                                sub(
                                        SlashCommand.MEMORY_FORGET_ME,
                                        "Erase your preferences and the notes only you wrote (asks first)"));
        SlashCommandData storyCmd =
                group(SlashCommand.STORY_SET, "Which story this channel plays")
                        .addSubcommands(
                                sub(
                                                SlashCommand.STORY_SET,
                                                "Name the story (or alternate universe) of this channel")
                                        .addOptions(
                                                new OptionData(
                                                                OptionType.STRING,
                                                                "name",
                                                                "The story's name",
                                                                true)
                                                        .setRequiredLength(1, story)),
                                sub(
                                        SlashCommand.STORY_CLEAR,
                                        "This channel is its own story again"),
                                sub(
                                        SlashCommand.STORY_SHOW,
                                        "Which story and scene are in force here"));
        SlashCommandData scene =
                group(SlashCommand.SCENE_START, "Scenes inside a story")
                        .addSubcommands(
                                sub(
                                                SlashCommand.SCENE_START,
                                                "Start a scene here (details can stay in it)")
                                        .addOptions(
                                                new OptionData(
                                                                OptionType.STRING,
                                                                "name",
                                                                "The scene's name",
                                                                true)
                                                        .setRequiredLength(1, story)),
                                sub(SlashCommand.SCENE_END, "End the scene running here"));
        SlashCommandData settings =
                group(SlashCommand.SETTINGS_OOC, "This server's settings for the bot")
                        .addSubcommands(
                                sub(
                                                SlashCommand.SETTINGS_OOC,
                                                "Show or (GM) set this server's own out-of-character markers")
                                        .addOptions(
                                                new OptionData(
                                                                OptionType.STRING,
                                                                "markers",
                                                                "Pairs and prefixes, e.g. << >>, !ooc  (none: built-in markers only)")
                                                        .setRequiredLength(1, 120)),
                                sub(
                                                SlashCommand.SETTINGS_MODEL,
                                                "Show or (GM) turn on the optional language model (it receives messages the grammar cannot read)")
                                        .addOptions(
                                                new OptionData(
                                                                OptionType.STRING,
                                                                "state",
                                                                "on or off")
                                                        .addChoice("on", "on")
                                                        .addChoice("off", "off")),
                                sub(
                                                SlashCommand.SETTINGS_CANON_CHECK,
                                                "Show or (GM) turn on the canon check of in-character posts")
                                        .addOptions(
                                                new OptionData(
                                                                OptionType.STRING,
                                                                "state",
                                                                "on, off, or public (told in the channel)")
                                                        .addChoice("on", "on")
                                                        .addChoice("off", "off")
                                                        .addChoice("public", "public"),
                                                new OptionData(
                                                        OptionType.BOOLEAN,
                                                        "channel",
                                                        "For this channel only (default: the whole server)")),
                                sub(
                                                SlashCommand.SETTINGS_CANON_CHECK_ME,
                                                "Leave your own posts out of the canon check, or back in")
                                        .addOptions(
                                                new OptionData(
                                                                OptionType.STRING,
                                                                "state",
                                                                "off: leave my posts out; on: check them")
                                                        .addChoice("on", "on")
                                                        .addChoice("off", "off")));
        List<SlashCommandData> all = List.of(memory, storyCmd, scene, settings);
        all.forEach(c -> c.setLocalizationFunction(LOCALIZATION));
        return all;
    }

    /**
     * The message command's name; its French name comes from the bundle ({@code
     * save_as_canon.name}).
     */
    static final String SAVE_AS_CANON = "Save as canon";

    /**
     * The message context command (a message's menu -> Apps -> Save as canon): a form pre-filled
     * with the reader's guess, saved like {@code /memory remember}.
     */
    static CommandData saveAsCanon() {
        return Commands.message(SAVE_AS_CANON)
                .setContexts(InteractionContextType.GUILD)
                .setLocalizationFunction(LOCALIZATION);
    }

    /**
     * The top-level command of {@code c}'s group; offered in direct messages when one of its
     * subcommands works there.
     */
    private static SlashCommandData group(SlashCommand c, String description) {
        SlashCommandData d = Commands.slash(c.group, description);
        return SlashCommand.groupWorksInDirect(c.group)
                ? d.setContexts(InteractionContextType.GUILD, InteractionContextType.BOT_DM)
                : d.setContexts(InteractionContextType.GUILD);
    }

    private static SubcommandData sub(SlashCommand c, String description) {
        return new SubcommandData(c.subcommand, description);
    }

    private static OptionData character(boolean required, int maxLength) {
        return new OptionData(OptionType.STRING, "character", "The character", required, true)
                .setRequiredLength(1, maxLength);
    }

    private static OptionData memoryOption() {
        return new OptionData(
                        OptionType.STRING,
                        "memory",
                        "The note: pick one, or type its id or a few words",
                        true,
                        true)
                .setRequiredLength(1, 100);
    }

    private static OptionData scope() {
        return new OptionData(OptionType.STRING, "scope", "Only notes of this scope")
                .addChoice("profile", "profile")
                .addChoice("story", "story")
                .addChoice("scene", "scene")
                .addChoice("all_chats (your preferences)", "all_chats")
                .addChoice("character (your preferences)", "character");
    }
}
