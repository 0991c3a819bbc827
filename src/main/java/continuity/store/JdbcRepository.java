package continuity.store;

import continuity.memory.Action;
import continuity.memory.Character;
import continuity.memory.Contradiction;
import continuity.memory.ModelHook;
import continuity.memory.Note;
import continuity.memory.OwnedShards;
import continuity.memory.Place;
import continuity.memory.Question;
import continuity.memory.Repository;
import continuity.memory.Scene;
import continuity.memory.Scope;
import continuity.memory.Status;
import continuity.memory.Story;
import continuity.understand.Detail;
import java.sql.Connection;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The core's {@link Repository} on SQLite or PostgreSQL, for one transaction: each method says how
 * it comes to its servers ({@link ServerLocks}, which locks them and only then hands over the
 * statements) and what it asks of which table. The SQL is in a class per table ({@link
 * CharacterRows}, {@link NoteWrites} and {@link NoteReads} and {@link FactReads} over {@link
 * NoteRow}, {@link LiveNotes}, {@link FactLookups}, {@link StoryRows}, {@link SceneRows}, {@link
 * ButtonRows}, {@link QuestionRows}, {@link SettingRows}, {@link ModelCallRows}, {@link
 * CanonCheckRows}, {@link ContradictionRows}, {@link ToldChangeRows}, {@link Departures}), shared
 * by both databases; what differs is in {@link Dialect}. Statements are prepared once per
 * repository ({@link Sql}).
 */
final class JdbcRepository implements Repository {
    private final Sql sql;
    private final ServerLocks locks;
    private final LiveNotes live = new LiveNotes();
    private final CharacterRows characters = new CharacterRows();
    private final NoteWrites noteWrites;
    private final NoteReads notes;
    private final FactReads facts;
    private final StoryRows stories = new StoryRows();
    private final SceneRows scenes = new SceneRows();
    private final ButtonRows buttons = new ButtonRows();
    private final QuestionRows questions;
    private final Waiting waiting;
    private final SettingRows settings = new SettingRows();
    private final ModelCallRows modelCalls;
    private final CanonCheckRows canonChecks = new CanonCheckRows();
    private final ContradictionRows contradictions = new ContradictionRows();
    private final ToldChangeRows toldChanges = new ToldChangeRows();
    private final Departures departures = new Departures();

    JdbcRepository(Connection c) {
        this(c, Dialect.SQLITE, GuildLock.NONE);
    }

    JdbcRepository(Connection c, Dialect dialect, GuildLock guildLock) {
        this.sql = new Sql(c);
        this.locks = new ServerLocks(sql, guildLock);
        NoteRow row = new NoteRow(dialect);
        this.noteWrites = new NoteWrites(dialect, live);
        this.notes = new NoteReads(dialect, row);
        this.facts = new FactReads(dialect, row);
        this.questions = new QuestionRows(dialect);
        this.waiting = new Waiting(dialect, row);
        this.modelCalls = new ModelCallRows(dialect);
    }

    /** Runs {@code BEGIN IMMEDIATE} or {@code COMMIT}, prepared once ({@link Sql#control}). */
    void control(String statement) throws java.sql.SQLException {
        sql.control(statement);
    }

    /** Whether this transaction wrote anything (so far). */
    boolean wrote() {
        return sql.wrote();
    }

    /**
     * Adds this transaction's net changes to the live-note counts (table live_notes, migration V6);
     * called before the commit and before the counts are read.
     */
    void writeLiveCounts() {
        live.write(locks);
    }

    /** How many notes this transaction inserted. */
    int notesInserted() {
        return noteWrites.inserted();
    }

    /** The transaction rolled back: its changes to the counts never happened. */
    void forgetLiveCounts() {
        live.forget();
    }

    void close() {
        sql.close();
    }

    // characters

    @Override
    public Optional<Character> character(String guild, String key) {
        return characters.one(locks.about(guild), guild, key);
    }

    @Override
    public List<Character> characters(String guild) {
        return characters.all(locks.about(guild), guild);
    }

    @Override
    public void saveCharacter(Character ch) {
        characters.save(locks.about(ch.guild()), ch);
    }

    // notes

    @Override
    public void insert(Note m) {
        noteWrites.insert(locks.about(m.guild()), m);
    }

    @Override
    public void insertAll(List<Note> all) {
        if (all.isEmpty()) return;
        noteWrites.insertAll(locks.about(all.stream().map(Note::guild).toList()), all);
    }

    @Override
    public void update(Note m) {
        noteWrites.update(locks.about(m.guild()), m);
    }

