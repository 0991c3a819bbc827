package continuity.store;

import continuity.memory.FactStems;
import continuity.memory.Kind;
import continuity.memory.Note;
import continuity.memory.SearchText;
import continuity.memory.Status;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;

/**
 * The rows a store keeps beside the notes so that one busy character (issue 21, item 10) costs what
 * a quiet one does: the stems of each current fact ({@code fact_stems}, V9: what a correction's old
 * value is looked up by, {@link FactStems}) and the search text of each fact that may be acted on
 * ({@code fact_search}, V12: what {@code /memory forget} by words looks in, {@link SearchText}).
 * Written in the notes' transaction, whenever a note is added or changes ({@link NoteWrites}), with
 * the statements of that transaction, its servers locked.
 */
final class FactLookups {
    /** A note's stems: one statement with the stems as one JSON array ({@link Dialect#texts}). */
    private final String stemRows, stemsGone;

    FactLookups(Dialect dialect) {
        this.stemRows =
                "INSERT INTO fact_stems (guild, character_key, stem, memory_id) SELECT ?, ?, value, ? FROM "
                        + dialect.texts()
                        + " WHERE true ON CONFLICT DO NOTHING";
        this.stemsGone =
                "DELETE FROM fact_stems WHERE guild = ? AND character_key = ? AND memory_id = ? "
                        + "AND stem IN (SELECT value FROM "
                        + dialect.texts()
                        + ")";
    }

    /** What a note's lookup rows were computed from. */
    record Words(
            String guild,
            String characterKey,
            String character,
            String attribute,
            Kind kind,
            Status status,
            String value,
            String text) {
        static Words of(Note m) {
            return new Words(
                    m.guild(),
                    m.characterKey(),
                    m.character(),
                    m.attributeWire(),
                    m.kind(),
                    m.status(),
                    m.value(),
                    m.text());
        }

        boolean stemmed() {
            return kind == Kind.FACT && status == Status.ACTIVE;
        }

        boolean searched() {
            return kind == Kind.FACT && (status == Status.ACTIVE || status == Status.DISPUTED);
        }

        boolean sameStems(Words o) {
            return guild.equals(o.guild)
                    && characterKey.equals(o.characterKey)
                    && Objects.equals(value, o.value)
                    && Objects.equals(text, o.text);
        }

        boolean sameSearch(Words o) {
            return guild.equals(o.guild)
                    && Objects.equals(character, o.character)
                    && Objects.equals(attribute, o.attribute)
                    && Objects.equals(value, o.value)
                    && Objects.equals(text, o.text);
        }
    }

    /** One stem row of a note (kept once: a stem is in a note or not). */
    static final String STEM_ROW =
            "INSERT INTO fact_stems (guild, character_key, stem, memory_id) VALUES (?, ?, ?, ?) "
                    + "ON CONFLICT DO NOTHING";

    /** A note's search row, written over whatever an earlier one said. */
    static final String SEARCH_ROW =
            "INSERT INTO fact_search (guild, memory_id, attribute, hay) VALUES (?, ?, ?, ?) "
                    + "ON CONFLICT (guild, memory_id) DO UPDATE SET attribute = excluded.attribute, "
                    + "hay = excluded.hay";

    /**
     * New notes: their rows, in the indexes' order (each page visited once per batch); one note's
     * stems in one statement.
     */
    void added(Sql sql, List<Note> notes) {
        if (notes.size() == 1) {
            Note m = notes.get(0);
            if (FactStems.kept(m))
                stems(sql, stemRows, m.guild(), m.characterKey(), m.id(), FactStems.of(m));
            if (SearchText.kept(m)) searchRow(sql, m);
            return;
        }
        List<String[]> stems = new ArrayList<>(), search = new ArrayList<>();
        for (Note m : notes) {
            if (FactStems.kept(m))
                for (String stem : FactStems.of(m))
                    stems.add(new String[] {m.guild(), m.characterKey(), stem, m.id()});
            if (SearchText.kept(m))
                search.add(new String[] {m.guild(), m.id(), m.attributeWire(), SearchText.of(m)});
        }
        Comparator<String[]> byKey =
                Comparator.<String[], String>comparing(r -> r[0])
                        .thenComparing(r -> r[1])
                        .thenComparing(r -> r[2])
                        .thenComparing(r -> r[3]);
        stems.sort(byKey);
        search.sort(byKey);
        sql.batch(STEM_ROW, stems, FactLookups::bind);
        sql.batch(SEARCH_ROW, search, FactLookups::bind);
    }

    private static void bind(java.sql.PreparedStatement ps, String[] row)
            throws java.sql.SQLException {
        for (int i = 0; i < row.length; i++) ps.setString(i + 1, row[i]);
    }

    /**
     * A note changed from {@code was} (as stored) to {@code now}: the rows of what it no longer is,
     * or whose words changed, are removed; those of what it became are added.
     */
    void changed(Sql sql, Words was, Note now) {
        Words is = Words.of(now);
        if (was.stemmed() && !(is.stemmed() && was.sameStems(is)))
            stems(
                    sql,
                    stemsGone,
                    was.guild(),
                    was.characterKey(),
                    now.id(),
                    FactStems.of(was.value(), was.text()));
        if (was.searched() && !(is.searched() && was.sameSearch(is)))
            sql.write(
                    "DELETE FROM fact_search WHERE guild = ? AND memory_id = ?",
                    ps -> {
                        ps.setString(1, was.guild());
                        ps.setString(2, now.id());
                    });
        if (is.stemmed() && !(was.stemmed() && was.sameStems(is)))
            stems(sql, stemRows, now.guild(), now.characterKey(), now.id(), FactStems.of(now));
        if (is.searched() && !(was.searched() && was.sameSearch(is))) searchRow(sql, now);
    }

    /** One note's search row, written by one statement. */
    private static void searchRow(Sql sql, Note m) {
        sql.write(
                SEARCH_ROW,
                ps ->
                        bind(
                                ps,
                                new String[] {
                                    m.guild(), m.id(), m.attributeWire(), SearchText.of(m)
                                }));
    }

    /**
     * One note's stems written or deleted ({@code statement}: {@link #stemRows} or {@link
     * #stemsGone}) in one statement, the stems sorted (the index's order) as one JSON array.
     */
    private static void stems(
            Sql sql,
            String statement,
            String guild,
            String characterKey,
            String id,
            Collection<String> stems) {
        if (stems.isEmpty()) return;
        String array = jsonArray(new TreeSet<>(stems));
        sql.write(
                statement,
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, characterKey);
                    ps.setString(3, id);
                    ps.setString(4, array);
                });
    }

    /** The texts as a JSON array of strings. */
    static String jsonArray(Collection<String> texts) {
        StringBuilder out = new StringBuilder("[");
        for (String t : texts) {
            if (out.length() > 1) out.append(',');
            out.append('"');
            for (int i = 0; i < t.length(); i++) {
                char ch = t.charAt(i);
                if (ch == '"' || ch == '\\') out.append('\\').append(ch);
                else if (ch < 0x20) out.append(String.format("\\u%04x", (int) ch));
                else out.append(ch);
            }
            out.append('"');
        }
        return out.append(']').toString();
    }
}
