package continuity.trust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Inbound;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.memory.Continuity;
import continuity.memory.Kind;
import continuity.memory.Limits;
import continuity.memory.Names;
import continuity.memory.Note;
import continuity.memory.Status;
import continuity.store.SqliteStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Many threads over many guilds hammer the core at once, as Discord's event threads would: owners
 * and a GM correcting the same detail at the same moment, players proposing, owners accepting and
 * rejecting, edits and forgets racing corrections, Undo racing new corrections. Every transaction
 * is checked as it commits (never two active values, never a superseded note without its
 * successor), every reply is checked against what its own transaction changed (a "replaced" names
 * exactly the note that was current just before it, in commit order), every error and refusal is
 * given a reason that the notes as the event found them and its sender bear out ({@link
 * ErrorReplies}: a stale button, a note changed between its pick and the command, a member without
 * the right; counted by reason in the summary), and the file is checked at the end.
 */
class ConcurrencyTest {
    private static final String[] CHARACTERS = {"Mira", "Sera"};
    private static final String[] VALUES = {"green", "blue", "grey", "amber", "violet"};

    @Test
    void concurrentCorrectionsEditsForgetsAndUndosKeepOneConsistentHistory(@TempDir Path dir)
            throws Exception {
        int threads = Integer.getInteger("concurrency.threads", 8);
        int opsPerThread = Integer.getInteger("concurrency.ops", 150);
        int guilds = 6;
        Path db = dir.resolve("concurrency.sqlite");
        // -Dconcurrency.watch=false: no check per commit (only the file at the end), to measure the
        // core alone
        RecordingStore store =
                new RecordingStore(
                        SqliteStore.open(db),
                        !"false".equals(System.getProperty("concurrency.watch")));
        Continuity core = new Continuity(store, Limits.DEFAULTS.withRates(0, 0));
        eventsChecked.set(0);
        reasons.clear();
        Bot.Clock clock = new Bot.Clock();
        List<String> violations = new CopyOnWriteArrayList<>();
        Map<String, AtomicInteger> kinds = new ConcurrentHashMap<>();
        OfferedButtons buttons = new OfferedButtons(40);
        AtomicInteger ops = new AtomicInteger();

        // each guild: Mira and Sera, owned by their players, with eyes and hair noted
        for (int g = 1; g <= guilds; g++) {
            for (String c : CHARACTERS) {
                Actor owner = Actor.player("g" + g, "owner-" + c);
                handle(
                        store,
                        core,
                        clock.slash(
                                owner,
                                SlashCommand.MEMORY_REMEMBER,
                                "character",
                                c,
                                "text",
                                c + " has blue eyes"),
                        "g" + g,
                        violations,
                        kinds);
                handle(
                        store,
                        core,
                        clock.slash(
                                owner,
                                SlashCommand.MEMORY_REMEMBER,
                                "character",
                                c,
                                "text",
                                c + " has black hair"),
                        "g" + g,
                        violations,
                        kinds);
            }
        }

        CountDownLatch start = new CountDownLatch(1);
        List<Thread> workers = new ArrayList<>();
        for (int w = 0; w < threads; w++) {
            long seed = 1000L + w;
            Thread t =
                    new Thread(
                            () -> {
                                Random rnd = new Random(seed);
                                try {
                                    start.await();
                                } catch (InterruptedException e) {
                                    return;
                                }
                                for (int i = 0; i < opsPerThread; i++) {
                                    String guild = "g" + (1 + rnd.nextInt(guilds));
                                    String c = CHARACTERS[rnd.nextInt(CHARACTERS.length)];
                                    Actor owner = Actor.player(guild, "owner-" + c);
                                    Actor gm = Actor.player(guild, "gm").asGm();
                                    Actor player = Actor.player(guild, "player" + rnd.nextInt(3));
                                    String attr = rnd.nextBoolean() ? "eyes" : "hair";
                                    String value =
                                            VALUES[rnd.nextInt(VALUES.length)]
                                                    + (rnd.nextInt(3) == 0
                                                            ? ""
                                                            : "-" + rnd.nextInt(1000));
                                    String sentence =
                                            c
                                                    + "'s "
                                                    + attr
                                                    + " "
                                                    + (attr.equals("eyes") ? "are " : "is ")
                                                    + value
                                                    + ", not "
                                                    + VALUES[rnd.nextInt(VALUES.length)]
                                                    + ".";
                                    int r = rnd.nextInt(100);
                                    Inbound in;
                                    Actor who;
                                    if (r < 30) {
                                        who = rnd.nextInt(4) == 0 ? gm : owner;
                                        in = clock.message(who, sentence);
                                    } else if (r < 40) {
                                        who = player;
                                        in = clock.message(who, sentence);
                                    } else if (r < 62) {
                                        var offered = buttons.any(guild, rnd);
                                        if (offered.isEmpty()) continue;
                                        OfferedButtons.Pressable p = offered.get();
                                        // mostly the member it was meant for; sometimes the GM;
                                        // sometimes a stranger (refused)
                                        int k = rnd.nextInt(10);
                                        who =
                                                k < 7
                                                        ? new Actor(
                                                                guild, p.user(), p.user(), p.gm(),
                                                                "c1")
                                                        : k < 9 ? gm : player;
                                        in = clock.click(who, p.button());
                                    } else if (r < 80) {
                                        Note target = someActive(store, core, guild, c, rnd);
                                        if (target == null) continue;
                                        who = rnd.nextInt(5) == 0 ? player : owner;
                                        in =
                                                r < 72
                                                        ? clock.slash(
                                                                who,
                                                                SlashCommand.MEMORY_EDIT,
                                                                "memory",
                                                                target.id(),
                                                                "text",
                                                                c + " has " + value + " " + attr)
                                                        : clock.slash(
                                                                who,
                                                                SlashCommand.MEMORY_FORGET,
                                                                "memory",
                                                                target.id());
                                    } else if (r < 86) {
                                        who = owner;
                                        in =
                                                clock.slash(
                                                        who,
                                                        SlashCommand.MEMORY_REMEMBER,
                                                        "character",
                                                        c,
                                                        "text",
                                                        c + " keeps a journal " + value);
                                    } else if (r < 93) {
                                        who = player;
                                        in =
                                                clock.slash(
                                                        who,
                                                        SlashCommand.MEMORY_RECALL,
                                                        "character",
                                                        c,
                                                        "about",
                                                        attr);
                                    } else {
                                        who = player;
                                        in =
                                                clock.slash(
                                                        who,
                                                        SlashCommand.MEMORY_SHOW,
                                                        "character",
                                                        c,
                                                        "history",
                                                        true);
                                    }
                                    List<Reply> replies =
                                            handle(store, core, in, guild, violations, kinds);
                                    ops.incrementAndGet();
                                    buttons.offered(guild, replies, in.ctx().user(), in.ctx().gm());
                                }
                            },
                            "hammer-" + w);
            workers.add(t);
            t.start();
        }
        long t0 = System.nanoTime();
        long cpu0 = processCpuNanos();
        start.countDown();
        for (Thread t : workers) t.join();
        double seconds = (System.nanoTime() - t0) / 1e9;
        // the CPU the test process used (the bot and the checks), which the machine's other work
        // does not inflate as it does the wall clock
        double cpuSeconds = (processCpuNanos() - cpu0) / 1e9;

        // the file agrees with the last state every guild committed
        for (int g = 1; g <= guilds && store.watching(); g++) {
            Map<String, Note> seen = store.lastSeen("g" + g);
            Map<String, Note> stored = new HashMap<>();
            for (Note m : core.dump("g" + g)) stored.put(m.id(), m);
            if (!seen.equals(stored))
                violations.add("g" + g + ": the file differs from the last committed state");
        }
        // what nobody answered closes once its buttons expire (memory.answers.Expiry): the sweep an
        // hour
        // after the last buttons' time leaves no change waiting, and the file obeys the rules after
        // it
        int waiting = waitingChanges(core, guilds);
        Continuity.Expired expired =
                core.expire(clock.now().plus(Continuity.BUTTONS_KEPT.plusHours(1)));
        int stillWaiting = waitingChanges(core, guilds);
        if (stillWaiting > 0)
            violations.add(stillWaiting + " changes still wait after every button expired");

        violations.addAll(Invariants.violations(db));
        store.close();

        String summary =
                "concurrency: threads="
                        + threads
                        + " guilds="
                        + guilds
                        + " operations="
                        + ops.get()
                        + " transactions checked="
                        + store.transactions()
                        + " events checked against their replies="
                        + eventsChecked.get()
                        + " invariant checks="
                        + (store.watching() ? Invariants.NOTE_RULES : 0)
                        + " per committed state + "
                        + Invariants.FILE_RULES
                        + " on the file"
                        + " violations="
                        + violations.size()
                        + String.format(
                                " throughput=%.0f ops/s (%.1f s, CPU %.1f s)",
                                ops.get() / seconds, seconds, cpuSeconds)
                        + " waiting changes at the end="
                        + waiting
                        + " closed by the expiry sweep="
                        + expired
                        + " replies="
                        + kinds
                        + " errors and refusals by reason="
                        + new java.util.TreeMap<>(reasons);
        System.out.println(summary);
        Figures.record("concurrency", summary);
        assertEquals(List.of(), violations.subList(0, Math.min(20, violations.size())), summary);
        assertTrue(
                kinds.containsKey("replaced")
                        && kinds.containsKey("ok")
                        && kinds.containsKey("forgotten")
                        && kinds.containsKey("edited")
                        && kinds.containsKey("refused"),
                "the workload must exercise corrections, undo, edit, forget and refusals: "
                        + kinds);
    }

