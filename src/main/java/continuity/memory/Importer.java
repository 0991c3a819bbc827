package continuity.memory;

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
 * with its reason. A note whose id is already stored
 * with the same content is left alone, so importing the same file twice adds nothing; a different
 * note under the same id is refused, never overwritten.
 */
public final class Importer {
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");
    private static final Set<String> SCOPES = Set.of("profile", "story", "scene");
    private static final List<String> STATUSES = List.of("active", "superseded", "disputed", "pending", "forgotten");

    private final Repository repo;
    private final String guild;
    private final Limits limits;
    private final List<Rejection> rejected = new ArrayList<>();
    private final Map<String, Character> newCharacters = new LinkedHashMap<>();
    private final Set<String> knownCharacters = new HashSet<>();
    private final List<Memory> newNotes = new ArrayList<>();
    private final Map<String, Story> newStories = new LinkedHashMap<>();
    private final List<Scene> newScenes = new ArrayList<>();
    private int unchanged;

    private Importer(Repository repo, String guild, Limits limits) {
        this.repo = repo;
        this.guild = guild;
        this.limits = limits;
    }

    /** Runs inside the caller's transaction; {@code added} hears of each character created. */
    public static ImportReport run(Repository repo, String guild, Incoming in, Limits limits, Consumer<Character> added) {
        if (!in.fileProblems().isEmpty()) return ImportReport.refused(in.fileProblems());
        Importer i = new Importer(repo, guild, limits);
        return i.check(in) ? i.write(added) : ImportReport.refused(i.rejected);
    }

    private boolean check(Incoming in) {
        for (Character c : repo.characters(guild)) knownCharacters.add(c.key());
        for (Parsed<CharacterEntry> p : in.characters()) character(p);
        Map<String, Story> storiesHere = repo.storiesIn(guild);
        for (Parsed<StoryEntry> p : in.stories()) story(p, storiesHere);
        Set<String> sceneIds = new HashSet<>();
        Map<String, String> running = new HashMap<>(); // place -> running scene id
        for (Scene sc : repo.scenesIn(guild)) if (sc.endedAt() == null) running.put(sc.place(), sc.id());
        for (Parsed<SceneEntry> p : in.scenes()) scene(p, sceneIds, running);
        Set<String> idsInFile = new HashSet<>();
        for (Parsed<NoteEntry> p : in.notes()) if (p.value() != null && p.value().id() != null) idsInFile.add(p.value().id());
        Set<String> seen = new HashSet<>();
        Map<String, String> activeSlots = new HashMap<>();
        for (Parsed<NoteEntry> p : in.notes()) note(p, idsInFile, seen, activeSlots);
        int total = repo.countIn(guild) + newNotes.size();
        if (total > limits.notesPerGuild()) {
            rejected.add(new Rejection("file", "the server would hold " + total + " notes; its limit is "
                    + limits.notesPerGuild() + " (limits.notes_per_guild)"));
        }
        return rejected.isEmpty();
    }

    private void character(Parsed<CharacterEntry> p) {
        CharacterEntry e = p.value();
        String label = "character " + p.number() + (e != null && e.name() != null ? " (" + e.name() + ")" : "");
        if (e == null) {
            reject(label, p.error());
            return;
        }
        String name = Names.clean(e.name());
        if (name.isEmpty()) reject(label, "\"name\" is missing");
        else if (name.length() > limits.nameLength()) reject(label, "the name is longer than " + limits.nameLength() + " characters");
        else if (Names.mixesAlphabets(name)) reject(label, "the name mixes alphabets");
        else if (e.key() != null && !e.key().equals(Names.key(name))) {
            reject(label, "\"key\" is \"" + e.key() + "\" but the name's key is \"" + Names.key(name) + "\"");
        } else if (!instant(e.createdAt())) reject(label, "\"created_at\" is not an ISO-8601 instant: " + e.createdAt());
        else if (newCharacters.containsKey(Names.key(name))) reject(label, "the character appears twice in the file");
        else if (!knownCharacters.contains(Names.key(name))) {
            newCharacters.put(Names.key(name), NoteEntries.character(e, guild));
        }
    }

