package continuity.memory;

import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.understand.Fold;

import java.util.Optional;

/** Which story a channel plays and which scene runs in a channel or thread. */
final class Stories {
    private Stories() {
    }

    static Reply set(Turn t, String name) {
        String n = Names.clean(name);
        if (n.isEmpty()) return Reply.privately(ReplyKind.ERROR, "Give the story a name, e.g. /story set name: Pirate AU.");
        if (n.length() > t.core.limits().storyNameLength()) {
            return Reply.privately(ReplyKind.ERROR, "That name is too long: at most " + t.core.limits().storyNameLength()
                    + " characters.");
        }
        Story story = new Story("story:" + Fold.key(n), n);
        t.repo.setStory(t.guild(), t.ctx.channel(), story, t.user());
        t.placeChanged();
        return Reply.of(ReplyKind.OK, "This channel now plays the story \u201C" + n
                + "\u201D. Details given \u201Cfor this story\u201D stay in it; the characters' profiles still apply.");
    }

    static Reply clear(Turn t) {
        t.repo.clearStory(t.guild(), t.ctx.channel());
        t.placeChanged();
        return Reply.of(ReplyKind.OK, "This channel no longer plays a named story: it is its own story again.");
    }

    static Reply show(Turn t) {
        Place p = t.place();
        String story = p.story().named() ? "This channel plays the story \u201C" + p.story().name() + "\u201D."
                : "This channel is its own story (no name set; /story set gives it one).";
        String scene = p.scene() == null ? " No scene is running here." : " The scene \u201C" + p.scene().name() + "\u201D is running.";
        return Reply.privately(ReplyKind.OK, story + scene);
    }

    static Reply startScene(Turn t, String name) {
        String n = Names.clean(name);
        if (n.isEmpty()) return Reply.privately(ReplyKind.ERROR, "Give the scene a name, e.g. /scene start name: Winter ball.");
        if (n.length() > t.core.limits().storyNameLength()) {
            return Reply.privately(ReplyKind.ERROR, "That name is too long: at most " + t.core.limits().storyNameLength()
                    + " characters.");
        }
        Place p = t.place();
        String ended = "";
        if (p.scene() != null) {
            Scene s = p.scene();
            t.repo.saveScene(new Scene(s.id(), s.guild(), s.place(), s.storyKey(), s.name(), s.startedBy(), s.startedAt(), t.ctx.at()));
            ended = " (the scene \u201C" + s.name() + "\u201D ended)";
        }
        t.repo.saveScene(new Scene("s" + Ids.next(10), t.guild(), t.ctx.place(), p.story().key(), n, t.user(), t.ctx.at(), null));
        t.placeChanged();
        return Reply.of(ReplyKind.OK, "Scene \u201C" + n + "\u201D started" + ended
                + ". Details given \u201Cin this scene\u201D stay in it.");
    }

    static Reply endScene(Turn t) {
        Optional<Scene> running = t.repo.activeScene(t.guild(), t.ctx.place());
        if (running.isEmpty()) return Reply.privately(ReplyKind.ERROR, "No scene is running here; /scene start begins one.");
        Scene s = running.get();
        t.repo.saveScene(new Scene(s.id(), s.guild(), s.place(), s.storyKey(), s.name(), s.startedBy(), s.startedAt(), t.ctx.at()));
        t.placeChanged();
        return Reply.of(ReplyKind.OK, "Scene \u201C" + s.name()
                + "\u201D ended. Its details stay stored for that scene and no longer apply here.");
    }
}
