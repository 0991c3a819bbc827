package continuity.memory;

import continuity.chat.Button;
import continuity.chat.ChatContext;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** One event being handled: its context, its transaction, and what to do once it commits. */
final class Turn {
    final Repository repo;
    final ChatContext ctx;
    final Continuity core;
    final List<Runnable> afterCommit = new ArrayList<>();
    private Place place;

    Turn(Repository repo, ChatContext ctx, Continuity core) {
        this.repo = repo;
        this.ctx = ctx;
        this.core = core;
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

    Place place() {
        if (place == null) {
            Story story = repo.story(guild(), ctx.channel()).orElse(Story.ofChannel(ctx.channel()));
            Scene scene = repo.activeScene(guild(), ctx.place()).orElse(null);
            place = new Place(guild(), ctx.channel(), ctx.place(), story, scene);
        }
        return place;
    }

    void placeChanged() {
        place = null;
    }

    /** A button whose action is stored, so that it still works after a restart. */
    Button button(String label, String type, Map<String, String> data, String forUser) {
        Action a = new Action("a" + Ids.next(12), guild(), type, Map.copyOf(data), forUser, ctx.at());
        repo.saveAction(a);
        return new Button(label, a.id());
    }

    boolean owns(Character c) {
        return c != null && user().equals(c.owner());
    }

    /** May decide about this character's canon: its owner, a game master, or anyone while it has no owner. */
    boolean decides(Character c) {
        return ctx.gm() || c == null || c.owner() == null || user().equals(c.owner());
    }
}