    private void note(Parsed<NoteEntry> p, Set<String> idsInFile, Set<String> seen, Map<String, String> activeSlots) {
        NoteEntry e = p.value();
        String label = "note " + p.number() + (e != null && e.id() != null ? " (id " + e.id() + ")" : "");
        if (e == null) {
            reject(label, p.error());
            return;
        }
        String why = problem(e, idsInFile);
        if (why == null && !seen.add(e.id())) why = "the id appears twice in the file";
        if (why != null) {
            reject(label, why);
            return;
        }
        Memory m = NoteEntries.memory(e, guild);
        Optional<Memory> stored = repo.memory(e.id());
        if (stored.isPresent()) {
            if (stored.get().equals(m)) unchanged++;
            else reject(label, "another note with this id is already stored (here or on another server); "
                    + "it was not overwritten");
            return;
        }
        Slot slot = Slot.of(m);
        if (m.status() == Status.ACTIVE && !slot.free()) {
            Optional<Memory> current = repo.inSlot(guild, m.characterKey(), m.attribute(), Status.ACTIVE).stream()
                    .filter(slot::holds)
                    .findFirst();
            String other = current.map(Memory::id).orElse(activeSlots.get(slot.key()));
            if (other != null) {
                reject(label, "note " + other + " is already the active note for " + m.character() + "'s "
                        + m.attribute() + " in this scope; only one can be active");
                return;
            }
            activeSlots.put(slot.key(), m.id());
        }
        newNotes.add(m);
    }

    /** A channel's named story: added, or already the same here; another story for that channel is refused. */
    private void story(Parsed<StoryEntry> p, Map<String, Story> here) {
        StoryEntry e = p.value();
        String label = "story " + p.number() + (e != null && e.channel() != null ? " (channel " + e.channel() + ")" : "");
        if (e == null) {
            reject(label, p.error());
            return;
        }
        String name = e.name() == null ? "" : Names.clean(e.name());
        String why = null;
        if (e.channel() == null || e.channel().isBlank() || e.channel().length() > 100) why = "\"channel\" must be 1 to 100 characters";
        else if (name.isEmpty() || name.length() > limits.storyNameLength()) {
            why = "\"name\" must be 1 to " + limits.storyNameLength() + " characters (limits.story_name_length)";
        } else if (e.storyKey() == null || !e.storyKey().startsWith("story:") || e.storyKey().length() > 200) {
            why = "\"story_key\" must start with \"story:\" (at most 200 characters)";
        } else if (newStories.containsKey(e.channel())) {
            why = "the channel appears twice in the file's stories";
        }
        if (why != null) {
            reject(label, why);
            return;
        }
        Story story = new Story(e.storyKey(), name);
        Story current = here.get(e.channel());
        if (current == null) newStories.put(e.channel(), story);
        else if (!current.equals(story)) {
            reject(label, "this channel already plays the story \"" + current.name() + "\" here; it was not changed");
        }
    }

    /** A scene: added, or already the same here; a different scene under its id, or a second running scene in a place, is refused. */
    private void scene(Parsed<SceneEntry> p, Set<String> ids, Map<String, String> running) {
        SceneEntry e = p.value();
        String label = "scene " + p.number() + (e != null && e.name() != null ? " (" + e.name() + ")" : "");
        if (e == null) {
            reject(label, p.error());
            return;
        }
        String name = e.name() == null ? "" : Names.clean(e.name());
        String why = null;
        if (e.id() == null || !ID.matcher(e.id()).matches()) why = "\"id\" must be 1 to 64 letters, digits, - or _";
        else if (!ids.add(e.id())) why = "the id appears twice in the file";
        else if (e.place() == null || e.place().isBlank() || e.place().length() > 100) why = "\"place\" must be 1 to 100 characters";
        else if (name.isEmpty() || name.length() > limits.storyNameLength()) {
            why = "\"name\" must be 1 to " + limits.storyNameLength() + " characters (limits.story_name_length)";
        } else if (e.storyKey() == null || e.storyKey().isBlank() || e.storyKey().length() > 200) {
            why = "\"story_key\" must be 1 to 200 characters";
        } else if (!instant(e.startedAt())) why = "\"started_at\" is not an ISO-8601 instant: " + quoted(e.startedAt());
        else if (e.endedAt() != null && !instant(e.endedAt())) why = "\"ended_at\" is not an ISO-8601 instant: " + quoted(e.endedAt());
        if (why != null) {
            reject(label, why);
            return;
        }
        Scene scene = new Scene(e.id(), guild, e.place(), e.storyKey(), name, e.startedBy(), Instant.parse(e.startedAt()),
                e.endedAt() == null ? null : Instant.parse(e.endedAt()));
        Optional<Scene> stored = repo.scene(e.id());
        if (stored.isPresent()) {
            if (!stored.get().equals(scene)) reject(label, "another scene with this id is already stored (here or on another server); it was not overwritten");
            return;
        }
        if (scene.endedAt() == null && running.containsKey(scene.place())) {
            reject(label, "scene " + running.get(scene.place()) + " is already running in that place; only one can run there");
            return;
        }
        if (scene.endedAt() == null) running.put(scene.place(), scene.id());
        newScenes.add(scene);
    }

