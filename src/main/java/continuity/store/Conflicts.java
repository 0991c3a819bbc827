package continuity.store;

import java.sql.SQLException;
import java.util.Set;

/** The failures that another transaction caused and that running the work again can cure. */
final class Conflicts {
    /** unique_violation, serialization_failure, deadlock_detected. */
    private static final Set<String> RETRYABLE = Set.of("23505", "40001", "40P01");

    private Conflicts() {}

    static String state(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLException s && s.getSQLState() != null) return s.getSQLState();
        }
        return null;
    }

    /**
     * The SQL state and, for a constraint, its name (never the values: they may quote what a member
     * wrote).
     */
    static String describe(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof org.postgresql.util.PSQLException p
                    && p.getServerErrorMessage() != null) {
                String constraint = p.getServerErrorMessage().getConstraint();
                return p.getSQLState() + (constraint == null ? "" : " on " + constraint);
            }
        }
        return state(e);
    }

    static boolean isRetryable(Throwable e) {
        String s = state(e);
        return s != null && RETRYABLE.contains(s);
    }
}
