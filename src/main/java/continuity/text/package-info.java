/**
 * Every sentence the bot says, in English and French, looked up by key in the bundle {@code
 * continuity/text/replies} (with French elision: "le profil d'Élodie").
 *
 * <p>Entry point: {@link continuity.text.Text#say}. Tests: {@code TextBundleTest}, {@code
 * FrenchWordingTest}, {@code FrenchSessionTest}.
 */
package continuity.text;
