package continuity.memory.transfer;

import continuity.chat.Unicode;
import continuity.memory.Character;
import continuity.memory.Decide;
import continuity.memory.Limits;
import continuity.memory.Names;
import continuity.memory.Note;
import continuity.memory.Repository;
import continuity.memory.Scene;
import continuity.memory.Slot;
import continuity.memory.Status;
import continuity.memory.Story;
import continuity.text.Phrase;
import continuity.transfer.CharacterEntry;
import continuity.transfer.ImportReport;
import continuity.transfer.Incoming;
import continuity.transfer.NoteEntry;
import continuity.transfer.Parsed;
import continuity.transfer.Rejection;
import continuity.transfer.SceneEntry;
import continuity.transfer.StoryEntry;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * Imports a notes file into a guild: characters, channels' named stories, scenes and notes. Every
 * entry is checked first; if any is refused, nothing is written and each refused entry is reported
 * with its reason. A note whose id is already stored with the same content is left alone, so
 * importing the same file twice adds nothing; a different note under the same id is refused, never
 * overwritten.
 */
public final class Importer {
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");
    private static final List<String> SCOPES = List.of("profile", "story", "scene");
    private static final List<String> STATUSES =
            List.of("active", "superseded", "disputed", "pending", "forgotten");

    private final Repository repo;
    private final String guild;
    private final Limits limits;
    private final List<Rejection> rejected = new ArrayList<>();
    private final Map<String, Character> newCharacters = new LinkedHashMap<>();
    private final Set<String> knownCharacters = new HashSet<>();
    private final Map<String, Story> newStories = new LinkedHashMap<>();
    private final List<Scene> newScenes = new ArrayList<>();
    private int newNotes;
    private int unchanged;

    /** Ids of the file's notes already stored the same: left alone when the notes are written. */
    private final Set<String> unchangedIds = new HashSet<>();

    /** Notes written in one batch. */
    static final int BATCH = 500;

    private Importer(Repository repo, String guild, Limits limits) {
        this.repo = repo;
        this.guild = guild;
        this.limits = limits;
    }

    /** Runs inside the caller's transaction; {@code added} hears of each character created. */
    public static ImportReport run(
            Repository repo, String guild, Incoming in, Limits limits, Consumer<Character> added) {
        if (!in.fileProblems().isEmpty()) return ImportReport.refused(in.fileProblems());
        Importer i = new Importer(repo, guild, limits);
        return i.check(in) ? i.write(in, added) : ImportReport.refused(i.rejected);
    }

    private boolean check(Incoming in) {
        for (Character c : repo.characters(guild)) knownCharacters.add(c.key());
        for (Parsed<CharacterEntry> p : in.characters()) character(p);
        Map<String, Story> storiesHere = repo.storiesIn(guild);
        for (Parsed<StoryEntry> p : in.stories()) story(p, storiesHere);
        Set<String> sceneIds = new HashSet<>();
        Map<String, String> running = new HashMap<>(); // place -> running scene id
        for (Scene sc : repo.scenesIn(guild))
            if (sc.endedAt() == null) running.put(sc.place(), sc.id());
        for (Parsed<SceneEntry> p : in.scenes()) scene(p, sceneIds, running);
        // the notes go by one at a time (a file may hold 100,000): only their ids, and the slots
        // of the current ones, are kept
        Set<String> idsInFile = in.notes().ids();
        Set<String> repeated = in.notes().repeated();
        Set<String> seen = new HashSet<>(); // of the repeated ids only
        Map<Slot, String> activeSlots = new HashMap<>();
        List<Parsed<NoteEntry>> chunk = new ArrayList<>(BATCH);
        in.notes()
                .each(
                        p -> {
                            chunk.add(p);
                            if (chunk.size() == BATCH) {
                                notes(chunk, idsInFile, repeated, seen, activeSlots);
                                chunk.clear();
                            }
                        });
        notes(chunk, idsInFile, repeated, seen, activeSlots);
        int total = repo.countIn(guild) + newNotes;
        if (total > limits.notesPerGuild()) {
            rejected.add(
                    Rejection.ofFile(
                            Phrase.of(
                                    "import.why.server_limit",
                                    total,
                                    limits.notesPerGuild(),
                                    "limits.notes_per_guild")));
        }
        return rejected.isEmpty();
    }

