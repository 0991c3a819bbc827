package continuity.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import continuity.memory.Action;
import continuity.memory.Character;
import continuity.memory.Contradiction;
import continuity.memory.Kind;
import continuity.memory.ModelHook;
import continuity.memory.Note;
import continuity.memory.OwnedShards;
import continuity.memory.Place;
import continuity.memory.Question;
import continuity.memory.Repository;
import continuity.memory.Scene;
import continuity.memory.Scope;
import continuity.memory.Status;
import continuity.memory.Store;
import continuity.memory.Story;
import continuity.testing.Postgres;
import continuity.understand.Detail;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every method of the core's {@link Repository} port, called by reflection on a repository whose
 * server lock records when it is asked for and whose connection records each statement it runs, on
 * both stores: a method given a server asks for that server's lock before its first statement; a
 * method given an id or a member finds the servers first, then asks for their locks before it
 * writes anything and reads the rows again under them; the few methods that work across servers
 * (sweeps, start-up lists) ask for none, and are named here. A port method with no line in this
 * table fails the test, so a new one is checked too. The locks are asked for in one place, {@link
 * ServerLocks}; on SQLite, whose store takes none ({@link GuildLock#NONE}: one transaction at a
 * time), the same code is checked with the recording lock.
 */
class ServerLocksTest {
    @TempDir Path dir;

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");
    private static final Instant T1 = Instant.parse("2026-01-02T00:00:00Z");
    private static final Set<Status> LIVE =
            EnumSet.of(Status.ACTIVE, Status.DISPUTED, Status.PENDING);

    /** How a method comes to its servers. */
    private enum Road {
        /** Given the server: its lock comes before any statement. */
        GIVEN,
        /**
         * Given an id or a member: the servers are found by a read, then locked before any write,
         * and read again (or written) under the lock.
         */
        FOUND,
        /** Across servers by design (sweeps and lists at start-up): no lock. */
        ACROSS
    }

    private record Case(Road road, Set<String> guilds, Object... args) {}

    private static Case given(Set<String> guilds, Object... args) {
        return new Case(Road.GIVEN, guilds, args);
    }

    private static Case found(Set<String> guilds, Object... args) {
        return new Case(Road.FOUND, guilds, args);
    }

    private static Case across(Object... args) {
        return new Case(Road.ACROSS, Set.of(), args);
    }

    private static Note note(
            String id,
            String guild,
            String key,
            String attribute,
            String value,
            Kind kind,
            Scope scope,
            String scopeId,
            Status status,
            String author) {
        return Note.of(
                id,
                guild,
                key.substring(0, 1).toUpperCase(Locale.ROOT) + key.substring(1),
                key,
                attribute,
                value,
                key + "'s " + attribute + " is " + value,
                kind,
                scope,
                scopeId,
                scopeId == null ? null : "The " + scopeId,
                status,
                author,
                "c1",
                "m-" + id,
                T0,
                null,
                null,
                null,
                null,
                "en");
    }

    private static final Note EYES =
            note(
                    "n1",
                    "g1",
                    "mira",
                    "eyes",
                    "green",
                    Kind.FACT,
                    Scope.PROFILE,
                    null,
                    Status.ACTIVE,
                    "u1");
    private static final Note HAIR =
            note(
                    "n2",
                    "g1",
                    "mira",
                    "hair",
                    "red",
                    Kind.FACT,
                    Scope.STORY,
                    "tide",
                    Status.ACTIVE,
                    "u2");
    private static final Note WISH1 =
            note(
                    "n3",
                    "g1",
                    "mira",
                    Detail.PREFERENCE.key(),
                    "no gore",
                    Kind.PREFERENCE,
                    Scope.PROFILE,
                    null,
                    Status.ACTIVE,
                    "u1");
    private static final Note WISH2 =
            note(
                    "n4",
                    "g2",
                    "tom",
                    Detail.PREFERENCE.key(),
                    "slow burn",
                    Kind.PREFERENCE,
                    Scope.PROFILE,
                    null,
                    Status.ACTIVE,
                    "u1");
    private static final Note AGE2 =
            note(
                    "n5",
                    "g2",
                    "tom",
                    "age",
                    "30",
                    Kind.FACT,
                    Scope.PROFILE,
                    null,
                    Status.ACTIVE,
                    "u2");

    private static final Scene SCENE =
            new Scene("s1", "g1", "c1", "tide", "The harbour", "u2", T0, null);
    private static final Action BUTTON =
            new Action("a1", "g2", "undo", Map.of("note", "n5"), "u1", T0);
    private static final Question QUESTION =
            new Question("q1", "g1", "c1", "u1", "which", Map.of("note", "n1"), T0, null);
    private static final Contradiction CONTRADICTION =
            new Contradiction(
                    "x1",
                    "g1",
                    "c1",
                    "mira",
                    "Mira",
                    "eyes",
                    "blue",
                    "blue",
                    "n1",
                    "c1",
                    null,
                    "m9",
                    "u2",
                    T0,
                    Contradiction.OPEN,
                    null,
                    null);
    private static final ModelHook.Record MODEL_CALL =
            new ModelHook.Record("r1", "g1", "c1", "m1", "u1", T0, "m", "ok", "{}", 5, 10, "none");

    /** What the stores hold before each call: two servers, a member with notes in both. */
    private static void seed(Repository r) {
        r.saveCharacter(new Character("g1", "mira", "Mira", "u1", T0));
        r.saveCharacter(new Character("g2", "tom", "Tom", "u1", T0));
        r.insertAll(List.of(EYES, HAIR, WISH1, WISH2, AGE2));
        r.setStory("g1", "c1", new Story("tide", "The Tide"), "u2");
        r.saveScene(SCENE);
        r.saveAction(BUTTON);
        r.saveQuestion(QUESTION);
        r.saveQuestion(
                new Question("q2", "g2", "c2", "u1", "which", Map.of("note", "n5"), T0, null));
        r.setOocMarkers("g1", "((", "u2", T0);
        r.setModelEnabled("g1", true, "u2", T0);
        r.saveModelRecord(MODEL_CALL);
        r.setCanonCheck("g1", "", "on", "u2", T0);
        r.setCanonOptOut("g1", "u1", true, T0);
        r.saveContradiction(CONTRADICTION);
        r.markDeparted("g2", T0);
    }

    /** One line per port method: its arguments, how it comes to its servers, which they are. */
    private static Map<String, Case> cases() {
        Set<String> g1 = Set.of("g1"), both = Set.of("g1", "g2");
        Note eyesRetired =
                Note.of(
                        EYES.id(),
                        EYES.guild(),
                        EYES.character(),
                        EYES.characterKey(),
                        EYES.attributeWire(),
                        EYES.value(),
                        EYES.text(),
                        EYES.kind(),
                        EYES.scope(),
                        EYES.scopeId(),
                        EYES.scopeName(),
                        Status.SUPERSEDED,
                        EYES.author(),
                        EYES.channel(),
                        EYES.messageId(),
                        EYES.createdAt(),
                        T1,
                        null,
                        "n9",
                        "corrected",
                        EYES.langWire());
        Note fresh =
                note(
                        "n9",
                        "g1",
                        "mira",
                        "voice",
                        "low",
                        Kind.FACT,
                        Scope.PROFILE,
                        null,
                        Status.ACTIVE,
                        "u1");
        Note fresh2 =
                note(
                        "n10",
                        "g2",
                        "tom",
                        "height",
                        "tall",
                        Kind.FACT,
                        Scope.PROFILE,
                        null,
                        Status.ACTIVE,
                        "u2");
        Map<String, Case> c = new LinkedHashMap<>();
        // characters
        c.put("character(String,String)", given(g1, "g1", "mira"));
        c.put("characters(String)", given(g1, "g1"));
        c.put("saveCharacter(Character)", given(g1, new Character("g1", "ada", "Ada", "u2", T1)));
        // notes
        c.put("insert(Note)", given(g1, fresh));
        c.put("insertAll(List)", given(both, List.of(fresh, fresh2)));
        c.put("update(Note)", given(g1, eyesRetired));
        c.put("update(Note,Note)", given(g1, EYES, eyesRetired));
        c.put("memory(String)", found(g1, "n1"));
        c.put("memories(Collection)", found(both, List.of("n1", "n5")));
        c.put("notesOf(String,String)", given(g1, "g1", "mira"));
        c.put("notesIn(String)", given(g1, "g1"));
        c.put(
                "eachNoteIn(String,Consumer)",
                given(g1, "g1", (java.util.function.Consumer<Note>) m -> {}));
        c.put("facts(String,String,Set)", given(g1, "g1", "mira", LIVE));
        c.put("facts(String,String,Detail,Set)", given(g1, "g1", "mira", Detail.of("eyes"), LIVE));
        c.put(
                "factsPage(String,String,Set,Scope,int,int)",
                given(g1, "g1", "mira", LIVE, null, 0, 10));
        c.put("countFacts(String,String,Set,Scope)", given(g1, "g1", "mira", LIVE, null));
        c.put(
                "currentFacts(String,String,Set,Set)",
                given(g1, "g1", "mira", Set.of(Detail.of("eyes")), Set.of("green")));
        c.put("currentFactsOfGuild(String,Set)", given(g1, "g1", Set.of(Detail.of("nickname"))));
        c.put(
                "hasCurrentFactIn(String,String,Scope,String)",
                given(g1, "g1", "mira", Scope.STORY, "tide"));
        c.put(
                "searchFacts(String,List,List)",
                given(g1, "g1", List.of("green"), List.of(Detail.NONE)));
        Place here = new Place("g1", "c1", "c1", new Story("tide", "Tide"), null);
        c.put("currentFactsHere(String,String,Place,int)", given(g1, "g1", "mira", here, 15));
        c.put("countCurrentFactsHere(String,String,Place)", given(g1, "g1", "mira", here));
        c.put("latestFacts(String,int)", given(g1, "g1", 25));
        c.put("countIn(String)", given(g1, "g1"));
        c.put(
                "inSlot(String,String,Detail,Status)",
                given(g1, "g1", "mira", Detail.of("eyes"), Status.ACTIVE));
        c.put("preferencesOf(String)", found(both, "u1"));
        c.put("countLiveNotes(String)", given(g1, "g1"));
        c.put("countLiveNotesBy(String,String)", given(g1, "g1", "u1"));
        c.put("notesBy(String)", found(both, "u1"));
        // stories and scenes
        c.put("story(String,String)", given(g1, "g1", "c1"));
        c.put(
                "setStory(String,String,Story,String)",
                given(g1, "g1", "c2", new Story("reef", "The Reef"), "u2"));
        c.put("clearStory(String,String)", given(g1, "g1", "c1"));
        c.put("storySetBy(String,String)", given(g1, "g1", "c1"));
        c.put("storiesIn(String)", given(g1, "g1"));
        c.put("activeScene(String,String)", given(g1, "g1", "c1"));
        c.put(
                "saveScene(Scene)",
                given(g1, new Scene("s1", "g1", "c1", "tide", "The harbour", "u2", T0, T1)));
        c.put("scenesIn(String)", given(g1, "g1"));
        c.put("scene(String)", found(g1, "s1"));
        // buttons
        c.put("saveAction(Action)", given(g1, new Action("a2", "g1", "undo", Map.of(), "u1", T1)));
        c.put("action(String)", found(Set.of("g2"), "a1"));
        c.put("actionsIn(String)", given(g1, "g1"));
        c.put(
                "renewAction(Action,Instant)",
                given(g1, new Action("a1", "g1", "undo", Map.of(), "u1", T0), T1));
        c.put("deleteActionsBefore(Instant)", across(T1));
        // questions
        c.put(
                "saveQuestion(Question)",
                given(g1, new Question("q3", "g1", "c3", "u2", "which", Map.of(), T1, null)));
        c.put("openQuestion(String,String)", given(g1, "g1", "c1"));
        c.put("latestQuestion(String,String)", given(g1, "g1", "c1"));
        c.put("questionPlaces(OwnedShards)", across(new OwnedShards(2, 0, 0)));
        c.put("openQuestions()", across());
        c.put("openQuestions(OwnedShards)", across(new OwnedShards(2, 0, 0)));
        c.put("openQuestionById(String)", found(g1, "q1"));
        c.put("question(String)", found(g1, "q1"));
        c.put("openQuestionsIn(String)", given(g1, "g1"));
        c.put("serversWaitingSince(Instant,OwnedShards)", across(T1, new OwnedShards(2, 0, 0)));
        c.put("pendingSince(String,Instant)", given(g1, "g1", T1));
        // a member's data across servers, departures
        c.put("forgetQuestionsAndButtonsOf(String,Instant)", found(both, "u1", T1));
        c.put("markDeparted(String,Instant)", given(g1, "g1", T1));
        c.put("clearDeparted(String)", given(g1, "g1"));
        c.put("guildsKept()", across());
        c.put("departedBefore(Instant)", across(T1));
        c.put("purgeGuild(String,Instant)", given(g1, "g1", T1));
        // settings and model calls
        c.put("oocMarkers(String)", given(g1, "g1"));
        c.put("setOocMarkers(String,String,String,Instant)", given(g1, "g1", "[[", "u2", T1));
        c.put("oocMarkersSetting(String)", given(g1, "g1"));
        c.put("guildsWithSettings()", across());
        c.put("modelEnabled(String)", given(g1, "g1"));
        c.put("setModelEnabled(String,boolean,String,Instant)", given(g1, "g1", false, "u2", T1));
        c.put("modelSetting(String)", given(g1, "g1"));
        c.put(
                "saveModelRecord(Record)",
                given(
                        g1,
                        new ModelHook.Record(
                                "r2", "g1", "c1", "m2", "u1", T1, "m", "ok", "{}", 5, 10, "none")));
        c.put("modelRecords(String)", given(g1, "g1"));
        // the canon check
        c.put("canonCheck(String,String)", given(g1, "g1", ""));
        c.put(
                "setCanonCheck(String,String,String,String,Instant)",
                given(g1, "g1", "c1", "off", "u2", T1));
        c.put("canonOptedOut(String,String)", given(g1, "g1", "u1"));
        c.put("setCanonOptOut(String,String,boolean,Instant)", given(g1, "g1", "u1", false, T1));
        c.put(
                "saveContradiction(Contradiction)",
                given(
                        g1,
                        new Contradiction(
                                "x2",
                                "g1",
                                "c1",
                                "mira",
                                "Mira",
                                "hair",
                                "black",
                                "black",
                                "n2",
                                "c1",
                                null,
                                "m10",
                                "u2",
                                T1,
                                Contradiction.OPEN,
                                null,
                                null)));
        c.put("contradiction(String)", found(g1, "x1"));
        c.put(
                "resolveContradiction(String,String,String,Instant)",
                found(g1, "x1", Contradiction.KEPT, "u1", T1));
        c.put("canonSettings(String)", given(g1, "g1"));
        c.put("canonOptOuts(String)", given(g1, "g1"));
        c.put("contradictions(String)", given(g1, "g1"));
        c.put(
                "rememberToldChange(String,String,String,String,Instant)",
                given(g1, "g1", "scene:s1", "mira", "hair", T1));
        c.put(
                "toldChange(String,String,String,String)",
                given(g1, "g1", "scene:s1", "mira", "hair"));
        c.put("forgetToldChanges(String,String)", given(g1, "g1", "scene:s1"));
        c.put("keepToldChanges(String,int)", given(g1, "g1", 1));
        return c;
    }

    private static String signature(Method m) {
        return m.getName()
                + Arrays.stream(m.getParameterTypes())
                        .map(Class::getSimpleName)
                        .collect(Collectors.joining(",", "(", ")"));
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void everyPortMethodTakesItsServersLockBeforeItTouchesTheirRows(StoreKind kind)
            throws Exception {
        Map<String, Case> cases = cases();
        List<Method> methods = new ArrayList<>();
        for (Method m : Repository.class.getMethods())
            if (!Modifier.isStatic(m.getModifiers())) methods.add(m);
        Set<String> missing = new TreeSet<>();
        for (Method m : methods) if (!cases.containsKey(signature(m))) missing.add(signature(m));
        assertEquals(Set.of(), missing, "port methods this test does not call yet");
        Set<String> stale = new TreeSet<>(cases.keySet());
        stale.removeAll(methods.stream().map(ServerLocksTest::signature).toList());
        assertEquals(Set.of(), stale, "lines for methods the port no longer has");

        String url = kind == StoreKind.SQLITE ? null : Postgres.url();
        Path file = dir.resolve("locks.sqlite");
        try (Store store =
                kind == StoreKind.SQLITE
                        ? SqliteStore.open(file)
                        : PostgresStore.open(PostgresTarget.of(url))) {
            store.inTransaction(
                    r -> {
                        seed(r);
                        return null;
                    });
        }
        Dialect dialect = kind == StoreKind.SQLITE ? Dialect.SQLITE : Dialect.POSTGRESQL;
        List<String> failures = new ArrayList<>();
        try (Connection raw =
                kind == StoreKind.SQLITE
                        ? Database.connect(file)
                        : DriverManager.getConnection(url)) {
            raw.setAutoCommit(false);
            List<String> events = new ArrayList<>();
            Connection recorded = recording(raw, events);
            for (Method m : methods) {
                Case x = cases.get(signature(m));
                Set<String> held = new LinkedHashSet<>();
                events.clear();
                JdbcRepository repo =
                        new JdbcRepository(
                                recorded,
                                dialect,
                                g -> {
                                    events.add("lock " + g);
                                    return held.add(g);
                                });
                try {
                    m.invoke(repo, x.args());
                } catch (InvocationTargetException e) {
                    failures.add(signature(m) + " threw " + e.getCause());
                    continue;
                } finally {
                    raw.rollback();
                    repo.close();
                }
                String wrong = check(x, events);
                if (wrong != null) failures.add(signature(m) + ": " + wrong + "\n    " + events);
            }
        }
        if (!failures.isEmpty())
            fail(
                    kind
                            + ": "
                            + failures.size()
                            + " port methods break the lock rule:\n"
                            + String.join("\n", failures));
    }

    /** What is wrong with the events of one call, or null. */
    private static String check(Case x, List<String> events) {
        Set<String> locked = new TreeSet<>();
        int lastLock = -1, firstStatement = -1, firstWrite = -1;
        boolean statementAfterLocks = false;
        for (int i = 0; i < events.size(); i++) {
            String e = events.get(i);
            if (e.startsWith("lock ")) {
                locked.add(e.substring(5));
                lastLock = i;
            } else {
                if (firstStatement < 0) firstStatement = i;
                if (firstWrite < 0 && e.startsWith("write ")) firstWrite = i;
            }
        }
        for (int i = lastLock + 1; i < events.size(); i++)
            if (!events.get(i).startsWith("lock ")) statementAfterLocks = true;
        if (!locked.equals(new TreeSet<>(x.guilds())))
            return "locked " + locked + ", expected " + new TreeSet<>(x.guilds());
        if (x.road() == Road.ACROSS) return null;
        if (firstStatement < 0) return "ran no statement: the case does not reach the rows";
        if (x.road() == Road.GIVEN && firstStatement < lastLock)
            return "a statement ran before the lock of its server";
        if (firstWrite >= 0 && firstWrite < lastLock) return "wrote before the lock";
        if (x.road() == Road.FOUND && !statementAfterLocks)
            return "nothing read or written under the lock (what was read before may be stale)";
        return null;
    }

    /** The connection, recording each statement run as "read SQL" or "write SQL". */
    private static Connection recording(Connection c, List<String> events) {
        InvocationHandler connection =
                (proxy, method, args) -> {
                    Object result = invoke(method, c, args);
                    if (result instanceof PreparedStatement ps
                            && method.getName().equals("prepareStatement"))
                        return recordingStatement(ps, (String) args[0], events);
                    return result;
                };
        return (Connection)
                Proxy.newProxyInstance(
                        ServerLocksTest.class.getClassLoader(),
                        new Class<?>[] {Connection.class},
                        connection);
    }

    private static PreparedStatement recordingStatement(
            PreparedStatement ps, String sql, List<String> events) {
        InvocationHandler statement =
                (proxy, method, args) -> {
                    switch (method.getName()) {
                        case "executeQuery" -> events.add("read " + sql);
                        case "executeUpdate", "executeBatch", "execute" ->
                                events.add(
                                        (sql.trim().toUpperCase(Locale.ROOT).startsWith("SELECT")
                                                        ? "read "
                                                        : "write ")
                                                + sql);
                        default -> {}
                    }
                    return invoke(method, ps, args);
                };
        return (PreparedStatement)
                Proxy.newProxyInstance(
                        ServerLocksTest.class.getClassLoader(),
                        new Class<?>[] {PreparedStatement.class},
                        statement);
    }

    private static Object invoke(Method method, Object target, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
