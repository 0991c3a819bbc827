package continuity.discord;

import continuity.memory.Limits;
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

import java.util.List;

/**
 * The slash commands, registered in one bulk request at start-up: {@code /memory}, {@code /story},
 * {@code /scene}, with the options of REPLAY.md, plus {@code /memory export} and {@code /memory import} (a file).
 * Character, lorebook and note options autocomplete.
 */
final class CommandCatalog {
    /** Discord's limit for an autocomplete answer. */
    static final int MAX_CHOICES = 25;
    /** Discord's limit for a choice name or value. */
    static final int CHOICE_MAX = 100;

    /**
     * French names and descriptions of every command, option and choice, from the bundle
     * {@code continuity/text/commands_fr.properties}: a French Discord client shows them in French.
     */
    static final LocalizationFunction LOCALIZATION = ResourceBundleLocalizationFunction
            .fromBundles("continuity/text/commands", DiscordLocale.FRENCH).build();

    private CommandCatalog() {
    }

    static List<SlashCommandData> commands(Limits limits) {
        int note = limits.noteLength();
        int name = limits.nameLength();
        int story = limits.storyNameLength();
        SlashCommandData memory = Commands.slash("memory", "What the bot remembers about the characters")
                .setContexts(InteractionContextType.GUILD, InteractionContextType.BOT_DM)
                .addSubcommands(
                        new SubcommandData("show", "List the notes (only you see them unless public)")
                                .addOptions(character(false, name), scope(),
                                        new OptionData(OptionType.BOOLEAN, "history", "Include replaced notes"),
                                        new OptionData(OptionType.BOOLEAN, "public", "Post the list for the channel")),
                        new SubcommandData("remember", "Save a note about a character")
                                .addOptions(character(true, name),
                                        new OptionData(OptionType.STRING, "text", "The note, e.g. Mira has green eyes", true)
                                                .setRequiredLength(1, note),
                                        new OptionData(OptionType.STRING, "scope", "Where it applies (default: every story)")
                                                .addChoice("profile (every story)", "profile")
                                                .addChoice("story (this story only)", "story")
                                                .addChoice("scene (this scene only)", "scene")),
                        new SubcommandData("edit", "Change a note's text (without text: opens a form)")
                                .addOptions(memoryOption(),
                                        new OptionData(OptionType.STRING, "text", "The new text")
                                                .setRequiredLength(1, note)),
                        new SubcommandData("forget", "Erase a note, keeping only that it was forgotten")
                                .addOptions(memoryOption()),
                        new SubcommandData("history", "Every note and change about a character (only you see it)")
                                .addOptions(character(false, name)),
                        new SubcommandData("recall", "What is stored about a character's detail")
                                .addOptions(character(true, name),
                                        new OptionData(OptionType.STRING, "about", "The detail, e.g. eyes", true)
                                                .setRequiredLength(1, 100)),
                        new SubcommandData("export", "A JSON file of this server's notes (GM) or of your preferences; only you see it")
                                .addOptions(new OptionData(OptionType.STRING, "lorebook",
                                        "Instead: this character as a SillyTavern card with a lorebook", false, true)
                                        .setRequiredLength(1, name)),
                        new SubcommandData("import", "Game masters: add the notes of a /memory export file to this server")
                                .addOptions(new OptionData(OptionType.ATTACHMENT, "file",
                                        "The .json file made by /memory export", true)),
                        new SubcommandData("forget-me", "Erase your preferences and the notes only you wrote (asks first)"));
        SlashCommandData storyCmd = Commands.slash("story", "Which story this channel plays")
                .setContexts(InteractionContextType.GUILD)
                .addSubcommands(
                        new SubcommandData("set", "Name the story (or alternate universe) of this channel")
                                .addOptions(new OptionData(OptionType.STRING, "name", "The story's name", true)
                                        .setRequiredLength(1, story)),
                        new SubcommandData("clear", "This channel is its own story again"),
                        new SubcommandData("show", "Which story and scene are in force here"));
        SlashCommandData scene = Commands.slash("scene", "Scenes inside a story")
                .setContexts(InteractionContextType.GUILD)
                .addSubcommands(
                        new SubcommandData("start", "Start a scene here (details can stay in it)")
                                .addOptions(new OptionData(OptionType.STRING, "name", "The scene's name", true)
                                        .setRequiredLength(1, story)),
                        new SubcommandData("end", "End the scene running here"));
        SlashCommandData settings = Commands.slash("settings", "This server's settings for the bot")
                .setContexts(InteractionContextType.GUILD)
                .addSubcommands(new SubcommandData("ooc", "Show or (GM) set this server's own out-of-character markers")
                        .addOptions(new OptionData(OptionType.STRING, "markers",
                                "Pairs and prefixes, e.g. << >>, !ooc  (none: built-in markers only)")
                                .setRequiredLength(1, 120)),
                        new SubcommandData("model", "Show or (GM) turn on the optional language model (it receives messages the grammar cannot read)")
                                .addOptions(new OptionData(OptionType.STRING, "state", "on or off")
                                        .addChoice("on", "on").addChoice("off", "off")));
        List<SlashCommandData> all = List.of(memory, storyCmd, scene, settings);
        all.forEach(c -> c.setLocalizationFunction(LOCALIZATION));
        return all;
    }

    /** The message command's name; its French name comes from the bundle ({@code save_as_canon.name}). */
    static final String SAVE_AS_CANON = "Save as canon";

    /**
     * The message context command (a message's menu -> Apps -> Save as canon): a form pre-filled with the
     * reader's guess, saved like {@code /memory remember}.
     */
    static CommandData saveAsCanon() {
        return Commands.message(SAVE_AS_CANON).setContexts(InteractionContextType.GUILD)
                .setLocalizationFunction(LOCALIZATION);
    }

    private static OptionData character(boolean required, int maxLength) {
        return new OptionData(OptionType.STRING, "character", "The character", required, true)
                .setRequiredLength(1, maxLength);
    }

    private static OptionData memoryOption() {
        return new OptionData(OptionType.STRING, "memory", "The note: pick one, or type its id or a few words", true,
                true).setRequiredLength(1, 100);
    }

    private static OptionData scope() {
        return new OptionData(OptionType.STRING, "scope", "Only notes of this scope")
                .addChoice("profile", "profile").addChoice("story", "story").addChoice("scene", "scene")
                .addChoice("all_chats (your preferences)", "all_chats")
                .addChoice("character (your preferences)", "character");
    }
}
