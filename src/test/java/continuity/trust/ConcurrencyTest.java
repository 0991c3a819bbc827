package continuity.trust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Button;
import continuity.chat.Inbound;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.memory.Continuity;
import continuity.memory.Kind;
import continuity.memory.Limits;
import continuity.memory.Memory;
import continuity.memory.Status;
import continuity.store.SqliteStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
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
 * exactly the note that was current just before it, in commit order), and the file is checked at
 * the end.
 */
class ConcurrencyTest {
    private static final String[] CHARACTERS = {"Mira", "Sera"};
    private static final String[] VALUES = {"green", "blue", "grey", "amber", "violet"};

    private record Pressable(Button button, String guild, String user, boolean gm) {}

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
        Bot.Clock clock = new Bot.Clock();
        List<String> violations = new CopyOnWriteArrayList<>();
        Map<String, AtomicInteger> kinds = new ConcurrentHashMap<>();
        Map<String, List<Pressable>> buttons = new ConcurrentHashMap<>();
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
                                        List<Pressable> seen =
                                                buttons.getOrDefault(guild, List.of());
                                        if (seen.isEmpty()) continue;
                                        Pressable p = seen.get(rnd.nextInt(seen.size()));
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
                                        Memory target = someActive(store, core, guild, c, rnd);
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
                                    for (Reply reply : replies) {
                                        for (Button b : reply.buttons()) {
                                            List<Pressable> list =
                                                    buttons.computeIfAbsent(
                                                            guild,
                                                            x ->
                                                                    Collections.synchronizedList(
                                                                            new ArrayList<>()));
                                            synchronized (list) {
                                                list.add(
                                                        new Pressable(
                                                                b,
                                                                guild,
                                                                in.ctx().user(),
                                                                in.ctx().gm()));
                                                if (list.size() > 40) list.remove(0);
                                            }
                                        }
                                    }
                                }
                            },
                            "hammer-" + w);
            workers.add(t);
            t.start();
        }
        long t0 = System.nanoTime();
        start.countDown();
        for (Thread t : workers) t.join();
        double seconds = (System.nanoTime() - t0) / 1e9;

        // the file agrees with the last state every guild committed, and obeys the rules
        for (int g = 1; g <= guilds && store.watching(); g++) {
            Map<String, Memory> seen = store.lastSeen("g" + g);
            Map<String, Memory> stored = new HashMap<>();
            for (Memory m : core.dump("g" + g)) stored.put(m.id(), m);
            if (!seen.equals(stored))
                violations.add("g" + g + ": the file differs from the last committed state");
        }
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
                        + " violations="
                        + violations.size()
                        + String.format(
                                " throughput=%.0f ops/s (%.1f s)", ops.get() / seconds, seconds)
                        + " replies="
                        + kinds;
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

    private static Memory someActive(
            RecordingStore store, Continuity core, String guild, String c, Random rnd) {
        List<Memory> active = new ArrayList<>();
        for (Memory m : core.dump(guild)) {
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
        violations.addAll(ticket.violations);
        if (store.watching()) violations.addAll(check(ticket, replies, in));
        else if (replies.stream().anyMatch(r -> r.text().startsWith("Something went wrong")))
            violations.add("internal error: " + replies);
        return replies;
    }

    /**
     * What one event's transactions changed must be what its replies said, and obey the rules at
     * every commit.
     */
    static List<String> check(RecordingStore.Ticket t, List<Reply> replies, Inbound in) {
        List<String> out = new ArrayList<>();
        String what = in.getClass().getSimpleName() + " by " + in.ctx().user() + " -> " + replies;
        for (Reply r : replies) {
            if (r.kind() == ReplyKind.ERROR && r.text().startsWith("Something went wrong"))
                out.add("internal error: " + what);
        }
        List<RecordingStore.Change> changed =
                t.changes.stream().filter(RecordingStore.Change::changedAnything).toList();
        if (changed.size() > 1)
            out.add("one event changed notes in " + changed.size() + " transactions: " + what);
        for (RecordingStore.Change c : t.changes) out.addAll(rules(c.after(), what));
        Map<String, Memory> before = changed.isEmpty() ? Map.of() : changed.get(0).before();
        Map<String, Memory> after = changed.isEmpty() ? Map.of() : changed.get(0).after();
        Set<String> wasActive = ids(before, Status.ACTIVE), isActive = ids(after, Status.ACTIVE);
        Set<String> added = new HashSet<>(isActive);
        added.removeAll(wasActive);
        Set<String> retired = new HashSet<>(wasActive);
        retired.removeAll(isActive);
        ReplyKind kind = replies.isEmpty() ? null : replies.get(0).kind();
        String text = replies.isEmpty() ? "" : replies.get(0).text();
        if (kind == null) {
            if (!changed.isEmpty()) out.add("a silent event changed notes: " + what);
            return out;
        }
        switch (kind) {
            case REPLACED -> {
                if (added.size() != 1 || retired.size() != 1) {
                    out.add(
                            "'replaced' must make one note current and retire one: +"
                                    + added
                                    + " -"
                                    + retired
                                    + " "
                                    + what);
                    break;
                }
                Memory now = after.get(added.iterator().next());
                Memory old = after.get(retired.iterator().next());
                if (!Objects.equals(now.replaces(), old.id())
                        || !Objects.equals(old.retiredBy(), now.id())
                        || old.status() != Status.SUPERSEDED) {
                    out.add("'replaced' did not link the old and new notes: " + old + " / " + now);
                }
                if (!text.contains(before.get(old.id()).text()) || !text.contains(now.text())) {
                    out.add(
                            "'replaced' names a note other than the one current just before it: "
                                    + what);
                }
            }
            case SAVED -> {
                if (added.size() != 1 || !retired.isEmpty())
                    out.add("'saved' must add one current note and retire none: " + what);
            }
            case EDITED -> {
                if (retired.size() > 1 || added.size() > 1)
                    out.add("'edited' touched more than one note: " + what);
                for (String id : retired) {
                    Memory old = after.get(id);
                    if (old.status() != Status.SUPERSEDED || !isActive.contains(old.retiredBy())) {
                        out.add("an edit retired a note without its successor: " + old);
                    }
                }
            }
            case FORGOTTEN -> {
                if (!added.isEmpty() || retired.size() > 1)
                    out.add("'forgotten' changed more than one note: " + what);
                for (String id : retired) {
                    Memory m = after.get(id);
                    if (m.status() != Status.FORGOTTEN || !m.text().isEmpty())
                        out.add("a forgotten note kept its content: " + m);
                }
            }
            case OK -> {
                if (added.size() > 1 || retired.size() > 1)
                    out.add("'ok' changed more than one current note: " + what);
                if (added.size() == 1) { // an Undo that restored the earlier note
                    Memory restored = after.get(added.iterator().next());
                    Memory undone = retired.isEmpty() ? null : after.get(retired.iterator().next());
                    if (undone == null
                            || !Objects.equals(undone.retiredBy(), restored.id())
                            || !Objects.equals(undone.replaces(), restored.id())) {
                        out.add("an Undo restored a note other than the one it replaced: " + what);
                    }
                }
            }
            default -> {
                if (!added.isEmpty() || !retired.isEmpty()) {
                    out.add(
                            "'"
                                    + kind.wire()
                                    + "' changed the current notes: +"
                                    + added
                                    + " -"
                                    + retired
                                    + " "
                                    + what);
                }
            }
        }
        return out;
    }

    /** The rules every committed state obeys. */
    static List<String> rules(Map<String, Memory> notes, String what) {
        List<String> out = new ArrayList<>();
        Map<String, String> slots = new HashMap<>();
        for (Memory m : notes.values()) {
            if (m.status() == Status.ACTIVE
                    && m.kind() == Kind.FACT
                    && !Memory.FREE_NOTE.equals(m.attribute())) {
                String slot =
                        m.characterKey()
                                + "/"
                                + m.attribute()
                                + "/"
                                + m.scope()
                                + "/"
                                + m.scopeId();
                String other = slots.put(slot, m.id());
                if (other != null) out.add("two active values for " + slot + " after " + what);
            }
            if (m.status() == Status.SUPERSEDED
                    && !"rejected".equals(m.retiredReason())
                    && (m.retiredBy() == null || !notes.containsKey(m.retiredBy()))) {
                out.add("superseded without its successor: " + m.id() + " after " + what);
            }
        }
        return out;
    }

    private static Set<String> ids(Map<String, Memory> notes, Status s) {
        Set<String> out = new HashSet<>();
        for (Memory m : notes.values())
            if (m.status() == s && m.kind() == Kind.FACT) out.add(m.id());
        return out;
    }
}
