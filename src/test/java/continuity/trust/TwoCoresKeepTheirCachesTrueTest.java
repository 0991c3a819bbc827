package continuity.trust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import continuity.chat.Inbound;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.memory.Continuity;
import continuity.memory.Limits;
import continuity.memory.ModelHook;
import continuity.memory.Note;
import continuity.memory.Repository;
import continuity.memory.Scene;
import continuity.memory.Scope;
import continuity.memory.Status;
import continuity.memory.Store;
import continuity.store.ListenerFaults;
import continuity.store.PostgresStore;
import continuity.store.PostgresTarget;
import continuity.testing.CapturedLog;
import continuity.testing.Postgres;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Two cores on one PostgreSQL database, as two bot processes: what core B keeps in memory about a
 * server (its out-of-character markers, the story and scene of a place, the places where a question
 * waits, whether the model is on, its characters' names) stays true when core A changes it. Each
 * test lets B read and keep the old state first, has A change it, waits (at most 5 s) until B was
 * told, and then B's very next event must act on the new state.
 *
 * <p>"B was told" is exact, not a guess at timing: after its change, A writes once more about a
 * server of its own (the beacon); PostgreSQL delivers notifications in commit order on B's one
 * listening connection, so once B has handled the beacon's, it has handled the change's.
 */
class TwoCoresKeepTheirCachesTrueTest {
    private static final long WAIT_MS = 5_000;
    private static final String G = "g1";
    private static final String BEACON = "beacon";

    private final Actor owner = Actor.player(G, "u1");
    private final Actor gm = Actor.player(G, "gm").asGm();
    private final Bot.Clock clock = new Bot.Clock();

    private CapturedLog quiet;
    private PostgresStore storeA, storeB;
    private Told toldA, toldB;
    private CountingModel modelA, modelB;
    private Continuity a, b;
    private int beaconsByA, beaconsByB;

    @BeforeEach
    void twoCores() throws InterruptedException {
        String url = Postgres.url();
        quiet = CapturedLog.of(Continuity.class.getName(), PostgresStore.class.getName());
        storeA = PostgresStore.open(PostgresTarget.of(url));
        storeB = PostgresStore.open(PostgresTarget.of(url));
        toldA = new Told(storeA);
        toldB = new Told(storeB);
        modelA = new CountingModel();
        modelB = new CountingModel();
        a = new Continuity(toldA, Limits.DEFAULTS.withRates(0, 0)).withModel(modelA);
        b = new Continuity(toldB, Limits.DEFAULTS.withRates(0, 0)).withModel(modelB);
        assertTrue(storeA.listening(10_000), "core A's store listens for changes");
        assertTrue(storeB.listening(10_000), "core B's store listens for changes");
        expect(
                a,
                clock.slash(
                        owner,
                        SlashCommand.MEMORY_REMEMBER,
                        "character",
                        "Mira",
                        "text",
                        "Mira has blue eyes"),
                ReplyKind.SAVED,
                "setting up");
        expect(
                a,
                clock.slash(
                        owner,
                        SlashCommand.MEMORY_REMEMBER,
                        "character",
                        "Mira",
                        "text",
                        "Mira has black hair"),
                ReplyKind.SAVED,
                "setting up");
    }

    @AfterEach
    void close() {
        if (storeA != null) storeA.close();
        if (storeB != null) storeB.close();
        if (quiet != null) quiet.close();
    }

    @Test
    void markersSetByAGameMasterOnOneCoreAreReadByTheOther() throws InterruptedException {
        assertEquals(
                List.of(),
                on(b, clock.message(owner, "<< Mira has green eyes >>")),
                "before any marker is set, << >> is in-character text (and core B keeps g1's markers)");
        expect(
                a,
                clock.slash(gm, SlashCommand.SETTINGS_OOC, "markers", "<< >>"),
                ReplyKind.OK,
                "core A's GM sets << >>");
        told(a, toldB, "the markers core A's GM set");
        Reply r =
                expect(
                        b,
                        clock.message(owner, "<< Mira has green eyes >>"),
                        ReplyKind.REPLACED,
                        "core B still reads with the markers it kept before core A's GM set << >>");
        mentions(r, "core B's correction inside the GM's markers", "green", "blue");

        expect(
                a,
                clock.slash(gm, SlashCommand.SETTINGS_OOC, "markers", "none"),
                ReplyKind.OK,
                "core A's GM resets the markers");
        told(a, toldB, "the markers core A's GM reset");
        assertEquals(
                List.of(),
                on(b, clock.message(owner, "<< Mira has grey eyes >>")),
                "core B still reads << >> as out-of-character after core A's GM reset the markers");
        assertEquals("green", activeValue("eyes", Scope.PROFILE).value());
    }

    @Test
    void aStoryAndSceneNamedOnOneCoreAreWhereTheOtherWrites() throws InterruptedException {
        Reply before = expect(b, showStory(), ReplyKind.OK, "core B shows the place");
        mentions(before, "core B keeps g1/c1 with no story and no scene", "own story", "no scene");

        expect(
                a,
                clock.slash(gm, SlashCommand.STORY_SET, "name", "Pirate AU"),
                ReplyKind.OK,
                "core A's GM names the story");
        told(a, toldB, "the story core A's GM named");
        expect(
                b,
                clock.message(owner, "(( for this story Mira has green eyes ))"),
                ReplyKind.SAVED,
                "a story-scoped correction on core B after core A named the story");
        Note inStory = activeValue("eyes", Scope.STORY);
        assertEquals(
                "story:pirate au",
                inStory.scopeId(),
                "core B wrote the story detail in a story other than the one core A named: "
                        + inStory);

        expect(
                a,
                clock.slash(gm, SlashCommand.SCENE_START, "name", "Storm"),
                ReplyKind.OK,
                "core A's GM starts a scene");
        told(a, toldB, "the scene core A's GM started");
        expect(
                b,
                clock.message(owner, "(( in this scene Mira has grey eyes ))"),
                ReplyKind.SAVED,
                "core B still believes no scene runs in c1 after core A started one (it asks"
                        + " instead of writing in the scene)");
        Scene storm =
                storeA.inTransaction(repo -> repo.activeScene(G, "c1"))
                        .orElseThrow(() -> new AssertionError("core A's scene is not stored"));
        Note inScene = activeValue("eyes", Scope.SCENE);
        assertEquals(
                storm.id(),
                inScene.scopeId(),
                "core B's scene detail is not in the scene core A started: " + inScene);
        assertEquals("grey", inScene.value());

        expect(
                a,
                clock.slash(gm, SlashCommand.SCENE_END),
                ReplyKind.OK,
                "core A's GM ends the scene");
        told(a, toldB, "the scene core A's GM ended");
        Reply asked =
                expect(
                        b,
                        clock.message(owner, "(( in this scene Mira has red eyes ))"),
                        ReplyKind.ASKED_SCOPE,
                        "core B still writes in the scene core A ended");
        mentions(asked, "core B, once the scene ended", "no scene");

        expect(
                a,
                clock.slash(gm, SlashCommand.STORY_CLEAR),
                ReplyKind.OK,
                "core A's GM clears the story");
        told(a, toldB, "the story core A's GM cleared");
        mentions(
                expect(b, showStory(), ReplyKind.OK, "core B shows the place"),
                "core B still shows the story core A cleared",
                "own story");
    }

    @Test
    void aQuestionAskedOnOneCoreIsAnsweredOnTheOtherAndLetGoWhenClosed()
            throws InterruptedException {
        expect(
                b,
                clock.slash(gm, SlashCommand.SETTINGS_MODEL, "state", "on"),
                ReplyKind.OK,
                "core B's GM turns the model on (core B keeps that itself)");
        expect(
                a,
                clock.slash(gm, SlashCommand.STORY_SET, "name", "Pirate AU"),
                ReplyKind.OK,
                "core A's GM names the story");
        told(a, toldB, "the story");
        assertModelAsked(b, modelB, true, "core B, no question waiting anywhere yet");

        // A asks where a correction applies; B takes the typed answer
        expect(
                a,
                clock.message(owner, "Mira's eyes are green, not blue."),
                ReplyKind.ASKED_SCOPE,
                "core A asks where the correction applies (a named story, a profile value)");
        told(a, toldB, "the question core A asked in c1");
        Reply answered =
                expect(
                        b,
                        clock.message(owner, "only this story"),
                        ReplyKind.SAVED,
                        "core B did not take 'only this story' as the answer to the question core"
                                + " A asked in c1");
        mentions(answered, "core B's answer", "green");
        assertEquals("story:pirate au", activeValue("eyes", Scope.STORY).scopeId());
        assertEquals("blue", activeValue("eyes", Scope.PROFILE).value());

        // A asks again, A is answered: B no longer listens for an answer in c1
        told(b, toldA, "the question core B closed");
        expect(
                a,
                clock.message(owner, "Mira's hair is red, not black."),
                ReplyKind.ASKED_SCOPE,
                "core A asks again");
        told(a, toldB, "core A's second question");
        assertModelAsked(
                b, modelB, false, "core B knows a question waits in c1 (no model meanwhile)");
        expect(
                a,
                clock.message(owner, "every story"),
                ReplyKind.REPLACED,
                "core A takes the answer to its own question");
        told(a, toldB, "the question core A closed");
        // the first message after being told reads g1's names and markers again
        assertEquals(List.of(), on(b, clock.message(owner, "sounds good")));
        int before = toldB.transactionsOfEvents();
        assertEquals(List.of(), on(b, clock.message(owner, "sounds good")));
        assertEquals(
                before,
                toldB.transactionsOfEvents(),
                "core B still reads short chat in c1 as a possible answer after core A closed the"
                        + " question there");
        assertModelAsked(
                b,
                modelB,
                true,
                "core B still believes a question waits in c1 after core A closed it (it keeps the"
                        + " model away)");
        assertEquals("red", activeValue("hair", Scope.PROFILE).value());
    }

    @Test
    void theModelTurnedOffOrOnByOneCoreIsOffOrOnForTheOther() throws InterruptedException {
        expect(
                a,
                clock.slash(gm, SlashCommand.SETTINGS_MODEL, "state", "on"),
                ReplyKind.OK,
                "core A's GM turns the model on");
        told(a, toldB, "the model turned on");
        assertModelAsked(b, modelB, true, "core B, the model on (and kept so by core B)");

        expect(
                a,
                clock.slash(gm, SlashCommand.SETTINGS_MODEL, "state", "off"),
                ReplyKind.OK,
                "core A's GM turns the model off");
        told(a, toldB, "the model turned off");
        assertModelAsked(
                b,
                modelB,
                false,
                "core B still sends messages to the model after core A's GM turned it off");

        expect(
                a,
                clock.slash(gm, SlashCommand.SETTINGS_MODEL, "state", "on"),
                ReplyKind.OK,
                "core A's GM turns the model on again");
        told(a, toldB, "the model turned on again");
        assertModelAsked(
                b,
                modelB,
                true,
                "core B still keeps the model off after core A's GM turned it on again");
    }

    @Test
    void afterItsListeningConnectionCameBackACoreForgetsEverythingItKept() throws Exception {
        expect(
                a,
                clock.slash(gm, SlashCommand.SETTINGS_MODEL, "state", "on"),
                ReplyKind.OK,
                "core A's GM turns the model on");
        told(a, toldB, "the model turned on");
        // markers and names are checked in c3, where no story, scene or question will be
        Actor zed = Actor.player(G, "owner-Zed").at("c3");
        Actor inC2 = owner.at("c2");
        Actor inC3 = owner.at("c3");
        // B reads and keeps every cache of g1
        assertEquals(List.of(), on(b, clock.message(inC3, "<< Mira has green eyes >>")));
        assertEquals(List.of(), on(b, clock.message(zed, "Zed's eyes are green, not blue.")));
        mentions(expect(b, showStory(), ReplyKind.OK, "core B shows c1"), "c1", "own story");
        assertModelAsked(b, modelB, true, "core B, the model on");
        assertEquals(List.of(), on(b, clock.message(inC2, "every story")));

        // B's connection is down: A's changes reach it, but it is not told
        toldB.deaf = true;
        expect(
                a,
                clock.slash(gm, SlashCommand.SETTINGS_OOC, "markers", "<< >>"),
                ReplyKind.OK,
                "markers");
        expect(
                a,
                clock.slash(
                        zed,
                        SlashCommand.MEMORY_REMEMBER,
                        "character",
                        "Zed",
                        "text",
                        "Zed has blue eyes"),
                ReplyKind.SAVED,
                "a new character");
        expect(
                a,
                clock.slash(gm, SlashCommand.STORY_SET, "name", "Pirate AU"),
                ReplyKind.OK,
                "a story");
        expect(
                a,
                clock.slash(gm, SlashCommand.SCENE_START, "name", "Storm"),
                ReplyKind.OK,
                "a scene");
        expect(
                a,
                clock.slash(gm, SlashCommand.SETTINGS_MODEL, "state", "off"),
                ReplyKind.OK,
                "the model off");
        expect(
                a,
                clock.message(inC2, "(( in this scene Mira has red hair ))"),
                ReplyKind.ASKED_SCOPE,
                "a question in c2 (no scene runs there)");
        told(a, toldB, "core A's changes, which core B did not pass on");
        // nothing told: B still acts on what it kept (so what follows can fail)
        assertEquals(
                List.of(), on(b, clock.message(inC3, "<< Mira has green eyes >>")), "markers kept");
        assertEquals(
                List.of(),
                on(b, clock.message(zed, "Zed's eyes are green, not blue.")),
                "names kept");
        mentions(
                expect(b, showStory(), ReplyKind.OK, "core B shows c1"),
                "the place kept",
                "own story");
        assertModelAsked(b, modelB, true, "the model setting kept");
        assertEquals(List.of(), on(b, clock.message(inC2, "every story")), "open questions kept");

        // the connection is lost for real and comes back: B is told that anything may have changed
        int nulls = toldB.heard(null);
        ListenerFaults.breakListener(storeB);
        toldB.await(null, nulls + 1, 15_000, "core B's listening connection coming back");
        toldB.deaf = false;

        expect(
                b,
                clock.message(inC3, "<< Mira has green eyes >>"),
                ReplyKind.REPLACED,
                "core B kept its markers after its listening connection came back");
        expect(
                b,
                clock.message(zed, "Zed's eyes are green, not blue."),
                ReplyKind.REPLACED,
                "core B kept its characters' names after its listening connection came back");
        mentions(
                expect(b, showStory(), ReplyKind.OK, "core B shows c1"),
                "core B kept c1's story and scene after its listening connection came back",
                "Pirate AU",
                "Storm");
        assertModelAsked(
                b,
                modelB,
                false,
                "core B kept the model on after its listening connection came back");
        expect(
                b,
                clock.message(inC2, "every story"),
                ReplyKind.REPLACED,
                "core B kept its open questions after its listening connection came back");
    }

    // what is checked, and how

    private continuity.chat.SlashIn showStory() {
        return clock.slash(owner, SlashCommand.STORY_SHOW);
    }

    /**
     * A message to the bot that the grammar cannot read is sent to {@code core}'s model or not, as
     * {@code asked} says.
     */
    private void assertModelAsked(
            Continuity core, CountingModel model, boolean asked, String what) {
        int before = model.asked.get();
        List<Reply> r = on(core, clock.mention(owner, "ugh Mira again lol"));
        assertEquals(
                asked ? before + 1 : before,
                model.asked.get(),
                what + " (model " + (asked ? "not asked" : "asked") + "; replies " + r + ")");
    }

    /** The one current fact of Mira's {@code attribute} in {@code scope}, read from the store. */
    private Note activeValue(String attribute, Scope scope) {
        List<Note> found =
                a.dump(G).stream()
                        .filter(
                                m ->
                                        m.status() == Status.ACTIVE
                                                && m.characterKey().equals("mira")
                                                && m.attributeWire().equals(attribute)
                                                && m.scope() == scope)
                        .toList();
        assertEquals(1, found.size(), "one current " + attribute + " in " + scope + ": " + found);
        return found.get(0);
    }

    /**
     * {@code from} writes once about the beacon server; returns once the other core was told of it,
     * and so of every change {@code from} committed before (at most 5 s).
     */
    private void told(Continuity from, Told to, String what) throws InterruptedException {
        int n = from == a ? ++beaconsByA : ++beaconsByB;
        expect(
                from,
                clock.slash(
                        Actor.player(BEACON, "gm").asGm(),
                        SlashCommand.SETTINGS_OOC,
                        "markers",
                        "none"),
                ReplyKind.OK,
                "the beacon");
        to.await(BEACON, n, WAIT_MS, "the other core being told of " + what);
    }

    private static Reply expect(Continuity core, Inbound in, ReplyKind kind, String what) {
        List<Reply> r = on(core, in);
        if (r.size() != 1 || r.get(0).kind() != kind)
            fail(what + ": expected one " + kind.wire() + " reply, got " + r);
        return r.get(0);
    }

    private static void mentions(Reply r, String what, String... words) {
        for (String w : words) {
            if (!r.text().toLowerCase(Locale.ROOT).contains(w.toLowerCase(Locale.ROOT)))
                fail(what + ": the reply does not mention '" + w + "': " + r.text());
        }
    }

    /** The core's replies; an internal error is never one. */
    private static List<Reply> on(Continuity core, Inbound in) {
        List<Reply> r = core.handle(in);
        for (Reply x : r) {
            if (x.kind() == ReplyKind.ERROR && x.text().startsWith("Something went wrong"))
                fail("internal error for " + in + ": " + r);
        }
        return r;
    }

    /** A model that never answers, counting how often it is asked. */
    private static final class CountingModel implements ModelHook {
        final AtomicInteger asked = new AtomicInteger();

        @Override
        public String modelName() {
            return "test-model";
        }

        @Override
        public Proposal propose(Request request) {
            asked.incrementAndGet();
            return Proposal.failed("no answer in this test", null, 0, 0);
        }
    }

    /**
     * The real store, as a core sees it, saying what the core was told of the other core's changes
     * (counted once the core has handled them) and how many transactions its events ran. While
     * {@code deaf}, changes about a server are not passed on (as if their notifications were lost
     * with the connection); the "anything may have changed" of a reconnection always is.
     */
    private static final class Told implements Store {
        private final Store inner;
        private final Map<String, AtomicInteger> heard = new ConcurrentHashMap<>();
        private final AtomicInteger eventTransactions = new AtomicInteger();
        volatile boolean deaf;

        Told(Store inner) {
            this.inner = inner;
        }

        @Override
        public <T> T inTransaction(Function<Repository, T> work) {
            if (!Thread.currentThread().getName().equals("postgres-listen"))
                eventTransactions.incrementAndGet();
            return inner.inTransaction(work);
        }

        @Override
        public void onChangesElsewhere(Consumer<String> changed) {
            inner.onChangesElsewhere(
                    guild -> {
                        if (guild == null || !deaf) changed.accept(guild);
                        heard.computeIfAbsent(String.valueOf(guild), g -> new AtomicInteger())
                                .incrementAndGet();
                        synchronized (this) {
                            notifyAll();
                        }
                    });
        }

        int heard(String guild) {
            AtomicInteger n = heard.get(String.valueOf(guild));
            return n == null ? 0 : n.get();
        }

        int transactionsOfEvents() {
            return eventTransactions.get();
        }

        synchronized void await(String guild, int n, long ms, String what)
                throws InterruptedException {
            long until = System.currentTimeMillis() + ms;
            while (heard(guild) < n) {
                long left = until - System.currentTimeMillis();
                if (left <= 0)
                    fail("waited " + ms + " ms for " + what + ": not told (heard " + heard + ")");
                wait(left);
            }
        }

        @Override
        public void close() {
            inner.close();
        }
    }
}
