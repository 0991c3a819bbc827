package continuity.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import continuity.BotRuntime;
import continuity.chat.Reply;
import continuity.chat.SlashCommand;
import continuity.memory.Limits;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A separate bot process, so that start-up and resident memory are the bot's and not the harness's:
 * opens the store (migrations included) and the core, prints {@code ready}, then serves a bounded
 * mixed load (the corpora as chat, recalls, listings, corrections), collects garbage and prints its
 * figures as one JSON line.
 *
 * <p>{@code BotProbe DB NOTES CORPORA_DIR}
 */
public final class BotProbe {
    private BotProbe() {}

    public static void main(String[] args) throws Exception {
        Path db = Path.of(args[0]);
        int notes = Integer.parseInt(args[1]);
        Path corpora = Path.of(args[2]);
        long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
        BotRuntime rt = BotRuntime.open(db, Limits.DEFAULTS);
        long readyMs = System.currentTimeMillis() - jvmStart;
        System.out.println("ready " + readyMs);
        System.out.flush();

        long events = 0;
        if (notes > 0) {
            Layout layout = Layout.of(notes);
            Random random = new Random(7);
            for (Corpus c : Corpus.load(corpora)) {
                String guild = "probe-" + c.name();
                for (Corpus.Message m : c.messages()) {
                    rt.core()
                            .handle(
                                    new continuity.chat.MessageIn(
                                            TierRun.ctx(guild, m.user(), "c1"),
                                            "p" + events,
                                            m.content(),
                                            false,
                                            false,
                                            m.webhook()));
                    events++;
                }
            }
            for (int i = 0; i < 2000; i++) {
                boolean busy = i % 5 == 0;
                int c =
                        busy
                                ? random.nextInt(layout.busyCharacters())
                                : random.nextInt(Layout.TYPICAL_CHARACTERS);
                String guild =
                        busy
                                ? Layout.BUSY
                                : Layout.typicalGuild(1 + random.nextInt(layout.typicalGuilds()));
                String name = busy ? Layout.busyName(c) : Layout.typicalName(c);
                String owner = Layout.owner(guild, c);
                List<Reply> r =
                        rt.core()
                                .handle(
                                        continuity.chat.SlashIn.of(
                                                TierRun.ctx(guild, owner, "c1"),
                                                i % 2 == 0
                                                        ? SlashCommand.MEMORY_RECALL
                                                        : SlashCommand.MEMORY_SHOW,
                                                i % 2 == 0
                                                        ? Map.of(
                                                                "character",
                                                                name,
                                                                "about",
                                                                Layout.profileAttribute(c))
                                                        : Map.of("character", name)));
                if (i % 20 == 0) {
                    rt.core()
                            .handle(
                                    new continuity.chat.MessageIn(
                                            TierRun.ctx(guild, owner, "c1"),
                                            "q" + i,
                                            name
                                                    + "'s "
                                                    + Layout.profileAttribute(c)
                                                    + " is teal, not blue",
                                            false,
                                            false,
                                            null));
                }
                events += r.isEmpty() ? 1 : r.size();
            }
        }
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(200);
        }
        Runtime jvm = Runtime.getRuntime();
        ObjectNode o = new ObjectMapper().createObjectNode();
        o.put("ready_ms_since_jvm_start", readyMs);
        o.put("events_served", events);
        o.put("rss_mb", Stats.round(status("VmRSS:") / 1024.0));
        o.put("peak_rss_mb", Stats.round(status("VmHWM:") / 1024.0));
        o.put("heap_used_mb", Stats.round((jvm.totalMemory() - jvm.freeMemory()) / 1048576.0));
        o.put("heap_committed_mb", Stats.round(jvm.totalMemory() / 1048576.0));
        o.put("heap_max_mb", Stats.round(jvm.maxMemory() / 1048576.0));
        o.put(
                "jvm_args",
                String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()));
        System.out.println(o);
        rt.close();
    }

    /** A size in kB from /proc/self/status (Linux), or -1. */
    static long status(String field) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith(field)) return Long.parseLong(line.replaceAll("[^0-9]", ""));
            }
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
        return -1;
    }
}
