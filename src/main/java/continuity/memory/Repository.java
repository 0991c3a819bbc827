package continuity.memory;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** What the core needs from storage, inside one transaction. */
public interface Repository {
    Optional<Character> character(String guild, String key);

    List<Character> characters(String guild);

    void saveCharacter(Character c);

    void insert(Memory m);

    /** Inserts the notes, in order (a store may send them as one batch). */
    default void insertAll(List<Memory> notes) {
        for (Memory m : notes) insert(m);
    }

    void update(Memory m);

    /**
     * Writes {@code after} over {@code before}, which must be the note as read in this transaction
     * (a store may write only the columns that differ between the two; it writes the whole note
     * when the stored status, server or author are not {@code before}'s). The stored note is then
     * {@code after}.
     */
    default void update(Memory before, Memory after) {
        update(after);
    }

    Optional<Memory> memory(String id);

    /** The notes stored under these ids, by id (a store reads them in a few statements). */
    default java.util.Map<String, Memory> memories(java.util.Collection<String> ids) {
        java.util.Map<String, Memory> out = new java.util.HashMap<>();
        for (String id : ids) memory(id).ifPresent(m -> out.put(id, m));
        return out;
    }

    /** Every note of a guild's character, all statuses, oldest first. */
    List<Memory> notesOf(String guild, String characterKey);

    /** Every note of a guild, all statuses, oldest first. */
    List<Memory> notesIn(String guild);

    /**
     * Every note of a guild, all statuses, oldest first, handed over one at a time (a store reads
     * them as a stream: however many there are, it holds a few). {@code each} may read the store
     * but not write it.
     */
    default void eachNoteIn(String guild, java.util.function.Consumer<Memory> each) {
        notesIn(guild).forEach(each);
    }

    /**
     * Facts in the given statuses, oldest first: of one character, or of the whole guild when
     * {@code characterKey} is null. Reads only those rows, never the rest of the guild.
     */
    List<Memory> facts(String guild, String characterKey, Set<Status> statuses);

    /**
     * A page of {@link #facts(String, String, Set)}: those of one scope when {@code scope} is not
     * null, from the {@code offset}-th on, at most {@code limit}. A store reads only those rows
     * (for a character's live facts through an index in time order).
     */
    default List<Memory> factsPage(
            String guild,
            String characterKey,
            Set<Status> statuses,
            Scope scope,
            int offset,
            int limit) {
        List<Memory> all =
                facts(guild, characterKey, statuses).stream()
                        .filter(m -> scope == null || m.scope() == scope)
                        .toList();
        return all.subList(Math.min(offset, all.size()), Math.min(offset + limit, all.size()));
    }

    /** How many facts {@link #factsPage} pages through. */
    default int countFacts(String guild, String characterKey, Set<Status> statuses, Scope scope) {
        return (int)
                facts(guild, characterKey, statuses).stream()
                        .filter(m -> scope == null || m.scope() == scope)
                        .count();
    }

    /** One character's facts about one attribute in the given statuses, oldest first. */
    List<Memory> facts(String guild, String characterKey, String attribute, Set<Status> statuses);

    /**
     * The current facts (active) of a guild's character that a decision about it reads: those of
     * the given attributes, and, when {@code stems} is not empty, those holding one of the stems or
     * none of their own ({@link FactStems}); oldest first. A store reads only those rows (it keeps
     * the stems of its current facts); this default reads every current fact of the character and
     * keeps them, which is what the store's answer must equal.
     */
    default List<Memory> currentFacts(
            String guild, String characterKey, Set<String> attributes, Set<String> stems) {
        if (attributes.isEmpty() && stems.isEmpty()) return List.of();
        List<Memory> out = new java.util.ArrayList<>();
        for (Memory m : facts(guild, characterKey, Set.of(Status.ACTIVE))) {
            if (m.kind() == Kind.FACT
                    && (attributes.contains(m.attribute()) || FactStems.holdsAny(m, stems)))
                out.add(m);
        }
        return out;
    }

    /**
     * Whether a guild's character has a current fact (active) in one scope instance (a story, a
     * scene); reads at most one row.
     */
    default boolean hasCurrentFactIn(String guild, String characterKey, Scope scope, String id) {
        for (Memory m : facts(guild, characterKey, Set.of(Status.ACTIVE)))
            if (m.kind() == Kind.FACT
                    && m.scope() == scope
                    && java.util.Objects.equals(m.scopeId(), id)) return true;
        return false;
    }

    /**
     * The guild's facts that may be acted on (active, disputed) in which each of {@code words} is
     * found ({@link SearchText}) or names the attribute ({@code attributes}: each word's canonical
     * attribute, or null), oldest first. A store looks the words up in the search text it keeps and
     * reads only the notes found; this default reads every such fact and keeps those.
     */
    default List<Memory> searchFacts(String guild, List<String> words, List<String> attributes) {
        List<Memory> out = new java.util.ArrayList<>();
        for (Memory m : facts(guild, null, java.util.EnumSet.of(Status.ACTIVE, Status.DISPUTED)))
            if (NoteSearch.matches(m, words, attributes)) out.add(m);
        return out;
    }

    /** How many notes a guild holds, all kinds and statuses. */
    int countIn(String guild);

    /** Notes in one status for a guild, character and attribute. */
    List<Memory> inSlot(String guild, String characterKey, String attribute, Status status);

    /** A user's preferences in every guild and direct messages. */
    List<Memory> preferencesOf(String user);

    Optional<Story> story(String guild, String channel);

    void setStory(String guild, String channel, Story story, String by);

    void clearStory(String guild, String channel);

    Optional<Scene> activeScene(String guild, String place);

    void saveScene(Scene s);

    void saveAction(Action a);

