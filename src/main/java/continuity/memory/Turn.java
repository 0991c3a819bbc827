package continuity.memory;

import continuity.chat.Button;
import continuity.chat.ChatContext;
import continuity.chat.Inbound;
import continuity.chat.Lang;
import continuity.memory.wording.Voice;
import continuity.text.Text;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * One event being handled: its context, its transaction, the language it is answered in, and what
 * to do once it commits. It is given what it uses of the core ({@link Needs}), never the core
 * itself: the core hands events to turns, turns do not call back into it ({@code LayersTest}).
 */
public final class Turn {
    /**
     * What a turn uses of the core: the limits, the rate of changes and of canon check replies,
     * what the core keeps of each server (which a turn's changes update once committed), the
     * optional language model and the store's scrub after words are erased.
     */
    record Needs(
            Limits limits,
            RateLimiter changes,
            RateLimiter canonReplies,
            ServerCache kept,
            Supplier<ModelHook> model,
            Runnable scrub) {}

    public final Repository repo;
    public final ChatContext ctx;

    /** The language this event is answered in, decided where it entered the core. */
    final Voice voice;

    public final ServerCache kept;
    public final List<Runnable> afterCommit;
    private final Needs needs;
    private final Event event;

    /** What a turn and the turns that continue it ({@link #speaking}) share of their event. */
    private static final class Event {
        final List<Runnable> afterCommit = new ArrayList<>();
        final Map<String, Optional<Character>> characters = new HashMap<>();
        Place place;
        boolean placesChanged;
        Inbound rerun;
    }

    Turn(Repository repo, ChatContext ctx, Voice voice, Needs needs) {
        this(repo, ctx, voice, needs, new Event());
    }

    private Turn(Repository repo, ChatContext ctx, Voice voice, Needs needs, Event event) {
        this.repo = repo;
        this.ctx = ctx;
        this.voice = voice;
        this.needs = needs;
        this.kept = needs == null ? null : needs.kept();
        this.event = event;
        this.afterCommit = event.afterCommit;
    }

    /**
     * The rest of this event answered in {@code other}: a button that confirms what the language
     * model read in a chat message carries on that message's event, in the language decided for it
     * then. Same transaction, same after-commit steps.
     */
    Turn speaking(Voice other) {
        return new Turn(repo, ctx, other, needs, event);
    }

    /** The language to answer in: this event's, else {@code fallback}. */
    public Lang voice(Lang fallback) {
        return voice.or(fallback);
    }

    /** The language to answer in about {@code note} ({@link Voice#about}). */
    public Lang lang(Note note) {
        return voice.about(note);
    }

    public Limits limits() {
        return needs.limits();
    }

    /** The rate of changes, per member and per server. */
    RateLimiter changes() {
        return needs.changes();
    }

    /** The rate of contradictions told by the canon check: the same limits, counted apart. */
    RateLimiter canonReplies() {
        return needs.canonReplies();
    }

    /** The language model set for the core, or null. */
    ModelHook model() {
        return needs.model().get();
    }

    /** After words were erased: the store drops old copies of them ({@link Store#scrub}). */
    public void scrub() {
        needs.scrub().run();
    }

    /**
     * An event to handle again once this one is committed (the author asked to retry one that met
     * another change at the same moment).
     */
    public void rerun(Inbound again) {
        event.rerun = again;
    }

    /** The event {@link #rerun} asked for, or null. */
    Inbound rerun() {
        return event.rerun;
    }

    public String guild() {
        return ctx.guildKey();
    }

    public String user() {
        return ctx.user();
    }

    String who() {
        return ctx.userName() == null || ctx.userName().isBlank() ? "someone" : ctx.userName();
    }

    /** The story and running scene here; from the core's cache unless this event changed them. */
    public Place place() {
        if (event.place == null) event.place = kept.place(repo, ctx, event.placesChanged);
        return event.place;
    }

    /** This event set or cleared a story, or started or ended a scene, in this guild. */
    public void placeChanged() {
        event.place = null;
        event.placesChanged = true;
        String guild = guild();
        kept.placesChanged(guild);
        afterCommit.add(() -> kept.placesChanged(guild));
    }

    /** A character of this guild, read once per event (a correction asks for it several times). */
    Optional<Character> character(String key) {
        Optional<Character> c = event.characters.get(key);
        if (c == null) {
            c = repo.character(guild(), key);
            event.characters.put(key, c);
        }
        return c;
    }

    /** Saves a character of this guild; later reads in this event see it. */
    void saveCharacter(Character c) {
        repo.saveCharacter(c);
        event.characters.put(c.key(), Optional.of(c));
    }

    /**
     * A button labelled with the bot's sentence {@code key} ({@code button.undo}, {@code
     * button.every_story}...) in the language of this event, English when it is not known.
     */
    public Button button(String key, ButtonAction action, String forUser) {
        return button(key, Lang.EN, action, forUser);
    }

    /** The same, in {@code otherwise} when the language of this event is not known. */
    public Button button(String key, Lang otherwise, ButtonAction action, String forUser) {
        return labelled(Text.say(voice(otherwise), key), action, forUser);
    }

    /**
     * A button whose label is not one of the bot's sentences (a character's name, a note's text) or
     * is one already written in its language ("Undo 2"): shown as it is. The button still works
     * after a restart: its action is carried by its id when it can be ({@link InlineActions}: Undo,
     * scope moves, Accept, Reject), otherwise stored.
     */
    Button labelled(String label, ButtonAction action, String forUser) {
        String type = action.type();
        Map<String, String> data = action.data();
        Optional<String> inline = InlineActions.encode(type, data, forUser);
        if (inline.isPresent()) return new Button(label, inline.get());
        Action a =
                new Action("a" + Ids.next(12), guild(), type, Map.copyOf(data), forUser, ctx.at());
        repo.saveAction(a);
        return new Button(label, a.id());
    }

    boolean owns(Character c) {
        return c != null && user().equals(c.owner());
    }

    /**
     * May decide about this character's canon: its owner, a game master, or anyone while it has no
     * owner.
     */
    boolean decides(Character c) {
        return ctx.gm() || c == null || c.owner() == null || user().equals(c.owner());
    }
}
