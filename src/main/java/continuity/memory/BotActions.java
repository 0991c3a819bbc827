package continuity.memory;

import continuity.chat.Lang;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.memory.wording.Wording;
import continuity.text.Text;
import continuity.understand.BotAction;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * "@Continuity undo that", "@Continuity forget mira's eyes": a request to act, said in chat. Undo
 * is offered as the Undo button of the member's last change in this channel (one click, refused to
 * anyone else, as under the confirmation); forgetting needs its confirmation, so the bot names the
 * notes and the command that forgets each. Nothing is changed by the message itself.
 */
final class BotActions {
    private static final int SHOWN = 3;

    private BotActions() {}

    static Reply handle(Turn t, BotAction a, Lang lang) {
        return a.kind() == BotAction.Kind.UNDO ? undo(t, lang) : forget(t, a, lang);
    }

    private static Reply undo(Turn t, Lang lang) {
        Optional<Note> last =
                t.repo.notesBy(t.user()).stream()
                        .filter(
                                m ->
                                        t.guild().equals(m.guild())
                                                && t.ctx.channel().equals(m.channel()))
                        .filter(m -> m.status() == Status.ACTIVE && m.kind() == Kind.FACT)
                        .max(Comparator.comparing(Note::createdAt));
        if (last.isEmpty())
            return Reply.of(ReplyKind.NOTHING_SAVED, Text.say(lang, "action.undo.none"));
        Note m = last.get();
        return Reply.of(
                        ReplyKind.OK,
                        Text.say(lang, "action.undo", m.text(), Wording.scope(lang, m)))
                .withButtons(
                        List.of(
                                t.button(
                                        "button.undo",
                                        lang,
                                        new ButtonAction.Undo(m.id()),
                                        t.user())));
    }

    private static Reply forget(Turn t, BotAction a, Lang lang) {
        List<Character> characters =
                a.character() != null
                        ? t.repo.character(t.guild(), Names.key(a.character())).stream().toList()
                        : t.repo.characters(t.guild());
        if (a.character() != null && characters.isEmpty()) {
            return Reply.of(
                    ReplyKind.NOTHING_SAVED,
                    Wording.unknownCharacter(lang, Names.clean(a.character())));
        }
        Place place = t.place();
        List<Note> notes =
                characters.stream()
                        .flatMap(
                                c ->
                                        (a.detail().none()
                                                        ? t.repo.facts(
                                                                t.guild(),
                                                                c.key(),
                                                                Set.of(Status.ACTIVE))
                                                        : t.repo.facts(
                                                                t.guild(),
                                                                c.key(),
                                                                a.detail(),
                                                                Set.of(Status.ACTIVE)))
                                                .stream())
                        .filter(place::covers)
                        .toList();
        if (notes.isEmpty()) {
            String who =
                    a.character() != null
                            ? characters.get(0).name()
                            : Text.say(lang, "action.anyone");
            return Reply.of(
                    ReplyKind.NOTHING_SAVED,
                    Wording.nothingAbout(
                            lang,
                            who,
                            a.detail().none()
                                    ? null
                                    : continuity.understand.Lexicon.noun(
                                            a.detail().key(), lang == Lang.FR)));
        }
        StringBuilder lines = new StringBuilder();
        for (Note m : notes.subList(0, Math.min(SHOWN, notes.size()))) {
            lines.append('\n').append(Text.say(lang, "action.forget.line", m.text(), m.id()));
        }
        if (notes.size() > SHOWN)
            lines.append('\n').append(Text.say(lang, "everything.more", notes.size() - SHOWN));
        return Reply.of(ReplyKind.OK, Text.say(lang, "action.forget") + lines);
    }
}