    private void character(Parsed<CharacterEntry> p) {
        CharacterEntry e = p.value();
        Phrase label =
                e != null && e.name() != null
                        ? Phrase.of("import.entry.character.named", p.number(), e.name())
                        : Phrase.of("import.entry.character", p.number());
        if (e == null) {
            reject(label, p.error());
            return;
        }
        String name = Names.clean(e.name());
        if (name.isEmpty()) reject(label, Phrase.of("import.why.missing_field", "name"));
        else if (name.length() > limits.nameLength())
            reject(label, Phrase.of("import.why.name_too_long", limits.nameLength()));
        else if (Names.mixesAlphabets(name))
            reject(label, Phrase.of("import.why.name_mixes_alphabets"));
        else if (e.key() != null && !e.key().equals(Names.key(name))) {
            reject(label, Phrase.of("import.why.key_mismatch", "key", e.key(), Names.key(name)));
        } else if (!instant(e.createdAt())) reject(label, notInstant("created_at", e.createdAt()));
        else if (newCharacters.containsKey(Names.key(name)))
            reject(label, Phrase.of("import.why.character_twice"));
        else if (!knownCharacters.contains(Names.key(name))) {
            newCharacters.put(Names.key(name), NoteEntries.character(e, guild));
        }
    }

    /**
     * A chunk of the file's notes, in order, with the notes stored under their ids read at once.
     */
    private void notes(
            List<Parsed<NoteEntry>> chunk,
            Set<String> idsInFile,
            Set<String> repeated,
            Set<String> seen,
            Map<Slot, String> activeSlots) {
        List<String> ids = new ArrayList<>();
        for (Parsed<NoteEntry> p : chunk)
            if (p.value() != null && p.value().id() != null) ids.add(p.value().id());
        Map<String, Note> stored = repo.memories(ids);
        for (Parsed<NoteEntry> p : chunk) note(p, idsInFile, repeated, seen, activeSlots, stored);
    }

    private void note(
            Parsed<NoteEntry> p,
            Set<String> idsInFile,
            Set<String> repeated,
            Set<String> seen,
            Map<Slot, String> activeSlots,
            Map<String, Note> storedNotes) {
        NoteEntry e = p.value();
        Phrase label =
                e != null && e.id() != null
                        ? Phrase.of("import.entry.note.id", p.number(), e.id())
                        : Phrase.of("import.entry.note", p.number());
        if (e == null) {
            reject(label, p.error());
            return;
        }
        Phrase why = problem(e, idsInFile);
        if (why == null && repeated.contains(e.id()) && !seen.add(e.id()))
            why = Phrase.of("import.why.id_twice");
        if (why != null) {
            reject(label, why);
            return;
        }
        Note m = NoteEntries.memory(e, guild);
        Optional<Note> stored = Optional.ofNullable(storedNotes.get(e.id()));
        if (stored.isPresent()) {
            if (stored.get().equals(m)) {
                unchanged++;
                unchangedIds.add(m.id());
            } else reject(label, Phrase.of("import.why.note_stored"));
            return;
        }
        Slot slot = Slot.of(m);
        if (m.status() == Status.ACTIVE && !slot.free()) {
            // the slot's current fact, read by its index (a character may hold thousands)
            Note current =
                    Decide.holder(
                            repo.currentFacts(
                                    guild, m.characterKey(), Set.of(m.detail()), Set.of()),
                            slot);
            String other = current != null ? current.id() : activeSlots.get(slot);
            if (other != null) {
                reject(
                        label,
                        Phrase.of(
                                "import.why.slot_taken", other, m.character(), m.attributeWire()));
                return;
            }
            activeSlots.put(slot, m.id());
        }
        newNotes++;
    }

    /**
     * A channel's named story: added, or already the same here; another story for that channel is
     * refused.
     */
    private void story(Parsed<StoryEntry> p, Map<String, Story> here) {
        StoryEntry e = p.value();
        Phrase label =
                e != null && e.channel() != null
                        ? Phrase.of("import.entry.story.channel", p.number(), e.channel())
                        : Phrase.of("import.entry.story", p.number());
        if (e == null) {
            reject(label, p.error());
            return;
        }
        String name = e.name() == null ? "" : Names.clean(e.name());
        Phrase why = null;
        if (e.channel() == null || e.channel().isBlank() || e.channel().length() > 100)
            why = Phrase.of("import.why.length", "channel", 100);
        else if (name.isEmpty() || name.length() > limits.storyNameLength()) {
            why =
                    Phrase.of(
                            "import.why.story_name_length",
                            limits.storyNameLength(),
                            "name",
                            "limits.story_name_length");
        } else if (e.storyKey() == null
                || !e.storyKey().startsWith("story:")
                || e.storyKey().length() > 200) {
            why = Phrase.of("import.why.story_key", "story_key", "story:");
        } else if (newStories.containsKey(e.channel())) {
            why = Phrase.of("import.why.channel_twice");
        }
        if (why != null) {
            reject(label, why);
            return;
        }
        Story story = new Story(e.storyKey(), name);
        Story current = here.get(e.channel());
        if (current == null) newStories.put(e.channel(), story);
        else if (!current.equals(story)) {
            reject(label, Phrase.of("import.why.channel_plays", current.name()));
        }
    }

