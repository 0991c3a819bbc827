package continuity.model;

import continuity.memory.ModelHook;

/**
 * The optional model as the core sees it ({@link ModelHook}): the budget and the circuit breaker
 * first, one bounded call, then the answer held to the schema and to every check. It never throws:
 * whatever goes wrong is an outcome with no claims, so nothing is written.
 */
public final class ModelUnderstanding implements ModelHook {
    private final ModelConfig config;
    private final ChatCompletions client;
    private final Budget budget;
    private final CircuitBreaker breaker;

    public ModelUnderstanding(ModelConfig config) {
        this.config = config;
        this.client = new ChatCompletions(config);
        this.budget = new Budget(config.requestsPerMinute());
        this.breaker = new CircuitBreaker(config.breakerFailures(), config.breakerCooldown());
    }

    public ModelConfig config() {
        return config;
    }

    @Override
    public String modelName() {
        return config.model();
    }

    @Override
    public Proposal propose(Request r) {
        try {
            String text = MessageText.of(r.content(), r.addressed(), r.markers());
            if (text.isBlank()) return Proposal.failed("nothing to ask", null, 0, 0);
            if (!budget.take(r.guild(), r.at())) return Proposal.failed("budget spent", null, 0, 0);
            if (!breaker.allows(r.at())) return Proposal.failed("circuit open", null, 0, 0);
            ChatCompletions.Exchange ex = client.post(Prompt.body(config, text, r.characters()));
            if (ex.failure() != null) {
                breaker.failure(r.at());
                return Proposal.failed(ex.failure(), null, ex.latencyMs(), 0);
            }
            if (ex.status() != 200) {
                breaker.failure(r.at());
                return Proposal.failed(
                        ex.status() == 429 ? "rate limited (429)" : "http " + ex.status(),
                        clip(ex.body()),
                        ex.latencyMs(),
                        0);
            }
            AnswerParser.Parsed parsed = AnswerParser.parse(ex.body());
            if (!parsed.ok()) breaker.failure(r.at());
            else breaker.success();
            return judge(parsed, text, r, config.askBelow(), ex.latencyMs());
        } catch (RuntimeException e) {
            return Proposal.failed("failed: " + e.getClass().getSimpleName(), null, 0, 0);
        }
    }

    /** An answer (already parsed) held to every check against the words that were sent. */
    static Proposal judge(
            AnswerParser.Parsed parsed, String text, Request r, double askBelow, long latencyMs) {
        ClaimChecks.Checked checked =
                ClaimChecks.check(parsed, text, r.names(), r.characters(), askBelow);
        if (!checked.ok())
            return Proposal.failed(checked.failure(), parsed.content(), latencyMs, parsed.tokens());
        return new Proposal(checked.claims(), "ok", parsed.content(), latencyMs, parsed.tokens());
    }

    /**
     * The model's text as if the endpoint had answered it: for tests and the evaluation of recorded
     * answers.
     */
    static Proposal judge(String modelContent, Request r, double askBelow) {
        String text = MessageText.of(r.content(), r.addressed(), r.markers());
        return judge(AnswerParser.answer(modelContent, 0), text, r, askBelow, 0);
    }

    private static String clip(String s) {
        return s == null ? null : s.length() > 2000 ? s.substring(0, 2000) : s;
    }
}