    private static final AtomicInteger eventsChecked = new AtomicInteger();

    /** The reasons of the error and refused replies, counted. */
    private static final Map<String, AtomicInteger> reasons = new ConcurrentHashMap<>();

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean)
                        java.lang.management.ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    /**
     * One of the character's current facts, at random: read through the store's index of them, as
     * the bot reads them (not the whole server's history, which would make the harness, not the
     * bot, slower as the run grows).
     */
    private static Note someActive(
            RecordingStore store, Continuity core, String guild, String c, Random rnd) {
        List<Note> active = new ArrayList<>();
        for (Note m :
                store.inTransaction(
                        repo -> repo.facts(guild, Names.key(c), EnumSet.of(Status.ACTIVE)))) {
            if (m.status() == Status.ACTIVE && m.kind() == Kind.FACT && m.character().equals(c))
                active.add(m);
        }
        return active.isEmpty() ? null : active.get(rnd.nextInt(active.size()));
    }

    private static List<Reply> handle(
            RecordingStore store,
            Continuity core,
            Inbound in,
            String guild,
            List<String> violations,
            Map<String, AtomicInteger> kinds) {
        ErrorReplies.Pressed pressed = ErrorReplies.pressed(store, in);
        RecordingStore.Ticket ticket = new RecordingStore.Ticket(guild);
        store.begin(ticket);
        List<Reply> replies;
        try {
            replies = core.handle(in);
        } finally {
            store.end();
        }
        for (Reply r : replies) {
            kinds.computeIfAbsent(r.kind().wire(), k -> new AtomicInteger()).incrementAndGet();
            if (Boolean.getBoolean("concurrency.verbose")
                    && (r.kind() == ReplyKind.ERROR || r.kind() == ReplyKind.REFUSED)) {
                System.out.println(
                        "ERRTEXT "
                                + r.kind()
                                + " "
                                + r.text()
                                        .replaceAll("[“”«»].*?[“”«»]", "Q")
                                        .replaceAll("`\\w+`", "ID"));
            }
        }
        if (store.watching()) {
            eventsChecked.incrementAndGet();
            violations.addAll(Invariants.ofEvent(ticket, replies, in));
            // every error and refusal is borne out by the notes as the event found them
            for (Reply r : replies) {
                if (!ErrorReplies.isErrorOrRefusal(r)) continue;
                ErrorReplies.Why why =
                        ErrorReplies.of(
                                in,
                                pressed,
                                r,
                                ticket.changes.isEmpty()
                                        ? Map.of()
                                        : ticket.changes.get(0).before());
                reasons.computeIfAbsent(why.reason(), k -> new AtomicInteger()).incrementAndGet();
                if (!why.explained())
                    violations.add(
                            "an error reply the notes do not explain ("
                                    + why.reason()
                                    + "): "
                                    + r.text()
                                    + " to "
                                    + in);
            }
        } else {
            violations.addAll(ticket.violations);
            if (Invariants.internalError(replies)) violations.add("internal error: " + replies);
        }
        return replies;
    }

    /** The changes waiting for an answer (pending notes) in the workload's servers. */
    private static int waitingChanges(Continuity core, int guilds) {
        int n = 0;
        for (int g = 1; g <= guilds; g++)
            for (Note m : core.dump("g" + g)) if (m.status() == Status.PENDING) n++;
        return n;
    }
}