    /**
     * A scene: added, or already the same here; a different scene under its id, or a second running
     * scene in a place, is refused.
     */
    private void scene(Parsed<SceneEntry> p, Set<String> ids, Map<String, String> running) {
        SceneEntry e = p.value();
        Phrase label =
                e != null && e.name() != null
                        ? Phrase.of("import.entry.scene.named", p.number(), e.name())
                        : Phrase.of("import.entry.scene", p.number());
        if (e == null) {
            reject(label, p.error());
            return;
        }
        String name = e.name() == null ? "" : Names.clean(e.name());
        Phrase why = null;
        if (e.id() == null || !ID.matcher(e.id()).matches()) why = Phrase.of("import.why.id");
        else if (!ids.add(e.id())) why = Phrase.of("import.why.id_twice");
        else if (e.place() == null || e.place().isBlank() || e.place().length() > 100)
            why = Phrase.of("import.why.length", "place", 100);
        else if (name.isEmpty() || name.length() > limits.storyNameLength()) {
            why =
                    Phrase.of(
                            "import.why.story_name_length",
                            limits.storyNameLength(),
                            "name",
                            "limits.story_name_length");
        } else if (e.storyKey() == null || e.storyKey().isBlank() || e.storyKey().length() > 200) {
            why = Phrase.of("import.why.length", "story_key", 200);
        } else if (!instant(e.startedAt())) why = notInstant("started_at", e.startedAt());
        else if (e.endedAt() != null && !instant(e.endedAt()))
            why = notInstant("ended_at", e.endedAt());
        if (why != null) {
            reject(label, why);
            return;
        }
        Scene scene =
                new Scene(
                        e.id(),
                        guild,
                        e.place(),
                        e.storyKey(),
                        name,
                        e.startedBy(),
                        Instant.parse(e.startedAt()),
                        e.endedAt() == null ? null : Instant.parse(e.endedAt()));
        Optional<Scene> stored = repo.scene(e.id());
        if (stored.isPresent()) {
            if (!stored.get().equals(scene)) reject(label, Phrase.of("import.why.scene_stored"));
            return;
        }
        if (scene.endedAt() == null && running.containsKey(scene.place())) {
            reject(label, Phrase.of("import.why.scene_running", running.get(scene.place())));
            return;
        }
        if (scene.endedAt() == null) running.put(scene.place(), scene.id());
        newScenes.add(scene);
    }

