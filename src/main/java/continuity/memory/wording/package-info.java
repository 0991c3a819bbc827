/**
 * Every sentence the core says, picked from {@code continuity.text}'s bundles and filled from
 * values ({@code Wording}; short errors and refusals: {@code Replies}; the one sentence a fact is
 * stored as: {@code Sentences}), and the language an event is answered in, decided once where it
 * enters the core ({@code Voice}). It knows of the core only the records a sentence is made of
 * ({@code Note}, {@code Place}, {@code Scene}, {@code Scope}, {@code Story}): never the store, a
 * {@code Turn} or a flow ({@code LayersTest}).
 *
 * <p>Entry point: {@code Voice.ofClient} and {@code Voice.said} (in {@code Continuity}); {@code
 * Wording}'s and {@code Replies}' sentences, called from everywhere in the core. Tests: {@code
 * VoiceTest}, {@code FrenchWordingTest}, {@code ButtonLabelsTest}, {@code NewcomerRepliesTest}.
 */
package continuity.memory.wording;
