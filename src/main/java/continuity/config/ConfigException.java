package continuity.config;

import java.util.List;

/** The configuration cannot be used; the message lists every problem, one a line. */
public final class ConfigException extends RuntimeException {
    private final List<ConfigProblem> problems;

    ConfigException(List<ConfigProblem> problems) {
        super(message(problems));
        this.problems = List.copyOf(problems);
    }

    public List<ConfigProblem> problems() {
        return problems;
    }

    private static String message(List<ConfigProblem> problems) {
        StringBuilder sb = new StringBuilder("Invalid configuration (nothing was started):");
        for (ConfigProblem p : problems) sb.append("\n  ").append(p.describe());
        return sb.toString();
    }
}
