package continuity.stress;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import continuity.BotRuntime;
import continuity.chat.Button;
import continuity.chat.ChatContext;
import continuity.chat.ClickIn;
import continuity.chat.Inbound;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.memory.Limits;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * A bot on a disk that fills up and is freed again, in one process (no restart): events before,
 * events while the disk is full (until several were refused), events after the filler is deleted.
 * Each event is a chat correction of Mira's eyes, a {@code /memory remember} of a numbered token,
 * or the Undo button of the last remembered token; each is written as a JSON line with what it
 * tried and the replies it got, so that the test can hold every reply against the database.
 *
 * <pre>
 * java -cp TEST_CLASSES:continuity.jar continuity.stress.FullDiskWriter --db FILE --filler FILE --log FILE
 * </pre>
 */
public final class FullDiskWriter {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final BotRuntime runtime;
    private final PrintStream log;
    private Instant clock = Instant.parse("2026-01-01T00:00:00Z");
    private int seq;
    private String eyes = "brown";
    private String lastToken;
    private Button lastUndo;

    private FullDiskWriter(BotRuntime runtime, PrintStream log) {
        this.runtime = runtime;
        this.log = log;
    }

    public static void main(String[] args) throws IOException {
        Path db = Path.of(args[1]), filler = Path.of(args[3]), logFile = Path.of(args[5]);
        Limits limits = Limits.DEFAULTS.withRates(0, 0).withNotes(0, 0);
        try (PrintStream log =
                        new PrintStream(
                                new FileOutputStream(logFile.toFile()),
                                true,
                                StandardCharsets.UTF_8);
                BotRuntime runtime = BotRuntime.open(db, limits)) {
            FullDiskWriter w = new FullDiskWriter(runtime, log);
            w.event("setup", w.slash(SlashCommand.MEMORY_REMEMBER, "Mira has brown eyes"), "seed");
            for (int i = 0; i < 30; i++) w.step("before");
            fill(filler);
            int refused = 0;
            for (int i = 0; i < 600 && refused < 12; i++) {
                if (w.step("full")) refused++;
            }
            w.backup(db);
            Files.delete(filler);
            for (int i = 0; i < 30; i++) w.step("freed");
        }
        System.exit(0);
    }

    /** Writes zeros until the disk says it is full: 64 KiB at a time, then 1 KiB. */
    private static void fill(Path filler) {
        try (FileOutputStream out = new FileOutputStream(filler.toFile())) {
            for (int size : new int[] {65536, 1024}) {
                byte[] zeros = new byte[size];
                try {
                    while (true) out.write(zeros);
                } catch (IOException full) {
                    // next, smaller
                }
            }
        } catch (IOException e) {
            // closing a full file may fail too: it is as full as it gets
        }
    }

    /** A backup on the full disk: it fails, and leaves none of its files behind. */
    private void backup(Path db) throws IOException {
        ObjectNode line = JSON.createObjectNode().put("phase", "full").put("what", "backup");
        try {
            continuity.store.Backup.copy(db, db.resolveSibling("copy.sqlite"));
            line.put("result", "written");
        } catch (continuity.store.StoreException e) {
            line.put("result", "failed");
        }
        ArrayNode left = line.putArray("left");
        try (var files = Files.list(db.getParent())) {
            files.map(f -> f.getFileName().toString())
                    .filter(n -> n.startsWith("copy.sqlite"))
                    .forEach(left::add);
        }
        line.putArray("replies");
        log.println(line);
    }

    /** One event; true when it was refused. */
    private boolean step(String phase) {
        seq++;
        clock = clock.plusSeconds(5);
        return switch (seq % 3) {
            case 0 -> {
                String value = "t" + seq;
                boolean refused =
                        event(
                                phase,
                                message("(( Mira's eyes are " + value + ", not " + eyes + " ))"),
                                "correct " + value + " " + eyes);
                if (!refused) eyes = value;
                yield refused;
            }
            case 1 -> {
                // a long note, so that the write-ahead log grows quickly
                String token = "k" + seq;
                boolean refused =
                        event(
                                phase,
                                slash(
                                        SlashCommand.MEMORY_REMEMBER,
                                        "Mira keeps the token "
                                                + token
                                                + " in a pocket "
                                                + "sewn with thread ".repeat(40).strip()),
                                "remember " + token);
                if (!refused) lastToken = token;
                yield refused;
            }
            default -> {
                if (lastUndo == null) yield false;
                Button undo = lastUndo;
                lastUndo = null;
                yield event(phase, new ClickIn(ctx(), undo.actionId()), "undo " + lastToken);
            }
        };
    }

    private boolean event(String phase, Inbound in, String what) {
        List<Reply> replies = runtime.core().handle(in);
        ObjectNode line = JSON.createObjectNode();
        line.put("phase", phase).put("what", what);
        ArrayNode kinds = line.putArray("replies");
        boolean refused = false;
        for (Reply r : replies) {
            kinds.addObject().put("kind", r.kind().wire()).put("text", r.text());
            if (r.kind() == continuity.chat.ReplyKind.ERROR) refused = true;
            if (what.startsWith("remember"))
                for (Button b : r.buttons()) if (b.label().equals("Undo")) lastUndo = b;
        }
        log.println(line);
        return refused;
    }

    private ChatContext ctx() {
        return new ChatContext("g1", "c1", null, "u1", "alice", false, clock);
    }

    private Inbound message(String text) {
        return new MessageIn(ctx(), "m" + seq, text, false, false, null);
    }

    private Inbound slash(SlashCommand command, String text) {
        return SlashIn.of(ctx(), command, Map.of("character", "Mira", "text", text));
    }
}
