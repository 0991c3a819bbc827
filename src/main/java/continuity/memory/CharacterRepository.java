package continuity.memory;

import java.util.List;
import java.util.Optional;

/** A server's characters, as stored: part of {@link Repository}. */
public interface CharacterRepository {
    Optional<Character> character(String guild, String key);

    List<Character> characters(String guild);

    void saveCharacter(Character c);
}
