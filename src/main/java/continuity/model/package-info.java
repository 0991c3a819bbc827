/**
 * The optional language model, asked only about what the grammar could not read, and held to the
 * same rules: a server's game master turns it on ({@code /settings model on}); the request and its
 * JSON schema ({@link continuity.model.Prompt}), the call over {@code java.net.http} ({@link
 * continuity.model.ChatCompletions}), the strict answer parser ({@link
 * continuity.model.AnswerParser}), the checks every claim must pass before it becomes an ordinary
 * claim ({@link continuity.model.ClaimChecks}), the per-server budget and the circuit breaker.
 * Entry point: {@link continuity.model.ModelUnderstanding}, the {@code memory.ModelHook} the core
 * calls. {@link continuity.model.ModelConfig} is its settings, read as the {@code model.*} keys of
 * {@code continuity.config}. {@link continuity.model.Evaluation} is the {@code eval} command's
 * figures. No JDA, no SQL.
 *
 * <p>Tests: {@code ModelAnswersTest} (against a fake OpenAI-compatible server on loopback), {@code
 * ModelAnswerPropertiesTest}, {@code AnswerParserTest}, {@code EvalCommandTest}, {@code
 * ModelFlowTest}, {@code ModelDoorsTest} (the commands take the model from the configuration).
 */
package continuity.model;