    @Override
    public void update(Note before, Note after) {
        noteWrites.update(locks.about(List.of(before.guild(), after.guild())), before, after);
    }

    @Override
    public Optional<Note> memory(String id) {
        return locks.found(s -> notes.one(s, id), Note::guild);
    }

    @Override
    public Map<String, Note> memories(Collection<String> ids) {
        Map<String, Note> out = new HashMap<>();
        for (List<String> part : NoteReads.parts(ids))
            for (Note m : locks.foundAll(s -> notes.some(s, part), Note::guild)) out.put(m.id(), m);
        return out;
    }

    @Override
    public List<Note> notesOf(String guild, String characterKey) {
        return notes.ofCharacter(locks.about(guild), guild, characterKey);
    }

    @Override
    public List<Note> notesIn(String guild) {
        return notes.inServer(locks.about(guild), guild);
    }

    @Override
    public void eachNoteIn(String guild, Consumer<Note> each) {
        notes.eachInServer(locks.about(guild), guild, each);
    }

    @Override
    public int countIn(String guild) {
        return notes.countInServer(locks.about(guild), guild);
    }

    @Override
    public List<Note> preferencesOf(String user) {
        return notes.preferencesOf(locks.aboutServersOf(NoteReads.PREFERENCE_SERVERS, user), user);
    }

    @Override
    public List<Note> notesBy(String author) {
        return notes.by(locks.aboutServersOf(NoteReads.AUTHOR_SERVERS, author), author);
    }

    @Override
    public List<Note> facts(String guild, String characterKey, Set<Status> statuses) {
        return facts.inStatuses(locks.about(guild), guild, characterKey, statuses);
    }

    @Override
    public List<Note> facts(
            String guild, String characterKey, Detail detail, Set<Status> statuses) {
        return facts.inStatuses(locks.about(guild), guild, characterKey, detail, statuses);
    }

    @Override
    public List<Note> inSlot(String guild, String characterKey, Detail detail, Status status) {
        return facts.inSlot(locks.about(guild), guild, characterKey, detail, status);
    }

    @Override
    public List<Note> currentFactsOfGuild(String guild, Set<Detail> details) {
        return facts.currentOfGuild(locks.about(guild), guild, details);
    }

    @Override
    public List<Note> currentFacts(
            String guild, String characterKey, Set<Detail> details, Set<String> stems) {
        if (details.isEmpty() && stems.isEmpty()) return List.of();
        return facts.current(locks.about(guild), guild, characterKey, details, stems);
    }

    @Override
    public List<Note> factsPage(
            String guild,
            String characterKey,
            Set<Status> statuses,
            Scope scope,
            int offset,
            int limit) {
        if (limit <= 0) return List.of();
        return facts.page(locks.about(guild), guild, characterKey, statuses, scope, offset, limit);
    }

    @Override
    public List<Note> currentFactsHere(String guild, String characterKey, Place place, int limit) {
        List<Note> out = new ArrayList<>();
        Sql sql = locks.about(guild);
        for (Tier tier : tiers(place)) {
            if (out.size() >= limit) break;
            out.addAll(
                    facts.currentIn(
                            sql, guild, characterKey, tier.scope(), tier.id(), limit - out.size()));
        }
        return out;
    }

    @Override
    public int countCurrentFactsHere(String guild, String characterKey, Place place) {
        int n = 0;
        Sql sql = locks.about(guild);
        for (Tier tier : tiers(place))
            n += facts.countCurrentIn(sql, guild, characterKey, tier.scope(), tier.id());
        return n;
    }

    /** A scope instance: a scene or a story by its id, the profile (id null). */
    private record Tier(Scope scope, String id) {}

    /** The scope instances that apply in a place, most specific first. */
    private static List<Tier> tiers(Place place) {
        List<Tier> out = new ArrayList<>();
        if (place.scene() != null) out.add(new Tier(Scope.SCENE, place.scene().id()));
        if (place.story() != null) out.add(new Tier(Scope.STORY, place.story().key()));
        out.add(new Tier(Scope.PROFILE, null));
        return out;
    }

    @Override
    public List<Note> latestFacts(String guild, int limit) {
        if (limit <= 0) return List.of();
        return facts.latest(locks.about(guild), guild, limit);
    }

    @Override
    public int countFacts(String guild, String characterKey, Set<Status> statuses, Scope scope) {
        return facts.count(locks.about(guild), guild, characterKey, statuses, scope);
    }

    @Override
    public List<Note> searchFacts(String guild, List<String> words, List<Detail> details) {
        if (words.isEmpty()) return List.of();
        return facts.search(locks.about(guild), guild, words, details);
    }

