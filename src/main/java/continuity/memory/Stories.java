package continuity.memory;

import continuity.chat.Lang;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.text.Text;
import continuity.understand.Fold;
import java.util.Optional;

/** Which story a channel plays and which scene runs in a channel or thread. */
final class Stories {
    private Stories() {}

    static Reply set(Turn t, String name) {
        Lang lang = t.voice(Lang.EN);
        String n = Names.clean(name);
        if (n.isEmpty()) return Reply.privately(ReplyKind.ERROR, Text.say(lang, "story.no_name"));
        if (n.length() > t.limits().storyNameLength()) {
            return Reply.privately(
                    ReplyKind.ERROR, Text.say(lang, "name_too_long", t.limits().storyNameLength()));
        }
        Story story = new Story("story:" + Fold.key(n), n);
        Place p = t.place();
        if (p.story().named() && p.story().key().equals(story.key()))
            return Reply.of(ReplyKind.OK, Text.say(lang, "story.set", p.story().name()));
        Optional<Reply> refused = mayChangeStory(t, lang);
        if (refused.isPresent()) return refused.get();
        t.repo.setStory(t.guild(), t.ctx.channel(), story, t.user());
        t.placeChanged();
        return Reply.of(ReplyKind.OK, Text.say(lang, "story.set", n));
    }

    static Reply clear(Turn t) {
        Optional<Reply> refused = mayChangeStory(t, t.voice(Lang.EN));
        if (refused.isPresent()) return refused.get();
        t.repo.clearStory(t.guild(), t.ctx.channel());
        t.placeChanged();
        return Reply.of(ReplyKind.OK, Text.say(t.voice(Lang.EN), "story.cleared"));
    }

    /**
     * Who may set, replace or clear a channel's story: anyone while none is set; once set, the
     * member who set it or a game master. Each change counts against the member's and the server's
     * rate of changes, like a note's.
     */
    private static Optional<Reply> mayChangeStory(Turn t, Lang lang) {
        Optional<String> setBy = t.repo.storySetBy(t.guild(), t.ctx.channel());
        if (setBy.isPresent() && !t.ctx.gm() && !setBy.get().equals(t.user()))
            return Optional.of(
                    Reply.privately(ReplyKind.REFUSED, Text.say(lang, "story.not_yours")));
        return Quota.change(t, lang);
    }

    /**
     * Who may end the scene running here (or replace it by starting another): the member who
     * started it or a game master; anyone may start one where none runs. Counted like a change.
     */
    private static Optional<Reply> mayChangeScene(Turn t, Lang lang, Scene running) {
        if (running != null && !t.ctx.gm() && !t.user().equals(running.startedBy()))
            return Optional.of(
                    Reply.privately(ReplyKind.REFUSED, Text.say(lang, "scene.not_yours")));
        return Quota.change(t, lang);
    }

    static Reply show(Turn t) {
        Lang lang = t.voice(Lang.EN);
        Place p = t.place();
        String story =
                p.story().named()
                        ? Text.say(lang, "story.show", p.story().name())
                        : Text.say(lang, "story.show.unnamed");
        String scene =
                p.scene() == null
                        ? Text.say(lang, "scene.none_running")
                        : Text.say(lang, "scene.running", p.scene().name());
        return Reply.privately(ReplyKind.OK, story + " " + scene);
    }

    static Reply startScene(Turn t, String name) {
        Lang lang = t.voice(Lang.EN);
        String n = Names.clean(name);
        if (n.isEmpty()) return Reply.privately(ReplyKind.ERROR, Text.say(lang, "scene.no_name"));
        if (n.length() > t.limits().storyNameLength()) {
            return Reply.privately(
                    ReplyKind.ERROR, Text.say(lang, "name_too_long", t.limits().storyNameLength()));
        }
        Place p = t.place();
        Optional<Reply> refused = mayChangeScene(t, lang, p.scene());
        if (refused.isPresent()) return refused.get();
        String ended = null;
        if (p.scene() != null) {
            Scene s = p.scene();
            t.repo.saveScene(
                    new Scene(
                            s.id(),
                            s.guild(),
                            s.place(),
                            s.storyKey(),
                            s.name(),
                            s.startedBy(),
                            s.startedAt(),
                            t.ctx.at()));
            ToldChanges.sceneEnded(t.repo, s);
            ended = s.name();
        }
        t.repo.saveScene(
                new Scene(
                        "s" + Ids.next(10),
                        t.guild(),
                        t.ctx.place(),
                        p.story().key(),
                        n,
                        t.user(),
                        t.ctx.at(),
                        null));
        t.placeChanged();
        return Reply.of(
                ReplyKind.OK,
                ended == null
                        ? Text.say(lang, "scene.started", n)
                        : Text.say(lang, "scene.started.ending", n, ended));
    }

    static Reply endScene(Turn t) {
        Optional<Scene> running = t.repo.activeScene(t.guild(), t.ctx.place());
        Lang lang = t.voice(Lang.EN);
        if (running.isEmpty())
            return Reply.privately(ReplyKind.ERROR, Text.say(lang, "scene.end.none"));
        Scene s = running.get();
        Optional<Reply> refused = mayChangeScene(t, lang, s);
        if (refused.isPresent()) return refused.get();
        t.repo.saveScene(
                new Scene(
                        s.id(),
                        s.guild(),
                        s.place(),
                        s.storyKey(),
                        s.name(),
                        s.startedBy(),
                        s.startedAt(),
                        t.ctx.at()));
        ToldChanges.sceneEnded(t.repo, s);
        t.placeChanged();
        return Reply.of(ReplyKind.OK, Text.say(lang, "scene.ended", s.name()));
    }
}
