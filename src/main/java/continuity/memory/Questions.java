package continuity.memory;

import java.util.Map;

/** Opening and closing the bot's stored questions. */
public final class Questions {
    private Questions() {}

    public static Question open(Turn t, String type, Map<String, String> data) {
        Question q =
                new Question(
                        "q" + Ids.next(10),
                        t.guild(),
                        t.ctx.place(),
                        t.user(),
                        type,
                        Map.copyOf(data),
                        t.ctx.at(),
                        null);
        t.repo.saveQuestion(q);
        t.afterCommit.add(() -> t.kept.questionOpened(q));
        return q;
    }

    public static void close(Turn t, Question q) {
        t.repo.saveQuestion(
                new Question(
                        q.id(),
                        q.guild(),
                        q.place(),
                        q.user(),
                        q.type(),
                        q.data(),
                        q.createdAt(),
                        t.ctx.at()));
        boolean stillOpen = t.repo.openQuestion(q.guild(), q.place()).isPresent();
        t.afterCommit.add(() -> t.kept.questionsClosed(q.guild(), q.place(), stillOpen));
    }
}