    @Override
    public boolean hasCurrentFactIn(String guild, String characterKey, Scope scope, String id) {
        if (scope == Scope.PROFILE || id == null)
            return Repository.super.hasCurrentFactIn(guild, characterKey, scope, id);
        return facts.hasCurrentIn(locks.about(guild), guild, characterKey, scope, id);
    }

    // live notes, counted in table live_notes (migration V6): see writeLiveCounts

    @Override
    public int countLiveNotes(String guild) {
        Sql s = locks.about(guild);
        writeLiveCounts();
        return live.in(s, guild);
    }

    @Override
    public int countLiveNotesBy(String guild, String author) {
        Sql s = locks.about(guild);
        writeLiveCounts();
        return live.by(s, guild, author);
    }

    // stories and scenes

    @Override
    public Optional<Story> story(String guild, String channel) {
        return stories.of(locks.about(guild), guild, channel);
    }

    @Override
    public void setStory(String guild, String channel, Story story, String by) {
        stories.set(locks.about(guild), guild, channel, story, by);
    }

    @Override
    public Optional<String> storySetBy(String guild, String channel) {
        return stories.setBy(locks.about(guild), guild, channel);
    }

    @Override
    public void clearStory(String guild, String channel) {
        stories.clear(locks.about(guild), guild, channel);
    }

    @Override
    public Map<String, Story> storiesIn(String guild) {
        return stories.in(locks.about(guild), guild);
    }

    @Override
    public Optional<Scene> activeScene(String guild, String place) {
        return scenes.running(locks.about(guild), guild, place);
    }

    @Override
    public void saveScene(Scene s) {
        scenes.save(locks.about(s.guild()), s);
    }

    @Override
    public List<Scene> scenesIn(String guild) {
        return scenes.in(locks.about(guild), guild);
    }

    @Override
    public Optional<Scene> scene(String id) {
        return locks.found(s -> scenes.one(s, id), Scene::guild);
    }

    // buttons

    @Override
    public void saveAction(Action a) {
        buttons.save(locks.about(a.guild()), a);
    }

    @Override
    public Optional<Action> action(String id) {
        return locks.found(s -> buttons.one(s, id), Action::guild);
    }

    @Override
    public List<Action> actionsIn(String guild) {
        return buttons.in(locks.about(guild), guild);
    }

    @Override
    public void renewAction(Action a, Instant offered) {
        buttons.renew(locks.about(a.guild()), a.id(), offered);
    }

    @Override
    public int deleteActionsBefore(Instant cutoff) {
        return buttons.deleteBefore(locks.acrossServers(), cutoff);
    }

    // questions

    @Override
    public void saveQuestion(Question q) {
        questions.save(locks.about(q.guild()), q);
    }

    @Override
    public Optional<Question> openQuestion(String guild, String place) {
        return questions.openIn(locks.about(guild), guild, place);
    }

    @Override
    public Optional<Question> latestQuestion(String guild, String place) {
        return questions.latestIn(locks.about(guild), guild, place);
    }

    @Override
    public List<Question> openQuestions() {
        return questions.open(locks.acrossServers());
    }

    @Override
    public List<String[]> questionPlaces(OwnedShards owned) {
        return questions.places(locks.acrossServers(), owned);
    }

    @Override
    public List<Question> openQuestions(OwnedShards owned) {
        if (owned.all()) return openQuestions();
        return questions.open(locks.acrossServers(), owned);
    }

    @Override
    public Optional<Question> openQuestionById(String id) {
        return locks.found(s -> questions.openById(s, id), Question::guild);
    }

    @Override
    public Optional<Question> question(String id) {
        return locks.found(s -> questions.one(s, id), Question::guild);
    }

    @Override
    public List<Question> openQuestionsIn(String guild) {
        return questions.openIn(locks.about(guild), guild);
    }

    @Override
    public List<String> serversWaitingSince(Instant cutoff, OwnedShards owned) {
        return waiting.serversSince(locks.acrossServers(), cutoff, owned);
    }

    @Override
    public List<Note> pendingSince(String guild, Instant cutoff) {
        return waiting.pendingSince(locks.about(guild), guild, cutoff);
    }

    // a member's words across servers, departed servers

    /** The servers a member's questions, buttons, model calls and canon reports are in. */
    private static final String FORGOTTEN_SERVERS =
            "SELECT guild FROM questions WHERE user_id = ? UNION SELECT guild FROM actions WHERE for_user = ? "
                    + "UNION SELECT guild FROM model_records WHERE author = ? "
                    + "UNION SELECT guild FROM canon_contradictions WHERE author = ? OR resolved_by = ?";

