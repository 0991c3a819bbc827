package continuity.console;

import continuity.BotRuntime;
import continuity.chat.Attachment;
import continuity.chat.Button;
import continuity.chat.ChatContext;
import continuity.chat.ClickIn;
import continuity.chat.Inbound;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.memory.Kind;
import continuity.memory.Note;
import continuity.text.Text;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The interactive console: each typed line becomes the same event the Discord adapter would send to
 * the core, and each reply is printed. Files attached to replies (exports) are saved in {@code
 * saveDir}.
 */
public final class ConsoleSession {
    static final String HELP =
            """
            Type a chat message and press Enter; start it with @continuity to talk to the bot.
              /%s character:Mira       a slash command: options are name:value ("quotes" keep a value literal)
              /%s file:@notes.json   an option file:@PATH is read from that file
              !1  or  !undo                     press a button of the bot's latest message here
              :user bob [NAME]                  write as another user (the name defaults to the id)
              :gm on | off                      make the current user a game master, or not (it stays theirs)
              :locale fr | en-US                the language of your (the current user's) Discord client: slash commands and buttons answer in it
              :channel c2    :thread t1 | off   move to another channel, or into a thread
              :guild g2 | dm                    another server, or a direct message with the bot
              :as Mira | off                    post through a character proxy (Tupperbox, PluralKit)
              :dump                             every note of this server you may see, in every status (all of them as --operator)
              :where   :help   :quit
            Started as: java -jar continuity.jar console [--db PATH] [--config PATH] [--operator]
              --db PATH                         the database (default: a temporary one, deleted at exit)
              --config PATH                     the configuration file (limits, language.default, model.*; or CONTINUITY_CONFIG)
              --operator                        you run the bot: :dump shows every note of the server"""
                    .formatted(SlashCommand.MEMORY_SHOW.wire(), SlashCommand.MEMORY_IMPORT.wire());

    private final BotRuntime runtime;
    private final BufferedReader in;
    private final PrintStream out;
    private final Path saveDir;
    private final ReplyPrinter printer;
    private final ConsoleState state = new ConsoleState();
    private final boolean operator;

    public ConsoleSession(BotRuntime runtime, BufferedReader in, PrintStream out, Path saveDir) {
        this(runtime, in, out, saveDir, false);
    }

    /**
     * {@code operator}: the person at the terminal runs the bot, and {@code :dump} shows every
     * note.
     */
    public ConsoleSession(
            BotRuntime runtime,
            BufferedReader in,
            PrintStream out,
            Path saveDir,
            boolean operator) {
        this.runtime = runtime;
        this.in = in;
        this.out = out;
        this.saveDir = saveDir;
        this.printer = new ReplyPrinter(out);
        this.operator = operator;
    }

    /**
     * The client language the session starts with ({@code language.default}: {@code fr} or {@code
     * en-US}).
     */
    public ConsoleSession startingLocale(String locale) {
        if (locale != null && !locale.isBlank()) state.defaultLocale = locale;
        return this;
    }

    public void run() throws IOException {
        runtime.core().expireHourly(java.time.Instant.now());
        out.println(state.describe() + " Type :help for help, :quit to leave.");
        while (true) {
            out.print(state.prompt());
            out.flush();
            String line = in.readLine();
            if (line == null) {
                out.println();
                return;
            }
            if (line.isBlank()) continue;
            if (!handle(ConsoleInput.of(line))) return;
        }
    }

    /** Handles one line; false when the user leaves. */
    boolean handle(ConsoleInput input) {
        if (input instanceof ConsoleInput.Meta m) return meta(m);
        if (input instanceof ConsoleInput.Invalid i) out.println("console: " + i.reason());
        else if (input instanceof ConsoleInput.Say s) {
            ChatContext ctx = state.context();
            deliver(new MessageIn(ctx, state.nextMessageId(), s.text(), false, false, state.proxy));
        } else if (input instanceof ConsoleInput.Slash s) slash(s);
        else if (input instanceof ConsoleInput.Press p) press(p.label());
        return true;
    }

    private void slash(ConsoleInput.Slash s) {
        Map<String, Object> options = new LinkedHashMap<>(s.options());
        Object file = options.get("file");
        if (file instanceof String f && f.startsWith("@")) {
            try {
                options.put(
                        "file", Files.readString(Path.of(f.substring(1)), StandardCharsets.UTF_8));
            } catch (IOException e) {
                out.println("console: " + continuity.cli.Io.cannotRead(f.substring(1), e));
                return;
            }
        }
        deliver(new SlashIn(state.context(), s.command(), s.subcommand(), options));
    }