    /** Deletes the stored buttons offered before {@code cutoff}; returns how many. */
    int deleteActionsBefore(java.time.Instant cutoff);

    /** Who set the named story a channel plays, if one is set. */
    Optional<String> storySetBy(String guild, String channel);

    Optional<Action> action(String id);

    /**
     * Every stored button of a guild (those whose action is not carried by their id), oldest first.
     */
    List<Action> actionsIn(String guild);

    void saveQuestion(Question q);

    Optional<Question> openQuestion(String guild, String place);

    /** Every open question of every server (cross-server work: a member's forget-me). */
    List<Question> openQuestions();

    /**
     * The open questions of the servers whose events come to this process (the shard of each server
     * computed in the query, as {@link OwnedShards#shardOf} does).
     */
    List<Question> openQuestions(OwnedShards owned);

    /** The question with this id, while it is still open. */
    Optional<Question> openQuestionById(String id);

    /** The question with this id, open or closed. */
    Optional<Question> question(String id);

    /** A guild's open questions, oldest first. */
    List<Question> openQuestionsIn(String guild);

    // limits and privacy

    /** Live notes (active, disputed, pending) of a guild. */
    int countLiveNotes(String guild);

    /** Live notes of a guild written by one member. */
    int countLiveNotesBy(String guild, String author);

    /** Every note a user wrote, in every guild and direct messages, all statuses, oldest first. */
    List<Memory> notesBy(String author);

    /**
     * Erases what the bot's questions and buttons still hold of a user's words: the data of every
     * question asked to them (kept closed, with who and when) and the buttons offered to them.
     */
    void forgetQuestionsAndButtonsOf(String user, Instant at);

    /** Records that the bot was removed from a guild (the first removal time is kept). */
    void markDeparted(String guild, Instant at);

    /** The bot is back in the guild: its notes are no longer due for deletion. */
    void clearDeparted(String guild);

    /**
     * The named story of each channel of a guild that has one, by channel id (in channel order).
     */
    java.util.Map<String, Story> storiesIn(String guild);

    /** Every scene of a guild, running or ended, oldest first. */
    List<Scene> scenesIn(String guild);

    Optional<Scene> scene(String id);

    /**
     * Every server the store keeps something about (characters, preferences, a story or settings),
     * departed ones included.
     */
    List<String> guildsKept();

    /** Guilds the bot left at or before the cutoff and whose data is not yet purged. */
    List<String> departedBefore(Instant cutoff);

    /**
     * Deletes everything stored about a guild, keeping only the record that it was purged and when.
     */
    void purgeGuild(String guild, Instant at);

    // server settings

    /** The server's own out-of-character markers as written ("" when none). */
    String oocMarkers(String guild);

    void setOocMarkers(String guild, String markers, String by, java.time.Instant at);

    /**
     * A server setting as stored: its value, the member who set it and when (either may be null in
     * a row written by hand).
     */
    record Setting<T>(T value, String setBy, Instant setAt) {}

    /**
     * The server's markers row as stored, with who set them and when; empty when no game master
     * ever set them ({@code migrate} copies it as it is).
     */
    Optional<Setting<String>> oocMarkersSetting(String guild);

    /**
     * Every server with settings of its own (markers, the model setting) or stored model calls,
     * departed ones included, in no particular order.
     */
    List<String> guildsWithSettings();

    // the optional language model (issue 11); defaults keep other stores compiling: off, nothing
    // kept

    /** Whether a game master turned the language model on for this server. */
    default boolean modelEnabled(String guild) {
        return false;
    }

    default void setModelEnabled(String guild, boolean on, String by, Instant at) {
        throw new UnsupportedOperationException("this store keeps no model settings");
    }

    /**
     * The server's model setting as stored (on or off, who set it and when); empty when no game
     * master ever set it.
     */
    default Optional<Setting<Boolean>> modelSetting(String guild) {
        return Optional.empty();
    }

    /** Stores a model call with the turn that made it. */
    default void saveModelRecord(ModelHook.Record r) {}

    /** A server's model calls, oldest first. */
    default List<ModelHook.Record> modelRecords(String guild) {
        return List.of();
    }

    // the canon check (issue 24); defaults keep other stores compiling: off, nothing kept

    /**
     * The canon check's state for a server ({@code channel} "") or one channel: null when unset.
     */
    default String canonCheck(String guild, String channel) {
        return null;
    }

    default void setCanonCheck(String guild, String channel, String state, String by, Instant at) {
        throw new UnsupportedOperationException("this store keeps no canon check settings");
    }

    /** Whether a member opted out of the canon check on their own posts in a server. */
    default boolean canonOptedOut(String guild, String user) {
        return false;
    }

    default void setCanonOptOut(String guild, String user, boolean out, Instant at) {
        throw new UnsupportedOperationException("this store keeps no canon check settings");
    }

    /**
     * Stores a reported contradiction; false (nothing written) when the same character, detail and
     * value were already reported in that place.
     */
    default boolean saveContradiction(Contradiction c) {
        return false;
    }

    default Optional<Contradiction> contradiction(String id) {
        return Optional.empty();
    }

    default void resolveContradiction(String id, String status, String by, Instant at) {}

    /** A canon check setting as stored: "" for the server, else one channel. */
    record CanonSetting(String channel, String state, String setBy, Instant setAt) {}

    /** Every canon check setting of a server, the server's first ({@code migrate} copies them). */
    default List<CanonSetting> canonSettings(String guild) {
        return List.of();
    }

    /** The members of a server who left their posts out of the canon check, with when. */
    default java.util.Map<String, Instant> canonOptOuts(String guild) {
        return java.util.Map.of();
    }

    /** A server's reported contradictions, oldest first. */
    default List<Contradiction> contradictions(String guild) {
        return List.of();
    }
}
