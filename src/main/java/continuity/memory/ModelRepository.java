package continuity.memory;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The optional language model (issue 11): whether a server uses it, and the calls made: part of
 * {@link Repository}. Defaults keep other stores compiling: off, nothing kept.
 */
public interface ModelRepository {
    /** Whether a game master turned the language model on for this server. */
    default boolean modelEnabled(String guild) {
        return false;
    }

    default void setModelEnabled(String guild, boolean on, String by, Instant at) {
        throw new UnsupportedOperationException("this store keeps no model settings");
    }

    /**
     * The server's model setting as stored (on or off, who set it and when); empty when no game
     * master ever set it.
     */
    default Optional<SettingsRepository.Setting<Boolean>> modelSetting(String guild) {
        return Optional.empty();
    }

    /** Stores a model call with the turn that made it. */
    default void saveModelRecord(ModelHook.Record r) {}

    /** A server's model calls, oldest first. */
    default List<ModelHook.Record> modelRecords(String guild) {
        return List.of();
    }
}
