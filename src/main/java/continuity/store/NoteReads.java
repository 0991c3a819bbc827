package continuity.store;

import static continuity.store.Columns.marks;

import continuity.memory.Note;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Reads of table {@code memories} by id and whole: one note, notes by their ids, every note of a
 * character, a server or a member. Facts read through their indexes are {@link FactReads}.
 */
final class NoteReads {
    private final NoteRow row;
    private final String byCharacter;
    private final String order;

    NoteReads(Dialect dialect, NoteRow row) {
        this.row = row;
        this.byCharacter = dialect.byCharacter;
        this.order = " ORDER BY created_at, " + dialect.insertionOrder;
    }

    /** The servers of a member's preferences ({@link ServerLocks#aboutServersOf}). */
    static final String PREFERENCE_SERVERS =
            "SELECT DISTINCT guild FROM memories WHERE author = ? AND kind = 'preference'";

    /** The servers of a member's notes ({@link ServerLocks#aboutServersOf}). */
    static final String AUTHOR_SERVERS = "SELECT DISTINCT guild FROM memories WHERE author = ?";

    Optional<Note> one(Sql sql, String id) {
        return sql.first(
                "SELECT " + row.select + " FROM memories WHERE id = ?",
                ps -> ps.setString(1, id),
                row::read);
    }

    /** The ids in statements of up to {@link Sql#STREAMED}, each one read of {@link #some}. */
    static List<List<String>> parts(Collection<String> ids) {
        List<String> all = new ArrayList<>(new LinkedHashSet<>(ids));
        List<List<String>> parts = new ArrayList<>();
        for (int from = 0; from < all.size(); from += Sql.STREAMED)
            parts.add(all.subList(from, Math.min(all.size(), from + Sql.STREAMED)));
        return parts;
    }

    /** The notes stored under these ids (one of {@link #parts}). */
    List<Note> some(Sql sql, List<String> part) {
        return sql.query(
                "SELECT " + row.select + " FROM memories WHERE id IN (" + marks(part.size()) + ")",
                ps -> {
                    for (int i = 0; i < part.size(); i++) ps.setString(i + 1, part.get(i));
                },
                row::read);
    }

    List<Note> ofCharacter(Sql sql, String guild, String characterKey) {
        return sql.query(
                "SELECT "
                        + row.select
                        + " FROM memories "
                        + byCharacter
                        + "WHERE guild = ? AND character_key = ?"
                        + order,
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, characterKey);
                },
                row::read);
    }

    private String inServer() {
        return "SELECT " + row.select + " FROM memories WHERE guild = ?" + order;
    }

    List<Note> inServer(Sql sql, String guild) {
        return sql.query(inServer(), ps -> ps.setString(1, guild), row::read);
    }

    /** {@link #inServer} as a stream ({@link Sql#stream}): however many, a few held at a time. */
    void eachInServer(Sql sql, String guild, Consumer<Note> each) {
        sql.stream(inServer(), ps -> ps.setString(1, guild), row::read, each);
    }

    int countInServer(Sql sql, String guild) {
        return sql.count(
                "SELECT COUNT(*) FROM memories WHERE guild = ?", ps -> ps.setString(1, guild));
    }

    List<Note> preferencesOf(Sql sql, String user) {
        return sql.query(
                "SELECT "
                        + row.select
                        + " FROM memories WHERE author = ? AND kind = 'preference'"
                        + order,
                ps -> ps.setString(1, user),
                row::read);
    }

    List<Note> by(Sql sql, String author) {
        return sql.query(
                "SELECT " + row.select + " FROM memories WHERE author = ?" + order,
                ps -> ps.setString(1, author),
                row::read);
    }
}
