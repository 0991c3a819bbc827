/**
 * What becomes of a question the bot asked: answered by a button or typed ({@code Answers}), closed
 * with the change that waited for it once nobody answered in time ({@code Expiry}), and the retry
 * question of an event whose changes met other changes twice ({@code Retries}). Asking is the
 * core's ({@code continuity.memory.Questions}); this package is reached only through the core's
 * dispatch and uses no other flow ({@code LayersTest}).
 *
 * <p>Entry point: {@code Answers.typed}, {@code Answers.scope} and {@code Answers.character} (from
 * {@code Messages} and {@code Clicks}); {@code Expiry.server} (the hourly sweep in {@code
 * Continuity}) and {@code Expiry.typed}/{@code pressed}; {@code Retries.ask}, given the transaction
 * to ask in ({@code Retries.Transaction}), never the core. Tests: {@code
 * QuestionsAndPreferencesTest}, {@code UnansweredQuestionsExpireTest}, {@code
 * ConcurrentChangeRetryTest}, {@code QuestionFlowTest}.
 */
package continuity.memory.answers;
