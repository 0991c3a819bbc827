/**
 * The reader: one chat message turned into what it says to the bot, in stages, each small and
 * tested on its own. {@link continuity.understand.OutOfCharacter} finds the out-of-character parts
 * (or the whole message when it is addressed to the bot); {@link continuity.understand.Normaliser}
 * makes them plain (inner markers, chatter, emoji, missing apostrophes); {@link
 * continuity.understand.Clauses} cuts them into clauses; {@link continuity.understand.ClauseParser}
 * reads each clause (subject, relation, value, the old value it contradicts, negation), the detail
 * coming from the words ({@link continuity.understand.Lexicon}) or the value's class ({@link
 * continuity.understand.ValueClasses}); {@code ClaimAssembler} joins the claims of the message;
 * {@code PreferenceReader} reads wishes about the writing. Each language's words are data: {@code
 * /understand/en.txt}, {@code fr.txt}, {@code lexicon.tsv}, {@code values.tsv} ({@link
 * continuity.understand.Words}).
 *
 * <p>Entry point: {@link continuity.understand.Reader#read}, giving a {@link
 * continuity.understand.Reading} (fact claims, questions, a preference, an answer), each claim's
 * detail a {@link continuity.understand.Detail} ({@code Detail.NONE} when the words named none; the
 * rules keep their words as text until they hand a claim over); {@link continuity.understand.Trace}
 * records why, for the {@code explain} command. No JDA, no SQL, no store ({@code LayersTest}).
 * Tests: {@code NormaliserTest}, {@code ClausesTest}, {@code ClauseParserTest}, {@code
 * ValueClassesTest}, {@code CorrectionGrammarTest}, {@code InCharacterSilenceTest}, {@code
 * OutOfCharacterTest}, {@code LanguageGuessTest}, and the casual scenarios ({@code
 * AcceptanceScenariosTest}).
 *
 * <p>The canon check's descriptive reader (issue 24) is apart: {@link
 * continuity.understand.Descriptions#screen} reads an in-character post for what it says a known
 * character looks like ("Mira's blue eyes", « les yeux bleus de Mira »), with its rules and words
 * in {@code /understand/descriptions/} ({@code en.txt}, {@code fr.txt}; the classes of values it
 * compares in {@code classes.tsv}, {@code colours.tsv}, {@code lengths.tsv}, {@code states.tsv});
 * the characters' other names from their notes ("Bee", "the captain") in {@code CharacterAliases}.
 * Tests: {@code DescriptionsTest}, {@code CharacterAliasesTest}, {@code DescriptionsCorpusTest}
 * (precision and recall on the labelled corpus, per split).
 */
package continuity.understand;