    /** What is wrong with the entry on its own, or null. */
    private String problem(NoteEntry e, Set<String> idsInFile) {
        if (e.id() == null || !ID.matcher(e.id()).matches()) return "\"id\" must be 1 to 64 letters, digits, - or _";
        if ("preference".equals(e.kind())) return "preferences are private and are not imported";
        if (!"fact".equals(e.kind())) return "\"kind\" is " + quoted(e.kind()) + "; expected \"fact\"";
        if (e.scope() == null || !SCOPES.contains(e.scope())) return "\"scope\" is " + quoted(e.scope()) + "; expected profile, story or scene";
        if (e.status() == null || !STATUSES.contains(e.status())) {
            return "\"status\" is " + quoted(e.status()) + "; expected one of " + String.join(", ", STATUSES);
        }
        boolean forgotten = "forgotten".equals(e.status());
        if (!"profile".equals(e.scope()) && (e.scopeId() == null || e.scopeId().isBlank())) {
            return "a " + e.scope() + " note needs \"scope_id\"";
        }
        if ("profile".equals(e.scope()) && e.scopeId() != null) return "a profile note has no \"scope_id\"";
        String name = Names.clean(e.character());
        if (name.isEmpty()) return "\"character\" is missing";
        String key = NoteEntries.characterKey(e);
        if (!key.equals(Names.key(name))) return "\"character_key\" does not match the character's name";
        if (!knownCharacters.contains(key) && !newCharacters.containsKey(key)) {
            return "the character " + name + " is neither in the file's \"characters\" nor on this server";
        }
        if (e.attribute() == null || e.attribute().isBlank() || e.attribute().length() > 64) {
            return "\"attribute\" must be 1 to 64 characters";
        }
        if (e.text() == null || e.value() == null) return "\"text\" and \"value\" are required";
        if (!forgotten && (e.text().isBlank() || e.value().isBlank())) return "\"text\" and \"value\" must not be empty";
        if (forgotten && !(e.text().isEmpty() && e.value().isEmpty())) return "a forgotten note keeps no text or value";
        if (e.text().length() > limits.noteLength() || e.value().length() > limits.noteLength()) {
            return "the note is longer than " + limits.noteLength() + " characters (limits.note_length)";
        }
        if (e.author() == null || e.author().isBlank()) return "\"author\" is missing";
        if (!instant(e.createdAt())) return "\"created_at\" is not an ISO-8601 instant: " + quoted(e.createdAt());
        if (e.retiredAt() != null && !instant(e.retiredAt())) return "\"retired_at\" is not an ISO-8601 instant: " + quoted(e.retiredAt());
        if (e.lang() != null && !e.lang().equals("en") && !e.lang().equals("fr")) return "\"lang\" must be en or fr";
        String link = link("replaces", e.replaces(), idsInFile);
        // a superseded note's retired_by names its successor; a forgotten one's names who forgot it
        if (link == null && "superseded".equals(e.status())) link = link("retired_by", e.retiredBy(), idsInFile);
        return link;
    }

    private String link(String field, String id, Set<String> idsInFile) {
        if (id == null || idsInFile.contains(id)) return null;
        Optional<Memory> stored = repo.memory(id);
        if (stored.isPresent() && stored.get().guild().equals(guild)) return null;
        return "\"" + field + "\" points to note " + id + ", which is neither in the file nor on this server";
    }

    private ImportReport write(Consumer<Character> added) {
        for (Character c : newCharacters.values()) {
            repo.saveCharacter(c);
            added.accept(c);
        }
        for (Map.Entry<String, Story> e : newStories.entrySet()) repo.setStory(guild, e.getKey(), e.getValue(), null);
        for (Scene sc : newScenes) repo.saveScene(sc);
        for (Memory m : newNotes) repo.insert(m);
        return new ImportReport(newNotes.size(), newCharacters.size(), unchanged, List.of(), newStories.size(),
                newScenes.size());
    }

    private void reject(String entry, String reason) {
        rejected.add(new Rejection(entry, reason));
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

    private static String quoted(String s) {
        return s == null ? "missing" : "\"" + s + "\"";
    }
}
