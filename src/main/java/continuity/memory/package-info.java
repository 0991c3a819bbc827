/**
 * The rules: notes ({@link continuity.memory.Note}), their scopes and statuses, what a new note
 * replaces ({@code Decide}: one pure decision for every road a note takes, from one read of the
 * character's notes; {@code Retire}: the one way a note becomes history, and why ({@code
 * Retire.Reason}); {@link continuity.memory.Slot}, where a current fact lives, and the {@link
 * continuity.understand.Detail} it is about, typed from the reader's claim to the note), disputes,
 * open questions, recall, preferences, permissions, limits and privacy. Storage is behind the
 * {@link continuity.memory.Repository} port, made of one smaller port per kind of row ({@code
 * CharacterRepository}, {@code NoteRepository}, {@code StoryRepository}, {@code
 * QuestionRepository}, {@code ButtonRepository}, {@code SettingsRepository}, {@code
 * ModelRepository}, {@code CanonRepository}, {@code RetentionRepository}); this package imports
 * neither SQL, the store nor Discord ({@code LayersTest}).
 *
 * <p>Its sub-packages: {@code answers} (a question answered, expired, or the retry question),
 * {@code privacy} (a member's preferences, forget-me) and {@code transfer} (export, import,
 * migrate) are flows the dispatch below hands work to; they use the core and {@code wording}, never
 * one another. {@code wording} holds every sentence the core says and the event's language ({@code
 * Voice}), and knows of the core only the records a sentence is made of. What replaces what, the
 * questions asked, the turn and the ports stay here: every flow uses them ({@code LayersTest}
 * checks each rule).
 *
 * <p>Entry point: {@link continuity.memory.Continuity#handle}, one event in one transaction, its
 * language decided there once ({@code wording.Voice}) and carried by the event's {@code Turn},
 * which is given what it uses (limits, rates, the per-server {@code ServerCache}) and never the
 * core, and never runs the core's transaction (the retry question is lent one, {@code
 * Retries.Transaction}); the slash commands are dispatched by {@code Commands}, buttons by {@code
 * Clicks} (typed: {@code ButtonAction}), chat messages by {@code Messages}. Tests: {@code
 * DecideTest}, {@code SupersessionTest}, {@code SlotTest}, {@code ScopesTest}, {@code
 * DisputesAndPermissionsTest}, {@code QuestionsAndPreferencesTest}, {@code
 * DirectMessagesAndMovesTest}, {@code MemoryFactoriesTest}, and the trust tests ({@code
 * continuity.trust}). The canon check (issue 24), off until a game master turns it on: {@code
 * CanonCheck} (settings, the check of a silent in-character post, its three buttons, its lines in
 * the history; a webhook post no one sent that we know of: {@code Continuity#unattributed}; the
 * changes posts told, remembered in their scene: {@code ToldChanges}, kept in the store); tests:
 * {@code CanonCheckTest}, {@code CanonCheckCorporaTest}, {@code CanonCheckFlowTest}.
 */
package continuity.memory;
