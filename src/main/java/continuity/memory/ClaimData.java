package continuity.memory;

import continuity.chat.Lang;
import continuity.understand.Detail;
import continuity.understand.FactClaim;
import continuity.understand.ScopeCue;
import continuity.understand.Subject;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * A claim kept in stored data until someone answers (the "which character?" question, the model's
 * "is this right?" button) and read back as the same {@link FactClaim}: one set of keys, written
 * and read here only. The keys are those stored questions and buttons already hold ({@code
 * attribute}, {@code value}, {@code old}, {@code cue}, {@code lang}, {@code change}), so that a
 * question asked before an upgrade is answered after it.
 */
public final class ClaimData {
    private ClaimData() {}

    /** Writes the claim's parts into {@code data} (its subject and evidence are the caller's). */
    static void put(FactClaim c, Map<String, String> data) {
        if (c.detail().named()) data.put("attribute", c.detail().key());
        if (c.inStory()) data.put("change", "true");
        data.put("value", c.value());
        if (c.oldValue() != null) data.put("old", c.oldValue());
        if (c.cue() != null) data.put("cue", c.cue().name());
        data.put("lang", c.lang().name());
    }

    /**
     * The claim {@link #put} wrote, about {@code subject}, read from {@code evidence}; it names an
     * old value as a contrast.
     */
    public static FactClaim read(UnaryOperator<String> data, Subject subject, String evidence) {
        String old = data.apply("old");
        String cue = data.apply("cue");
        return new FactClaim(
                subject,
                Detail.of(data.apply("attribute")),
                data.apply("value"),
                old,
                cue == null ? null : ScopeCue.valueOf(cue),
                Lang.valueOf(data.apply("lang")),
                old != null,
                evidence,
                FactClaim.Change.of(data.apply("change") != null));
    }
}
