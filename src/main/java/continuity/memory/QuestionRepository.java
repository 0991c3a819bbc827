package continuity.memory;

import continuity.memory.answers.Expiry;
import java.util.List;
import java.util.Optional;

/** The questions the bot asked, open until answered: part of {@link Repository}. */
public interface QuestionRepository {
    void saveQuestion(Question q);

    Optional<Question> openQuestion(String guild, String place);

    /**
     * Every place where a question was ever asked, as (guild, place), in the servers of {@code
     * owned}: where a late answer may meet a question closed unanswered ({@link Expiry}).
     */
    List<String[]> questionPlaces(OwnedShards owned);

    /** The latest question asked at a place, open or closed (answered or expired). */
    Optional<Question> latestQuestion(String guild, String place);

    /** Every open question of every server (cross-server work: a member's forget-me). */
    List<Question> openQuestions();

    /**
     * The open questions of the servers whose events come to this process (the shard of each server
     * computed in the query, as {@link OwnedShards#shardOf} does).
     */
    List<Question> openQuestions(OwnedShards owned);

    /** The question with this id, while it is still open. */
    Optional<Question> openQuestionById(String id);

    /** The question with this id, open or closed. */
    Optional<Question> question(String id);

    /** A guild's open questions, oldest first. */
    List<Question> openQuestionsIn(String guild);

    /**
     * The servers (of {@code owned}) where a question has been open, or a change has waited for an
     * answer (a note in status pending), since before {@code cutoff}: what {@link Expiry} may
     * close.
     */
    List<String> serversWaitingSince(java.time.Instant cutoff, OwnedShards owned);

    /** A server's changes waiting for an answer since before {@code cutoff}, oldest first. */
    List<Note> pendingSince(String guild, java.time.Instant cutoff);
}
