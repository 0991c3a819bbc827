package continuity.memory;

import java.util.List;
import java.util.Optional;

/**
 * The buttons whose action is stored rather than carried by their id: part of {@link Repository}.
 */
public interface ButtonRepository {
    void saveAction(Action a);

    Optional<Action> action(String id);

    /**
     * Every stored button of a guild (those whose action is not carried by their id), oldest first.
     */
    List<Action> actionsIn(String guild);

    /**
     * Dates a stored button as offered at {@code offered} (an older "which note?" button of a
     * change offered again lives as long as the newest, {@link Expiry}).
     */
    void renewAction(Action a, java.time.Instant offered);

    /** Deletes the stored buttons offered before {@code cutoff}; returns how many. */
    int deleteActionsBefore(java.time.Instant cutoff);
}
