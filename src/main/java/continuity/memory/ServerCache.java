package continuity.memory;

import continuity.chat.ChatContext;
import continuity.memory.answers.Expiry;
import continuity.understand.Detail;
import continuity.understand.OocMarker;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the core keeps of each server between events, read from the store once and kept true by the
 * events that change it (their turns tell it, after their commit): its character names, its
 * out-of-character markers, the story and running scene of each place, whether its model is on, its
 * canon check settings and the places where a question is open. {@link #invalidate} drops all of a
 * server's (another process changed it, or its notes were purged); the next event reads them again.
 */
public final class ServerCache {
    /** Past this many entries, a map of places is emptied and read again when needed. */
    private static final int MAX_PLACES = 100_000;

    private final Store store;
    private final OwnedShards owned;
    private final Map<String, GuildNames> names = new ConcurrentHashMap<>();
    private final Map<String, List<OocMarker>> markers = new ConcurrentHashMap<>();
    private final Set<String> openQuestionPlaces = ConcurrentHashMap.newKeySet();

    /**
     * guild|place -> the latest question asked there, when it closed unanswered ({@link
     * Expiry#stillTold}), read at the first message there and dropped whenever a question there
     * opens or closes: a late answer to it is still told it expired.
     */
    private final Map<String, Optional<Question>> expiredHere = new ConcurrentHashMap<>();

    /**
     * guild|place where a question was ever asked: only there can one have closed unanswered, so a
     * message anywhere else costs no read ({@link #mayBeAnswered}).
     */
    private final Set<String> askedPlaces = ConcurrentHashMap.newKeySet();

    private final Map<String, Boolean> modelOn = new ConcurrentHashMap<>();

    /**
     * guild|channel|place -> its story and running scene, as committed; dropped for a guild
     * whenever they change.
     */
    private final Map<String, Place> places = new ConcurrentHashMap<>();

    /**
     * guild -> its characters' other names from their notes, for the canon check ({@link
     * continuity.understand.CharacterAliases}); dropped whenever an event of the guild was handled
     * in a transaction (it may have changed a note) or another process changed it.
     */
    private final Map<String, Map<String, String>> aliases = new ConcurrentHashMap<>();

    /** Counts {@link #notesMayHaveChanged}: a reading begun before a change is not kept. */
    private final java.util.concurrent.atomic.AtomicLong noteChanges =
            new java.util.concurrent.atomic.AtomicLong();

    /** guild|channel -> the canon check's state a game master set there ("" for the server). */
    private final Map<String, String> canonStates = new ConcurrentHashMap<>();

    /** guild|user -> whether that member left their posts out of the canon check. */
    private final Map<String, Boolean> canonOptOuts = new ConcurrentHashMap<>();

    /** Reads the open questions of the servers of {@code owned} (the others' never come here). */
    ServerCache(Store store, OwnedShards owned) {
        this.store = store;
        this.owned = owned;
        store.inTransaction(
                repo -> {
                    for (Question q : repo.openQuestions(owned))
                        openQuestionPlaces.add(placeKey(q.guild(), q.place()));
                    for (String[] p : repo.questionPlaces(owned))
                        askedPlaces.add(placeKey(p[0], p[1]));
                    return null;
                });
    }

    /**
     * Drops everything kept of {@code guild} ({@code null}: of every server, as after a reconnect
     * of the connection that hears other processes' changes); the open questions of a server this
     * process owns are read again at once, the rest when needed.
     */
    void invalidate(String guild) {
        canonForget(guild);
        notesMayHaveChanged(guild);
        if (guild == null) expiredHere.clear();
        else expiredHere.keySet().removeIf(k -> k.startsWith(guild + "|"));
        if (guild == null) {
            names.clear();
            markers.clear();
            places.clear();
            modelOn.clear();
        } else {
            names.remove(guild);
            markers.remove(guild);
            modelOn.remove(guild);
            placesChanged(guild);
            if (!owned.owns(guild)) return;
        }
        store.inTransaction(
                repo -> {
                    Set<String> open = ConcurrentHashMap.newKeySet();
                    for (Question q :
                            guild == null ? repo.openQuestions(owned) : repo.openQuestionsIn(guild))
                        open.add(placeKey(q.guild(), q.place()));
                    if (guild == null) openQuestionPlaces.retainAll(open);
                    else
                        openQuestionPlaces.removeIf(
                                k -> k.startsWith(guild + "|") && !open.contains(k));
                    openQuestionPlaces.addAll(open);
                    askedPlaces.addAll(open);
                    return null;
                });
    }

    // character names

    /** The guild's character names, loaded once and kept current by the core. */
    GuildNames namesOf(String guild) {
        return names.computeIfAbsent(
                guild, g -> store.inTransaction(repo -> new GuildNames(repo.characters(g))));
    }

    /**
     * Only a guild whose names are loaded is updated; an unloaded one reads them, this one
     * included, when needed.
     */
    public void characterAdded(Character c) {
        names.computeIfPresent(
                c.guild(),
                (g, known) -> {
                    known.add(c);
                    return known;
                });
    }

    // other names from notes (the canon check)

    /**
     * The characters' unambiguous other names from their current notes ("Bee", "the captain"), read
     * in one query and kept until {@link #notesMayHaveChanged}.
     */
    Map<String, String> aliasesOf(String guild) {
        Map<String, String> kept = aliases.get(guild);
        if (kept != null) return kept;
        long before = noteChanges.get();
        Map<String, String> read =
                store.inTransaction(
                        repo -> {
                            java.util.Set<Detail> details = new java.util.LinkedHashSet<>();
                            for (String a : continuity.understand.CharacterAliases.attributes())
                                details.add(Detail.of(a));
                            List<Character> characters = repo.characters(guild);
                            Map<String, String> nameOf = new HashMap<>();
                            for (Character c : characters) nameOf.put(c.key(), c.name());
                            List<continuity.understand.CharacterAliases.Note> notes =
                                    new java.util.ArrayList<>();
                            for (Note m : repo.currentFactsOfGuild(guild, details)) {
                                String name = nameOf.get(m.characterKey());
                                if (name != null)
                                    notes.add(
                                            new continuity.understand.CharacterAliases.Note(
                                                    name, m.detail().key(), m.value()));
                            }
                            return continuity.understand.CharacterAliases.of(
                                    characters.stream().map(Character::name).toList(), notes);
                        });
        if (aliases.size() > MAX_PLACES) aliases.clear();
        aliases.put(guild, read);
        // a note changed while it was read: read again next time
        if (noteChanges.get() != before) aliases.remove(guild);
        return read;
    }

    /** An event of {@code guild} (null: any) was handled in a transaction: its notes may differ. */
    void notesMayHaveChanged(String guild) {
        noteChanges.incrementAndGet();
        if (guild == null) aliases.clear();
        else aliases.remove(guild);
    }

    // out-of-character markers

    /**
     * The server's own out-of-character markers, loaded once and replaced when a GM changes them.
     */
    List<OocMarker> markersOf(String guild) {
        return markers.computeIfAbsent(
                guild,
                g ->
                        store.inTransaction(
                                repo -> {
                                    try {
                                        return OocMarker.parseList(repo.oocMarkers(g));
                                    } catch (IllegalArgumentException stored) {
                                        // only valid lists are stored; an unreadable one means none
                                        return List.of();
                                    }
                                }));
    }

    void markersChanged(String guild, List<OocMarker> now) {
        markers.put(guild, now);
    }

    // open questions

    /** Whether a question is open at this place of the guild (a message there may answer it). */
    boolean questionOpen(String guild, String place) {
        return openQuestionPlaces.contains(placeKey(guild, place));
    }

    /**
     * Whether a message of {@code ctx} may answer a question at its place: one is open there, or
     * the latest one asked there closed unanswered lately and asked this member (or the member is a
     * game master), so a late answer is told it expired ({@link Expiry#stillTold}).
     */
    boolean mayBeAnswered(ChatContext ctx) {
        String guild = ctx.guildKey(), place = ctx.place();
        if (questionOpen(guild, place)) return true;
        String key = placeKey(guild, place);
        if (!askedPlaces.contains(key)) return false;
        Optional<Question> expired = expiredHere.get(key);
        if (expired == null) {
            expired =
                    store.inTransaction(repo -> repo.latestQuestion(guild, place))
                            .filter(
                                    q ->
                                            q.closedAt() != null
                                                    && Expiry.past(q.createdAt(), q.closedAt()));
            if (expiredHere.size() >= MAX_PLACES) expiredHere.clear();
            expiredHere.put(key, expired);
        }
        return expired.filter(q -> Expiry.stillTold(q, ctx.at()))
                .filter(q -> q.user().equals(ctx.user()) || ctx.gm())
                .isPresent();
    }

    void questionOpened(Question q) {
        openQuestionPlaces.add(placeKey(q.guild(), q.place()));
        askedPlaces.add(placeKey(q.guild(), q.place()));
        expiredHere.remove(placeKey(q.guild(), q.place()));
    }

    /**
     * Runs after the commit that closed a question. Another event may have opened a new question
     * here meanwhile, so the store is asked again, under its lock, before the place is let go.
     */
    void questionsClosed(String guild, String place, boolean stillOpen) {
        expiredHere.remove(placeKey(guild, place));
        if (stillOpen) return;
        store.inTransaction(
                repo -> {
                    if (repo.openQuestion(guild, place).isEmpty())
                        openQuestionPlaces.remove(placeKey(guild, place));
                    return null;
                });
    }

    // stories and scenes

    /**
     * The story of the event's channel and the scene running at its place: read once and kept, as
     * every change to them goes through the core ({@link #placesChanged}). An event that changed
     * them reads them itself and keeps nothing (its change is not committed yet).
     */
    Place place(Repository repo, ChatContext ctx, boolean changedHere) {
        String guild = ctx.guildKey();
        String key = guild + "|" + ctx.channel() + "|" + ctx.place();
        Place p = changedHere ? null : places.get(key);
        if (p != null) return p;
        Story story = repo.story(guild, ctx.channel()).orElse(Story.ofChannel(ctx.channel()));
        Scene scene = repo.activeScene(guild, ctx.place()).orElse(null);
        p = new Place(guild, ctx.channel(), ctx.place(), story, scene);
        if (!changedHere) {
            if (places.size() >= MAX_PLACES) places.clear();
            places.put(key, p);
        }
        return p;
    }

    /**
     * Forgets the kept places of a guild: a story or scene changed there (called in the transaction
     * and after it).
     */
    void placesChanged(String guild) {
        String prefix = guild + "|";
        places.keySet().removeIf(k -> k.startsWith(prefix));
    }

    // the optional language model

    boolean modelEnabled(String guild) {
        return modelOn.computeIfAbsent(
                guild, g -> store.inTransaction(repo -> repo.modelEnabled(g)));
    }

    void modelSettingChanged(String guild, boolean on) {
        modelOn.put(guild, on);
    }

    // the canon check

    /** The canon check's state in a channel: its own setting, else the server's, else off. */
    String canonState(String guild, String channel) {
        String here = canonSetting(guild, channel == null ? "" : channel);
        if (!here.isEmpty()) return here;
        String server = canonSetting(guild, "");
        return server.isEmpty() ? CanonCheck.OFF : server;
    }

    private String canonSetting(String guild, String channel) {
        if (canonStates.size() >= MAX_PLACES) canonStates.clear(); // read again when needed
        return canonStates.computeIfAbsent(
                guild + "|" + channel,
                k ->
                        store.inTransaction(
                                repo -> {
                                    String s = repo.canonCheck(guild, channel);
                                    return s == null ? "" : s;
                                }));
    }

    void canonSettingChanged(String guild, String channel, String state) {
        canonStates.put(guild + "|" + channel, state);
    }

    boolean canonOptedOut(String guild, String user) {
        if (canonOptOuts.size() >= MAX_PLACES) canonOptOuts.clear();
        return canonOptOuts.computeIfAbsent(
                guild + "|" + user,
                k -> store.inTransaction(repo -> repo.canonOptedOut(guild, user)));
    }

    void canonOptOutChanged(String guild, String user, boolean out) {
        canonOptOuts.put(guild + "|" + user, out);
    }

    private void canonForget(String guild) {
        if (guild == null) {
            canonStates.clear();
            canonOptOuts.clear();
        } else {
            canonStates.keySet().removeIf(k -> k.startsWith(guild + "|"));
            canonOptOuts.keySet().removeIf(k -> k.startsWith(guild + "|"));
        }
    }

    private static String placeKey(String guild, String place) {
        return guild + "|" + place;
    }
}