    @Override
    public void forgetQuestionsAndButtonsOf(String user, Instant at) {
        Sql s = locks.aboutServersOf(FORGOTTEN_SERVERS, user);
        questions.forget(s, user, at);
        buttons.forget(s, user);
        modelCalls.forget(s, user);
        contradictions.forget(s, user);
    }

    @Override
    public void markDeparted(String guild, Instant at) {
        departures.mark(locks.about(guild), guild, at);
    }

    @Override
    public void clearDeparted(String guild) {
        departures.clear(locks.about(guild), guild);
    }

    @Override
    public List<String> departedBefore(Instant cutoff) {
        return departures.before(locks.acrossServers(), cutoff);
    }

    @Override
    public List<String> guildsKept() {
        return departures.kept(locks.acrossServers());
    }

    @Override
    public void purgeGuild(String guild, Instant at) {
        Sql s = locks.about(guild);
        live.forget(guild);
        departures.purge(s, guild, at);
    }

    // server settings and the language model

    @Override
    public String oocMarkers(String guild) {
        return settings.markersText(locks.about(guild), guild);
    }

    @Override
    public void setOocMarkers(String guild, String markers, String by, Instant at) {
        settings.setMarkers(locks.about(guild), guild, markers, by, at);
    }

    @Override
    public Optional<Setting<String>> oocMarkersSetting(String guild) {
        return settings.markers(locks.about(guild), guild);
    }

    @Override
    public List<String> guildsWithSettings() {
        return settings.servers(locks.acrossServers());
    }

    @Override
    public Optional<Setting<Boolean>> modelSetting(String guild) {
        return settings.model(locks.about(guild), guild);
    }

    @Override
    public boolean modelEnabled(String guild) {
        return settings.modelOn(locks.about(guild), guild);
    }

    @Override
    public void setModelEnabled(String guild, boolean on, String by, Instant at) {
        settings.setModel(locks.about(guild), guild, on, by, at);
    }

    @Override
    public void saveModelRecord(ModelHook.Record r) {
        modelCalls.save(locks.about(r.guild()), r);
    }

    @Override
    public List<ModelHook.Record> modelRecords(String guild) {
        return modelCalls.in(locks.about(guild), guild);
    }

    // the canon check (issue 24)

    @Override
    public String canonCheck(String guild, String channel) {
        return canonChecks.state(locks.about(guild), guild, channel);
    }

    @Override
    public void setCanonCheck(String guild, String channel, String state, String by, Instant at) {
        canonChecks.set(locks.about(guild), guild, channel, state, by, at);
    }

    @Override
    public boolean canonOptedOut(String guild, String user) {
        return canonChecks.optedOut(locks.about(guild), guild, user);
    }

    @Override
    public void setCanonOptOut(String guild, String user, boolean out, Instant at) {
        canonChecks.setOptOut(locks.about(guild), guild, user, out, at);
    }

    @Override
    public List<CanonSetting> canonSettings(String guild) {
        return canonChecks.all(locks.about(guild), guild);
    }

    @Override
    public Map<String, Instant> canonOptOuts(String guild) {
        return canonChecks.optOuts(locks.about(guild), guild);
    }

    @Override
    public boolean saveContradiction(Contradiction x) {
        return contradictions.save(locks.about(x.guild()), x);
    }

    @Override
    public Optional<Contradiction> contradiction(String id) {
        return locks.found(s -> contradictions.one(s, id), Contradiction::guild);
    }

    @Override
    public void resolveContradiction(String id, String status, String by, Instant at) {
        contradictions.resolve(
                locks.aboutServersOf(ContradictionRows.SERVER, id), id, status, by, at);
    }

    @Override
    public List<Contradiction> contradictions(String guild) {
        return contradictions.in(locks.about(guild), guild);
    }

    @Override
    public void rememberToldChange(
            String guild, String place, String characterKey, String detail, Instant at) {
        toldChanges.remember(locks.about(guild), guild, place, characterKey, detail, at);
    }

    @Override
    public Optional<Instant> toldChange(
            String guild, String place, String characterKey, String detail) {
        return toldChanges.when(locks.about(guild), guild, place, characterKey, detail);
    }

    @Override
    public void forgetToldChanges(String guild, String place) {
        toldChanges.forget(locks.about(guild), guild, place);
    }

    @Override
    public void keepToldChanges(String guild, int keep) {
        toldChanges.keepNewest(locks.about(guild), guild, keep);
    }
}
