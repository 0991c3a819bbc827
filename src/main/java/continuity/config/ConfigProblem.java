package continuity.config;

/**
 * One thing wrong with the configuration: which key, the value found (and where), what is allowed.
 */
public record ConfigProblem(String key, String value, String source, String allowed) {
    public String describe() {
        return key + " = " + value + " (" + source + "): allowed: " + allowed;
    }
}
