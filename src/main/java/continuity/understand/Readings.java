package continuity.understand;

import continuity.chat.Lang;
import continuity.understand.learned.Door;
import continuity.understand.learned.Intent;
import continuity.understand.learned.LearnedReader;
import continuity.understand.learned.Proposal;
import java.util.ArrayList;
import java.util.List;

/**
 * The one place where readings meet: the grammar's reading of a message and the learned reader's
 * proposal. The grammar decides whatever it read; the learned proposal is heard only on a message
 * out of character or said to the bot where the grammar read no claim, question, preference or
 * request, and only what passes the same checks as the optional model's claims stands: the value
 * and old value are words of the message, the character is known (or the proxy's speaker), the
 * detail is a listed one or a free detail named by the message's own words, and both models were
 * sure enough. Plain chat and in-character text are never given to it.
 */
public final class Readings {
    /** Below these, a learned proposal is not taken (measured on the dev split, README). */
    public static final double MIN_INTENT = 0.55, MIN_SPAN = 0.45;

    /** The longest value and free detail a learned claim may have, in characters and words. */
    static final int MAX_VALUE = 60, MAX_DETAIL_WORDS = 4;

    private Readings() {}

    public static Reading combine(
            Reading grammar,
            String text,
            String proxyName,
            KnownNames names,
            LearnedReader learned,
            Trace trace) {
        if (learned == null || text == null) return grammar;
        if (!grammar.addressed() && !grammar.outOfCharacter()) return grammar;
        if (!grammar.facts().isEmpty()
                || grammar.preference() != null
                || !grammar.questions().isEmpty()
                || grammar.action() != null
                || grammar.request()
                || grammar.scopeAnswer() != null) return grammar;
        boolean proxied = proxyName != null && !proxyName.isBlank();
        Door door = proxied ? Door.PROXY : grammar.addressed() ? Door.ADDRESSED : Door.OOC;
        List<String> characters = new ArrayList<>(names.all());
        String speaker = proxied ? proxyName : null;
        if (speaker != null && !characters.contains(speaker)) characters.add(speaker);
        if (characters.isEmpty()) return grammar;
        Proposal p = learned.propose(text, door, characters, speaker);
        if (trace != null)
            trace.note(
                    "learned: "
                            + p.intent().name().toLowerCase()
                            + String.format(" %.2f", p.intentScore()),
                    p.claims().toString());
        if (p.intent() != Intent.CLAIM || p.intentScore() < MIN_INTENT) return grammar;
        Lang lang = LanguageGuess.of(Fold.key(text));
        List<FactClaim> facts = new ArrayList<>();
        for (Proposal.Claim c : p.claims()) {
            String why = refusal(c, names, speaker);
            if (why != null) {
                if (trace != null) trace.note("learned claim left: " + why, c.toString());
                continue;
            }
            facts.add(
                    new FactClaim(
                            Subject.named(c.character()),
                            c.detail(),
                            c.value(),
                            c.old(),
                            c.cue(),
                            lang,
                            c.old() != null,
                            text.strip(),
                            c.change()));
        }
        if (facts.isEmpty()) return grammar;
        return new Reading(
                grammar.addressed(),
                grammar.outOfCharacter(),
                facts,
                null,
                List.of(),
                null,
                grammar.answerText(),
                lang,
                List.of(),
                false,
                null);
    }

    /** Why a learned claim may not stand, or null when it may. */
    static String refusal(Proposal.Claim c, KnownNames names, String speaker) {
        if (c.character() == null) return "no character";
        if (!names.isKnown(c.character()) && !c.character().equals(speaker))
            return "not a known character";
        if (c.detail() == null || c.detail().isBlank()) return "no detail";
        if (!Lexicon.isKey(c.detail()) && c.detail().split(" ").length > MAX_DETAIL_WORDS)
            return "a free detail of too many words";
        if (c.value() == null || c.value().isBlank() || c.value().length() > MAX_VALUE)
            return "no value, or too long";
        if (c.old() != null && Fold.key(c.old()).equals(Fold.key(c.value())))
            return "the old value is the new one";
        if (Fold.key(c.value()).equals(Fold.key(c.character()))) return "the value is the name";
        if (c.score() < MIN_SPAN) return "unsure of the value";
        return null;
    }
}
