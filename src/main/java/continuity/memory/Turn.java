package continuity.memory;

import continuity.chat.Button;
import continuity.chat.ChatContext;
import continuity.chat.Inbound;
import continuity.chat.Lang;
import continuity.text.Text;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** One event being handled: its context, its transaction, and what to do once it commits. */
final class Turn {
    final Repository repo;
    final ChatContext ctx;
    final Continuity core;
    final List<Runnable> afterCommit = new ArrayList<>();
    private Place place;
    private boolean placesChanged;
    private final Map<String, Optional<Character>> characters = new HashMap<>();

    /**
     * The language this event is answered in, when known: the client's for interactions, the
     * message's for chat.
     */
    Lang lang;

    /**
     * An event to handle again once this one is committed (the author asked to retry one that met
     * another change at the same moment); null for none.
     */
    Inbound rerun;

    Turn(Repository repo, ChatContext ctx, Continuity core) {
        this.repo = repo;
        this.ctx = ctx;
        this.core = core;
        this.lang = ctx.clientLang();
    }

    /**
     * The language to answer in: the member's client language (or the message's), else {@code
     * fallback}.
     */
    Lang voice(Lang fallback) {
        return lang != null ? lang : fallback;
    }

    String guild() {
        return ctx.guildKey();
    }

    String user() {
        return ctx.user();
    }

    String who() {
        return ctx.userName() == null || ctx.userName().isBlank() ? "someone" : ctx.userName();
    }

    /** The story and running scene here; from the core's cache unless this event changed them. */
    Place place() {
        if (place == null) place = core.place(repo, ctx, placesChanged);
        return place;
    }

    /** This event set or cleared a story, or started or ended a scene, in this guild. */
    void placeChanged() {
        place = null;
        placesChanged = true;
        core.placesChanged(guild());
        afterCommit.add(() -> core.placesChanged(guild()));
    }

    /** A character of this guild, read once per event (a correction asks for it several times). */
    Optional<Character> character(String key) {
        Optional<Character> c = characters.get(key);
        if (c == null) {
            c = repo.character(guild(), key);
            characters.put(key, c);
        }
        return c;
    }

    /** Saves a character of this guild; later reads in this event see it. */
    void saveCharacter(Character c) {
        repo.saveCharacter(c);
        characters.put(c.key(), Optional.of(c));
    }

    /**
     * A button labelled with the bot's sentence {@code key} ({@code button.undo}, {@code
     * button.every_story}...) in the language of this event, English when it is not known.
     */
    Button button(String key, ButtonAction action, String forUser) {
        return button(key, Lang.EN, action, forUser);
    }

    /** The same, in {@code otherwise} when the language of this event is not known. */
    Button button(String key, Lang otherwise, ButtonAction action, String forUser) {
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
