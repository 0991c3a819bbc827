package continuity.memory.privacy;

import continuity.chat.Lang;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.memory.ButtonAction;
import continuity.memory.Character;
import continuity.memory.Names;
import continuity.memory.Note;
import continuity.memory.Place;
import continuity.memory.Quota;
import continuity.memory.Scope;
import continuity.memory.Turn;
import continuity.memory.wording.Replies;
import continuity.memory.wording.Wording;
import continuity.text.Text;
import continuity.understand.PreferenceClaim;
import continuity.understand.ScopeCue;
import java.util.List;

/** A user's wishes about the writing: private to them, never a story fact. */
public final class Preferences {
    private Preferences() {}

    public static Reply save(Turn t, PreferenceClaim p, String messageId) {
        Lang lang = p.lang();
        if (p.wish().length() > t.limits().noteLength()) {
            return Reply.privately(ReplyKind.ERROR, Replies.tooLong(lang, t.limits().noteLength()));
        }
        java.util.Optional<Reply> refused = Quota.newNote(t, lang);
        if (refused.isPresent()) return refused.get();
        String character = p.character() == null ? "" : Names.clean(p.character());
        Scope scope;
        Place place = t.place();
        if (p.cue() == ScopeCue.STORY || p.cue() == ScopeCue.SCENE) scope = Scope.STORY;
        else if (!character.isEmpty()) scope = Scope.CHARACTER;
        else scope = Scope.ALL_CHATS;
        if (!character.isEmpty()) {
            character =
                    t.repo.character(t.guild(), Names.key(character))
                            .map(Character::name)
                            .orElse(character);
        }
        Note m =
                Note.newPreference(
                        t.guild(),
                        character,
                        Names.key(character),
                        p.wish(),
                        new Note.Where(scope, place.scopeId(scope), place.scopeName(scope)),
                        new Note.Source(t.user(), t.ctx.channel(), messageId, t.ctx.at()),
                        lang);
        t.repo.insert(m);
        String where = Wording.scope(lang, scope, place.scopeName(scope), character);
        String text = Text.say(lang, "preference.saved", where, p.wish());
        return Reply.privately(ReplyKind.SAVED, text)
                .withButtons(
                        List.of(
                                t.button(
                                        "button.undo",
                                        lang,
                                        new ButtonAction.Undo(m.id()),
                                        t.user())));
    }
}