    private void press(String label) {
        List<Button> here = state.buttonsHere();
        Optional<Button> b = Optional.empty();
        if (label.matches("\\d+")) {
            int n = Integer.parseInt(label);
            if (n >= 1 && n <= here.size()) b = Optional.of(here.get(n - 1));
        } else {
            b =
                    here.stream()
                            .filter(x -> x.label().equalsIgnoreCase(label))
                            .findFirst()
                            .or(
                                    () ->
                                            here.stream()
                                                    .filter(x -> Text.sameButton(x.label(), label))
                                                    .findFirst());
        }
        if (b.isEmpty()) {
            out.println(
                    "console: no button "
                            + label
                            + " on the bot's latest message here"
                            + (here.isEmpty()
                                    ? " (it has none)."
                                    : "; its buttons: " + ReplyPrinter.buttons(here)));
            return;
        }
        deliver(new ClickIn(state.context(), b.get().actionId()));
    }

    private void deliver(Inbound event) {
        // the hourly sweep of questions nobody answered (the console has no timer of its own)
        runtime.core().expireHourly(event.ctx().at());
        List<Reply> replies = runtime.core().handle(event);
        for (Reply r : replies) {
            printer.print(r);
            state.posted(r.buttons());
            if (r.attachment() != null) save(r.attachment());
        }
    }

    private void save(Attachment a) {
        try {
            Path target =
                    continuity.store.OutputFile.writeFresh(saveDir, a.fileName(), a.content());
            out.println("    attachment saved: " + target + " (" + Files.size(target) + " bytes)");
        } catch (IOException e) {
            out.println(
                    "    attachment " + a.fileName() + " could not be saved: " + e.getMessage());
        }
    }

    private boolean meta(ConsoleInput.Meta m) {
        String arg = m.argument();
        switch (m.name()) {
            case "quit", "exit", "q" -> {
                return false;
            }
            case "help", "h", "?" -> out.println(HELP);
            case "where" -> out.println(state.describe());
            case "user" -> {
                if (arg.isEmpty()) {
                    out.println("console: say who, e.g. :user bob");
                    return true;
                }
                String[] p = arg.split("\\s+", 2);
                state.user = p[0];
                state.name = p.length > 1 ? p[1] : p[0];
                out.println(state.describe());
            }
            case "gm" -> {
                if (!arg.equalsIgnoreCase("on") && !arg.equalsIgnoreCase("off")) {
                    out.println("console: :gm on or :gm off");
                    return true;
                }
                state.gm(arg.equalsIgnoreCase("on"));
                out.println(state.describe());
            }
            case "channel" -> {
                if (arg.isEmpty()) {
                    out.println("console: say which channel, e.g. :channel c2");
                    return true;
                }
                state.channel = arg.replaceFirst("^#", "");
                state.thread = null;
                out.println(state.describe());
            }
            case "thread" -> {
                state.thread = arg.isEmpty() || arg.equalsIgnoreCase("off") ? null : arg;
                out.println(state.describe());
            }
            case "guild", "server" -> {
                state.guild = arg.isEmpty() || arg.equalsIgnoreCase("dm") ? null : arg;
                out.println(state.describe());
            }
            case "as" -> {
                state.proxy = arg.isEmpty() || arg.equalsIgnoreCase("off") ? null : arg;
                out.println(state.describe());
            }
            case "locale", "lang" -> {
                if (arg.isEmpty() || !arg.matches("[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?")) {
                    out.println("console: say which language, e.g. :locale fr or :locale en-US");
                    return true;
                }
                state.locale(arg);
                out.println(state.describe());
            }
            case "dump" -> dump();
            default -> out.println("console: unknown command :" + m.name() + " (:help lists them)");
        }
        return true;
    }

    /**
     * Every note of this server in every status, as the server's operator sees the database; for
     * anyone else only what {@code /memory show history:true} would show them: the server's facts
     * and their own preferences, never another member's.
     */
    private void dump() {
        String guild = state.guild == null ? "@dm" : state.guild;
        String where = state.guild == null ? "direct messages" : "server " + guild;
        List<Note> notes = runtime.core().dump(guild);
        if (operator) {
            out.println(
                    "Every note of "
                            + where
                            + " (the console was started as the server's operator, --operator).");
        } else {
            notes =
                    notes.stream()
                            .filter(m -> m.kind() == Kind.FACT || state.user.equals(m.author()))
                            .toList();
            out.println(
                    "The notes of "
                            + where
                            + " that "
                            + state.name
                            + " may see: the facts and their own preferences"
                            + " (start the console with --operator to see every note).");
        }
        if (notes.isEmpty()) out.println("No notes in " + where + ".");
        for (Note m : notes) {
            out.println(
                    m.id()
                            + "  "
                            + m.status().wire()
                            + "  "
                            + m.kind().wire()
                            + "/"
                            + m.scope().wire()
                            + (m.scopeName() == null ? "" : " \"" + m.scopeName() + "\"")
                            + "  "
                            + m.character()
                            + ": "
                            + (m.text().isEmpty() ? "(forgotten)" : m.text()));
        }
    }
}