    /** What is wrong with the entry on its own, or null. */
    private Phrase problem(NoteEntry e, Set<String> idsInFile) {
        if (e.id() == null || !ID.matcher(e.id()).matches()) return Phrase.of("import.why.id");
        if ("preference".equals(e.kind())) return Phrase.of("import.why.preference");
        if (!"fact".equals(e.kind()))
            return Phrase.of("import.why.kind", "kind", quoted(e.kind()), "fact");
        if (e.scope() == null || !SCOPES.contains(e.scope()))
            return Phrase.of(
                    "import.why.scope", "scope", quoted(e.scope()), String.join(", ", SCOPES));
        if (e.status() == null || !STATUSES.contains(e.status())) {
            return Phrase.of(
                    "import.why.status", "status", quoted(e.status()), String.join(", ", STATUSES));
        }
        boolean forgotten = "forgotten".equals(e.status());
        if (!"profile".equals(e.scope()) && (e.scopeId() == null || e.scopeId().isBlank())) {
            return Phrase.of("import.why.scope_id_needed", e.scope(), "scope_id");
        }
        if ("profile".equals(e.scope()) && e.scopeId() != null)
            return Phrase.of("import.why.profile_scope_id", "profile", "scope_id");
        String name = Names.clean(e.character());
        if (name.isEmpty()) return Phrase.of("import.why.missing_field", "character");
        String key = NoteEntries.characterKey(e);
        if (!key.equals(Names.key(name)))
            return Phrase.of("import.why.character_key", "character_key");
        if (!knownCharacters.contains(key) && !newCharacters.containsKey(key)) {
            return Phrase.of("import.why.unknown_character", name, "characters");
        }
        if (e.attribute() == null || e.attribute().isBlank() || e.attribute().length() > 64) {
            return Phrase.of("import.why.length", "attribute", 64);
        }
        if (e.text() == null || e.value() == null)
            return Phrase.of("import.why.text_required", "text", "value");
        if (!forgotten && (e.text().isBlank() || e.value().isBlank()))
            return Phrase.of("import.why.text_empty", "text", "value");
        if (forgotten && !(e.text().isEmpty() && e.value().isEmpty()))
            return Phrase.of("import.why.forgotten_text");
        if (Unicode.brokenPair(e.text())
                || Unicode.brokenPair(e.value())
                || Unicode.brokenPair(e.character()))
            return Phrase.of("import.why.broken_character");
        if (e.text().length() > limits.noteLength() || e.value().length() > limits.noteLength()) {
            return Phrase.of("import.why.note_too_long", limits.noteLength(), "limits.note_length");
        }
        if (e.author() == null || e.author().isBlank())
            return Phrase.of("import.why.missing_field", "author");
        if (!instant(e.createdAt())) return notInstant("created_at", e.createdAt());
        if (e.retiredAt() != null && !instant(e.retiredAt()))
            return notInstant("retired_at", e.retiredAt());
        if (e.lang() != null && !e.lang().equals("en") && !e.lang().equals("fr"))
            return Phrase.of("import.why.lang", "lang");
        Phrase link = link("replaces", e.replaces(), idsInFile);
        // a superseded note's retired_by names its successor; a forgotten one's names who forgot it
        if (link == null && "superseded".equals(e.status()))
            link = link("retired_by", e.retiredBy(), idsInFile);
        return link;
    }

    private Phrase link(String field, String id, Set<String> idsInFile) {
        if (id == null || idsInFile.contains(id)) return null;
        Optional<Note> stored = repo.memory(id);
        if (stored.isPresent() && stored.get().guild().equals(guild)) return null;
        return Phrase.of("import.why.dangling_link", field, id);
    }

    /**
     * Everything was accepted: written, the notes read from the file once more and written in
     * batches of {@link #BATCH}.
     */
    private ImportReport write(Incoming in, Consumer<Character> added) {
        for (Character c : newCharacters.values()) {
            repo.saveCharacter(c);
            added.accept(c);
        }
        for (Map.Entry<String, Story> e : newStories.entrySet())
            repo.setStory(guild, e.getKey(), e.getValue(), null);
        for (Scene sc : newScenes) repo.saveScene(sc);
        List<Note> batch = new ArrayList<>(BATCH);
        int[] written = {0};
        in.notes()
                .each(
                        p -> {
                            NoteEntry e = p.value();
                            if (e == null || unchangedIds.contains(e.id()))
                                return; // left alone (nothing refused gets here)
                            batch.add(NoteEntries.memory(e, guild));
                            if (batch.size() == BATCH) {
                                repo.insertAll(batch);
                                written[0] += batch.size();
                                batch.clear();
                            }
                        });
        repo.insertAll(batch);
        written[0] += batch.size();
        if (written[0] != newNotes)
            throw new IllegalStateException(
                    "the file changed while it was imported; nothing was written");
        return new ImportReport(
                newNotes,
                newCharacters.size(),
                unchanged,
                List.of(),
                newStories.size(),
                newScenes.size());
    }

    private void reject(Phrase entry, Phrase reason) {
        rejected.add(new Rejection(entry, reason));
    }

    private static Phrase notInstant(String field, String value) {
        return Phrase.of("import.why.not_instant", field, quoted(value));
    }

    private static boolean instant(String s) {
        if (s == null) return false;
        try {
            Instant.parse(s);
            return true;
        } catch (DateTimeParseException e) {
            return false;
        }
    }

    /** The file's value in quotes, or "missing" in the reader's language. */
    private static Object quoted(String s) {
        return s == null ? Phrase.of("import.missing") : "\"" + s + "\"";
    }
}
