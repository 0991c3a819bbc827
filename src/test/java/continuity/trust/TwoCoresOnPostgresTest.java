package continuity.trust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Inbound;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.memory.Continuity;
import continuity.memory.Kind;
import continuity.memory.Limits;
import continuity.memory.Note;
import continuity.memory.Retire;
import continuity.memory.Status;
import continuity.memory.Store;
import continuity.store.PostgresStore;
import continuity.store.PostgresTarget;
import continuity.testing.CapturedLog;
import continuity.testing.Postgres;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Two cores, as two bot processes would be: two {@link Continuity} instances, each on its own
 * {@link PostgresStore} (its own pool and listening connection), one PostgreSQL database. Threads
 * of both correct, edit, undo (buttons made by one core pressed on the other), forget and recall
 * the same details of the same characters at once. Every event's replies are checked against what
 * its transactions changed, and every state they committed against the rules of notes, as in {@link
 * ConcurrencyTest} ({@link Invariants#ofEvent}). Afterwards the database obeys every rule of {@link
 * Invariants} (one current fact per slot, no superseded note without its successor, links that
 * exist, forgotten notes empty, live-note counts exact), every note's history is one chain, and no
 * event failed on the store. Then each core sees the other's changes to what it keeps in memory
 * (character names) without a restart; {@link TwoCoresKeepTheirCachesTrueTest} does so for
 * everything else a core keeps.
 *
 * <p>Any event the core answers with "Something went wrong" is a violation, with the reason its
 * transaction failed (SQL state and constraint). Before main's fix of Undo and Accept on a taken
 * slot, stale buttons failed this way on both stores (a unique conflict on
 * memories_one_active_fact).
 */
class TwoCoresOnPostgresTest {
    private static final String[] CHARACTERS = {"Mira", "Sera"};
    private static final String[] VALUES = {"green", "blue", "grey", "amber", "violet"};

    @Test
    void twoCoresOnOneDatabaseKeepOneConsistentHistory() throws Exception {
        String url = Postgres.url();
        try (CapturedLog quiet =
                CapturedLog.of(Continuity.class.getName(), PostgresStore.class.getName())) {
            run(url);
        }
    }

    private void run(String url) throws Exception {
        int threads = 4;
        int opsPerThread = Integer.getInteger("concurrency.pg.ops", 60);
        int guilds = 2;
        try (PostgresStore storeA = PostgresStore.open(PostgresTarget.of(url));
                PostgresStore storeB = PostgresStore.open(PostgresTarget.of(url))) {
            RecordingStore recordedA = RecordingStore.perTransaction(watched(storeA));
            RecordingStore recordedB = RecordingStore.perTransaction(watched(storeB));
            Continuity a = new Continuity(recordedA, Limits.DEFAULTS.withRates(0, 0));
            Continuity b = new Continuity(recordedB, Limits.DEFAULTS.withRates(0, 0));
            RECORDED.put(a, recordedA);
            RECORDED.put(b, recordedB);
            Continuity[] cores = {a, b};
            Bot.Clock clock = new Bot.Clock();
            List<String> violations = new CopyOnWriteArrayList<>();
            Map<String, AtomicInteger> kinds = new ConcurrentHashMap<>();
            OfferedButtons buttons = new OfferedButtons(30);
            AtomicInteger ops = new AtomicInteger();
            coreConflicts.set(0);
            eventsChecked.set(0);
            for (int g = 1; g <= guilds; g++) {
                for (String c : CHARACTERS) {
                    Actor owner = Actor.player("g" + g, "owner-" + c);
                    handle(
                            a,
                            clock.slash(
                                    owner,
                                    continuity.chat.SlashCommand.MEMORY_REMEMBER,
                                    "character",
                                    c,
                                    "text",
                                    c + " has blue eyes"),
                            violations,
                            kinds);
                    handle(
                            b,
                            clock.slash(
                                    owner,
                                    continuity.chat.SlashCommand.MEMORY_REMEMBER,
                                    "character",
                                    c,
                                    "text",
                                    c + " has black hair"),
                            violations,
                            kinds);
                }
            }
            CountDownLatch start = new CountDownLatch(1);
            List<Thread> workers = new ArrayList<>();
            for (int w = 0; w < threads; w++) {
                Continuity core = cores[w % 2];
                long seed = 4200L + w;
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
                                        String attr = rnd.nextBoolean() ? "eyes" : "hair";
                                        String value =
                                                VALUES[rnd.nextInt(VALUES.length)]
                                                        + "-"
                                                        + rnd.nextInt(1000);
                                        String sentence =
                                                "(( "
                                                        + c
                                                        + "'s "
                                                        + attr
                                                        + " "
                                                        + (attr.equals("eyes") ? "are " : "is ")
                                                        + value
                                                        + ", not "
                                                        + VALUES[rnd.nextInt(VALUES.length)]
                                                        + " ))";
                                        int r = rnd.nextInt(100);
                                        Inbound in;
                                        if (r < 40) {
                                            in =
                                                    clock.message(
                                                            rnd.nextInt(4) == 0 ? gm : owner,
                                                            sentence);
                                        } else if (r < 65) {
                                            var offered = buttons.any(guild, rnd);
                                            if (offered.isEmpty()) continue;
                                            OfferedButtons.Pressable p = offered.get();
                                            in =
                                                    clock.click(
                                                            new Actor(
                                                                    guild, p.user(), p.user(),
                                                                    p.gm(), "c1"),
                                                            p.button());
                                        } else if (r < 90) {
                                            Note target = someActive(core, guild, c, rnd);
                                            if (target == null) continue;
                                            in =
                                                    r < 78
                                                            ? clock.slash(
                                                                    owner,
                                                                    continuity.chat.SlashCommand
                                                                            .MEMORY_EDIT,
                                                                    "memory",
                                                                    target.id(),
                                                                    "text",
                                                                    c + " has " + value + " "
                                                                            + attr)
                                                            : clock.slash(
                                                                    owner,
                                                                    continuity.chat.SlashCommand
                                                                            .MEMORY_FORGET,
                                                                    "memory",
                                                                    target.id());
                                        } else {
                                            in =
                                                    clock.slash(
                                                            owner,
                                                            continuity.chat.SlashCommand
                                                                    .MEMORY_RECALL,
                                                            "character",
                                                            c,
                                                            "about",
                                                            attr);
                                        }
                                        List<Reply> replies = handle(core, in, violations, kinds);
                                        ops.incrementAndGet();
                                        buttons.offered(
                                                guild, replies, in.ctx().user(), in.ctx().gm());
                                    }
                                },
                                "two-cores-" + w);
                workers.add(t);
                t.start();
            }
            long t0 = System.nanoTime();
            start.countDown();
            for (Thread t : workers) t.join();
            double seconds = (System.nanoTime() - t0) / 1e9;

            List<String> checks = Invariants.violations(url);
            violations.addAll(checks);
            int unchained = 0;
            for (int g = 1; g <= guilds; g++) {
                List<Note> notes = a.dump("g" + g);
                violations.addAll(Invariants.ofNotes(notes, "the run, in g" + g));
                // a waiting change whose picked note changed since may be found noted already
                // (retired by the note that says it): the one unchained kind this workload makes
                for (Note m : notes)
                    if (Invariants.unchained(m)
                            && !Retire.Reason.SAME_AS_CURRENT.equals(m.whyRetired())) unchained++;
            }
            String summary =
                    String.format(
                            "two cores on PostgreSQL: threads=%d operations=%d events checked against"
                                    + " their replies=%d invariant checks=%d per committed state + %d on"
                                    + " the database violations=%d of which unique conflicts in a slot=%d"
                                    + " (%.1f s, %.0f ops/s) replies=%s",
                            threads,
                            ops.get(),
                            eventsChecked.get(),
                            Invariants.NOTE_RULES,
                            Invariants.DATABASE_RULES,
                            violations.size(),
                            coreConflicts.get(),
                            seconds,
                            ops.get() / seconds,
                            kinds);
            System.out.println(summary);
            Figures.record("postgres-two-cores", summary);
            assertEquals(
                    List.of(), violations.subList(0, Math.min(20, violations.size())), summary);
            assertTrue(
                    kinds.containsKey("replaced")
                            && kinds.containsKey("ok")
                            && kinds.containsKey("forgotten")
                            && kinds.containsKey("edited"),
                    "the workload must exercise corrections, undo, edit and forget: " + kinds);
            assertEquals(
                    0,
                    unchained,
                    "the workload neither rejects proposals nor moves notes, so every superseded"
                            + " note but a waiting change found noted already and its successor"
                            + " must name each other");
            assertEquals(a.dump("g1"), b.dump("g1"), "both cores read the same notes");

            // caches: a character added through one core is known to the other for plain chat
            Actor zed = Actor.player("g1", "owner-Zed");
            assertTrue(
                    handle(
                                    b,
                                    clock.message(zed, "Zed's eyes are green, not blue."),
                                    violations,
                                    kinds)
                            .isEmpty(),
                    "Zed is nobody yet: plain chat about him is in-character text (and g1's names are now cached by core B)");
            assertTrue(storeB.listening(10_000), "core B's store listens for changes");
            handle(
                    a,
                    clock.slash(
                            zed,
                            continuity.chat.SlashCommand.MEMORY_REMEMBER,
                            "character",
                            "Zed",
                            "text",
                            "Zed has blue eyes"),
                    violations,
                    kinds);
            List<Reply> seenByB = awaitReply(b, clock, zed, "Zed's eyes are green, not blue.");
            assertFalse(
                    seenByB.isEmpty(),
                    "core B learnt of Zed, whom core A stored, without a restart");
            assertEquals(
                    ReplyKind.REPLACED,
                    seenByB.get(0).kind(),
                    "and corrected his eyes: " + seenByB);
            assertEquals(List.of(), Invariants.violations(url), "the rules still hold");
        }
    }

    /**
     * Plain chat sent to {@code core} until it answers (the other core's notification travels
     * asynchronously), for up to 5 s.
     */
    private static List<Reply> awaitReply(Continuity core, Bot.Clock clock, Actor who, String text)
            throws InterruptedException {
        long until = System.currentTimeMillis() + 5_000;
        List<Reply> r;
        do {
            r = core.handle(clock.message(who, text));
            if (!r.isEmpty()) return r;
            Thread.sleep(50);
        } while (System.currentTimeMillis() < until);
        return r;
    }

    private static Note someActive(Continuity core, String guild, String c, Random rnd) {
        List<Note> active = new ArrayList<>();
        for (Note m : core.dump(guild)) {
            if (m.status() == Status.ACTIVE && m.kind() == Kind.FACT && m.character().equals(c))
                active.add(m);
        }
        return active.isEmpty() ? null : active.get(rnd.nextInt(active.size()));
    }

    /** Each core's store, recording what every event's transactions changed. */
    private static final Map<Continuity, RecordingStore> RECORDED = new ConcurrentHashMap<>();

    private static final AtomicInteger eventsChecked = new AtomicInteger();

    private static final AtomicInteger coreConflicts = new AtomicInteger();

    /**
     * The last failure of a transaction on this thread (the core answers it with "Something went
     * wrong").
     */
    private static final ThreadLocal<Throwable> lastFailure = new ThreadLocal<>();

    /** The store as the core sees it, remembering why a transaction failed. */
    private static Store watched(Store inner) {
        return new Store() {
            @Override
            public <T> T inTransaction(
                    java.util.function.Function<continuity.memory.Repository, T> work) {
                try {
                    return inner.inTransaction(work);
                } catch (RuntimeException | Error e) {
                    lastFailure.set(e);
                    throw e;
                }
            }

            @Override
            public void onChangesElsewhere(java.util.function.Consumer<String> changed) {
                inner.onChangesElsewhere(changed);
            }

            @Override
            public void close() {
                inner.close();
            }
        };
    }

    private static String constraintOf(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof org.postgresql.util.PSQLException p
                    && p.getServerErrorMessage() != null)
                return p.getServerErrorMessage().getConstraint();
        }
        return null;
    }

    private static List<Reply> handle(
            Continuity core,
            Inbound in,
            List<String> violations,
            Map<String, AtomicInteger> kinds) {
        lastFailure.remove();
        RecordingStore store = RECORDED.get(core);
        RecordingStore.Ticket ticket = new RecordingStore.Ticket(in.ctx().guildKey());
        store.begin(ticket);
        List<Reply> replies;
        try {
            replies = core.handle(in);
        } finally {
            store.end();
        }
        Throwable why = lastFailure.get();
        if (Invariants.internalError(replies)
                && "memories_one_active_fact".equals(constraintOf(why)))
            coreConflicts.incrementAndGet();
        eventsChecked.incrementAndGet();
        for (String v : Invariants.ofEvent(ticket, replies, in))
            violations.add(
                    v.startsWith("internal error")
                            ? v + " (its transaction failed: " + why + ")"
                            : v);
        for (Reply r : replies)
            kinds.computeIfAbsent(r.kind().wire(), k -> new AtomicInteger()).incrementAndGet();
        return replies;
    }
}
