package continuity.memory;

import continuity.understand.FactClaim;
import continuity.understand.KnownNames;
import continuity.understand.OocMarker;
import java.time.Instant;
import java.util.List;

/**
 * An optional language model, asked only about a message the grammar could not read (see {@code
 * continuity.model}). It proposes claims; the core decides with the same rules as for the grammar's
 * claims. {@link #propose} is called outside any transaction and must never throw.
 */
public interface ModelHook {
    /** The endpoint's model name, for the records. */
    String modelName();

    /**
     * Asks the model (bounded by its timeout, budget and circuit breaker) and checks its answer.
     */
    Proposal propose(Request request);

    /**
     * A message to ask about: its content as written, whether it is addressed to the bot, the
     * server's own out-of-character markers, its known characters (by name as stored) and when it
     * was written.
     */
    record Request(
            String guild,
            String channel,
            String messageId,
            String content,
            boolean addressed,
            List<OocMarker> markers,
            List<String> characters,
            KnownNames names,
            Instant at) {}

    /**
     * What came of asking. {@code claims} is empty unless every check passed; {@code outcome} says
     * why not ("ok", "timeout", "budget", "schema echoed", "evidence not in message"...). {@code
     * raw} is the model's answer as received (null when none came).
     */
    record Proposal(List<Proposed> claims, String outcome, String raw, long latencyMs, int tokens) {
        public Proposal {
            claims = claims == null ? List.of() : List.copyOf(claims);
        }

        public static Proposal failed(String outcome, String raw, long latencyMs, int tokens) {
            return new Proposal(List.of(), outcome, raw, latencyMs, tokens);
        }

        public boolean accepted() {
            return !claims.isEmpty();
        }
    }

    /**
     * A claim that passed every check; {@code sure} is false when the model's confidence was low
     * (then the author confirms).
     */
    record Proposed(FactClaim claim, boolean sure) {}

    /**
     * A model call as stored with its turn: what was asked about, what came back, and what the core
     * made of it.
     */
    record Record(
            String id,
            String guild,
            String channel,
            String messageId,
            String author,
            Instant at,
            String model,
            String outcome,
            String raw,
            long latencyMs,
            int tokens,
            String decision) {}
}
