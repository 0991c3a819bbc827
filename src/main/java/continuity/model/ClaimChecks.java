package continuity.model;

import continuity.chat.Lang;
import continuity.memory.ModelHook;
import continuity.understand.Detail;
import continuity.understand.FactClaim;
import continuity.understand.Fold;
import continuity.understand.KnownNames;
import continuity.understand.LanguageGuess;
import continuity.understand.Lexicon;
import continuity.understand.ScopeCue;
import continuity.understand.Subject;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Our side of the bargain: a model's claims become {@link FactClaim}s only when every check passes,
 * and otherwise none does (one failed check refuses the whole answer). The evidence must be words
 * of the text shown to the model (after folding case and accents); the new value, and the old one
 * when given, must be in the evidence; the character must be one the server knows; the attribute
 * must be a lexicon key or a word of the evidence; a claim is a fact, never a preference or a
 * deletion; two claims may not give one detail two values. Low confidence, or a scope the message's
 * own words do not give, means the author is asked before anything is written.
 */
public final class ClaimChecks {
    private static final Pattern WORDLIKE = Pattern.compile("[\\p{L}][\\p{L}\\- ]{0,30}");

    /** The claims that may be proposed to the core, or why none may ({@code failure}). */
    public record Checked(List<ModelHook.Proposed> claims, String failure) {
        public boolean ok() {
            return failure == null;
        }
    }

    private ClaimChecks() {}

    static Checked check(
            AnswerParser.Parsed answer,
            String text,
            KnownNames names,
            List<String> characters,
            double askBelow) {
        if (!answer.ok()) return new Checked(List.of(), answer.failure());
        if (!answer.verdict().equals("claims") || answer.claims().isEmpty())
            return new Checked(List.of(), answer.verdict());
        String folded = Fold.key(text);
        Lang lang = LanguageGuess.of(folded);
        Optional<ScopeCue> ownCue = ScopeCue.find(folded).map(ScopeCue.Found::cue);
        List<ModelHook.Proposed> out = new ArrayList<>();
        Set<String> slots = new HashSet<>();
        for (AnswerParser.RawClaim c : answer.claims()) {
            if (!c.kind().equals("fact")) return fail("preference not taken from a model");
            String evidence = Fold.key(c.evidence());
            if (evidence.isEmpty() || !folded.contains(evidence))
                return fail("evidence not in message");
            String value = Fold.key(c.newValue());
            if (value.isEmpty() || !evidence.contains(value)) return fail("value not in evidence");
            if (c.oldValue() != null) {
                String old = Fold.key(c.oldValue());
                if (old.isEmpty() || !evidence.contains(old))
                    return fail("old value not in evidence");
                if (old.equals(value)) return fail("old value is the new value");
            }
            String name = known(c.character(), names, characters);
            if (name == null) return fail("unknown character");
            String attribute = attribute(c.attribute(), evidence, value, names);
            if (attribute == null) return fail("attribute not in lexicon");
            if (!slots.add(Fold.key(name) + "|" + attribute))
                return fail("two values for one detail");
            ScopeCue modelCue =
                    c.scope() == null
                            ? null
                            : switch (c.scope()) {
                                case "scene" -> ScopeCue.SCENE;
                                case "story" -> ScopeCue.STORY;
                                default -> ScopeCue.EVERYWHERE;
                            };
            ScopeCue cue = ownCue.orElse(modelCue);
            boolean sure = c.confidence() >= askBelow && (modelCue == null || ownCue.isPresent());
            String newValue = ownWords(text, c.newValue());
            String oldValue = c.oldValue() == null ? null : ownWords(text, c.oldValue());
            FactClaim claim =
                    new FactClaim(
                            Subject.named(name),
                            Detail.of(attribute),
                            newValue,
                            oldValue,
                            cue,
                            lang,
                            oldValue != null,
                            ownWords(text, c.evidence()));
            out.add(new ModelHook.Proposed(claim, sure));
        }
        return new Checked(List.copyOf(out), null);
    }

    private static Checked fail(String why) {
        return new Checked(List.of(), why);
    }

    /** The character as the server stores its name, when the server knows it. */
    private static String known(String written, KnownNames names, List<String> characters) {
        if (!names.isKnown(written)) return null;
        String k = Fold.key(written);
        for (String c : characters) if (Fold.key(c).equals(k)) return c;
        return null;
    }

    /**
     * A lexicon key ("eye colour", "yeux": eyes), or a plain noun the message itself uses
     * ("motto").
     */
    private static String attribute(
            String written, String evidence, String value, KnownNames names) {
        String w = Fold.key(written);
        if (w.isEmpty() || !WORDLIKE.matcher(w).matches()) return null;
        if (Lexicon.isKnown(w)) return Lexicon.canonical(w);
        String key = Lexicon.canonical(w);
        if (Lexicon.isKey(key)) return key;
        // a noun of its own: one word of the evidence, neither a character's name nor part of the
        // value
        if (w.contains(" ") || names.isKnown(w) || word(w).matcher(value).find()) return null;
        return word(w).matcher(evidence).find() ? w : null;
    }

    private static Pattern word(String w) {
        return Pattern.compile("(?<![\\p{L}])" + Pattern.quote(w) + "(?![\\p{L}])");
    }

    /**
     * The words as the message wrote them (its case and accents), found by folding; the model's
     * otherwise.
     */
    private static String ownWords(String text, String words) {
        String ft = Fold.keepLength(text), fw = Fold.keepLength(words.strip());
        int i = ft.indexOf(fw);
        return i < 0 ? words.strip() : text.substring(i, i + fw.length());
    }
}
