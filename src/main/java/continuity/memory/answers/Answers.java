package continuity.memory.answers;

import continuity.chat.Lang;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.memory.Character;
import continuity.memory.ClaimData;
import continuity.memory.Corrections;
import continuity.memory.Draft;
import continuity.memory.Names;
import continuity.memory.Note;
import continuity.memory.Place;
import continuity.memory.Question;
import continuity.memory.Questions;
import continuity.memory.Scene;
import continuity.memory.Scope;
import continuity.memory.Status;
import continuity.memory.Story;
import continuity.memory.Turn;
import continuity.memory.wording.Replies;
import continuity.memory.wording.Wording;
import continuity.text.Text;
import continuity.understand.Detail;
import continuity.understand.FactClaim;
import continuity.understand.Reading;
import continuity.understand.Subject;
import continuity.understand.Words;
import java.util.Arrays;
import java.util.Optional;

/** Answers to the bot's questions, typed or pressed: which scope, which character. */
public final class Answers {
    private Answers() {}

    /**
     * A typed reply; only the person asked (or a GM) answers, and only with a recognisable answer.
     */
    public static Optional<Reply> typed(Turn t, MessageIn m, Reading r) {
        Optional<Question> open = t.repo.openQuestion(t.guild(), t.ctx.place());
        if (open.isEmpty()) return Optional.empty();
        Question q = open.get();
        if (Retries.TYPE.equals(q.type())) return Optional.empty(); // see Retries.typed
        if (!q.user().equals(t.user()) && !t.ctx.gm()) {
            if (!fits(q, r)) return Optional.empty();
            return Optional.of(
                    Reply.of(ReplyKind.REFUSED, Text.say(r.lang(), "not_your_question.answer")));
        }
        if ("scope".equals(q.type()) && r.scopeAnswer() != null) {
            return Optional.of(scope(t, q, Scope.of(r.scopeAnswer())));
        }
        if ("character".equals(q.type()) && fits(q, r))
            return Optional.of(character(t, q, named(r)));
        return Optional.empty();
    }

    /**
     * Whether a typed message answers the question: a scope for a scope question, one of the
     * candidates for a character question ("Sera", "it's Sera"), "yes" or "retry" for a retry.
     */
    static boolean fits(Question q, Reading r) {
        return switch (q.type()) {
            case "scope" -> r.scopeAnswer() != null;
            case "character" ->
                    r.answerText() != null
                            && q.get("candidates") != null
                            && Arrays.asList(q.get("candidates").split("\n")).contains(named(r));
            case Retries.TYPE -> r.answerText() != null && Words.saysAgain(r.answerText());
            default -> false;
        };
    }

    /** The character a typed answer names, as a key. */
    private static String named(Reading r) {
        return Names.key(
                r.answerText()
                        .replaceAll("(?i)^(?:it's|its|it is|c'est|je parle de|I mean)\\s+", ""));
    }

    /** The scope chosen for a pending correction: write it there now. */
    public static Reply scope(Turn t, Question q, Scope scope) {
        Optional<Note> pending = t.repo.memory(q.get("memory"));
        Questions.close(t, q);
        if (pending.isEmpty() || pending.get().status() != Status.PENDING) {
            return Reply.of(ReplyKind.ERROR, Replies.expired(t.voice(Lang.EN)));
        }
        Note p = pending.get();
        Lang lang = t.lang(p);
        Story story = new Story(q.get("story_key"), q.get("story_name"));
        Scene scene =
                q.get("scene_id") == null
                        ? null
                        : new Scene(
                                q.get("scene_id"),
                                q.guild(),
                                q.place(),
                                story.key(),
                                q.get("scene_name"),
                                null,
                                null,
                                null);
        if (scope == Scope.SCENE && scene == null) {
            return Reply.of(ReplyKind.ERROR, Wording.noSceneRunning(lang));
        }
        Place asked = new Place(q.guild(), t.ctx.channel(), q.place(), story, scene);
        Draft d =
                Draft.ofNote(
                        p,
                        q.get("free") != null ? Detail.NONE : p.detail(),
                        q.get("old"),
                        null,
                        Wording.noteLang(p),
                        FactClaim.Change.of(q.get("change") != null));
        return Corrections.writeIn(t, d, scope, asked, p);
    }

    /** The character chosen for a correction that said "her" or "my". */
    public static Reply character(Turn t, Question q, String characterKey) {
        Questions.close(t, q);
        Optional<Character> c = t.repo.character(t.guild(), characterKey);
        if (c.isEmpty()
                || Arrays.stream(q.get("candidates").split("\n")).noneMatch(characterKey::equals)) {
            return Reply.of(ReplyKind.ERROR, Replies.expired(t.voice(Lang.EN)));
        }
        FactClaim claim = ClaimData.read(q::get, Subject.named(c.get().name()), q.get("value"));
        Draft d = Draft.of(claim, c.get().key(), c.get().name(), q.get("message"));
        return Corrections.write(t, d);
    }
}
