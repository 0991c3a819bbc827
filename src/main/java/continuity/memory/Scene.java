package continuity.memory;

import continuity.chat.Unicode;
import java.time.Instant;

/** A scene running in a channel or thread ({@code place}); ended scenes keep their notes. */
public record Scene(
        String id,
        String guild,
        String place,
        String storyKey,
        String name,
        String startedBy,
        Instant startedAt,
        Instant endedAt) {
    public Scene {
        name = Unicode.line(name);
    }
}
