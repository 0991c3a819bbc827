/**
 * What belongs to a member alone: their preferences about the writing, private to them ({@code
 * Preferences}), and {@code /memory forget-me}, which erases what they wrote everywhere the bot
 * keeps it ({@code Privacy}). A departed server's rows are the core's ({@code Continuity}, the
 * {@code RetentionRepository} port). Reached only through the core's dispatch ({@code LayersTest}).
 *
 * <p>Entry point: {@code Preferences.save} (from {@code Messages}), {@code Privacy.ask}, {@code
 * confirm} and {@code cancel} (from {@code Commands} and {@code Clicks}). Tests: {@code
 * PrivacyTest}, {@code PrivacyFlowTest}, {@code QuestionsAndPreferencesTest}.
 */
package continuity.memory.privacy;
