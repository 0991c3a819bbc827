package continuity.store;

/**
 * What the two databases write differently, in one place: the repository's SQL is otherwise the
 * same text on both (see {@code db/migration/README.md} for the schema side).
 */
enum Dialect {
    /**
     * Rows packed as one JSON array ({@link RowArrays}: one native call instead of 21), the slot
     * index named in the query (SQLite's planner has no statistics), insertion order by rowid, and
     * {@code IS} as the null-safe comparison.
     */
    SQLITE(
            true,
            "INDEXED BY memories_slot ",
            "INDEXED BY memories_current_in_scope ",
            "INDEXED BY memories_listed ",
            "rowid",
            "IS ?"),
    /**
     * Columns read one by one (cheap in pgjdbc), the planner's own choice, a seq identity column,
     * IS NOT DISTINCT FROM.
     */
    POSTGRESQL(false, "", "", "", "seq", "IS NOT DISTINCT FROM ?");

    /** Whether a note's columns are read as one {@code json_array(...)} value. */
    final boolean packsRows;

    /** Put after {@code FROM memories} in reads about one character. */
    final String byCharacter;

    /**
     * Put after {@code FROM memories} when asking whether a character has a current fact in a story
     * or scene (the partial index of V9).
     */
    final String currentInScope;

    /**
     * Put after {@code FROM memories} when listing a character's live facts in time order (the
     * partial index of V11).
     */
    final String listed;

    /** The column that orders rows of equal times in insertion order. */
    final String insertionOrder;

    /** A comparison with a parameter that is true when both are NULL. */
    final String sameAsParameter;

    Dialect(
            boolean packsRows,
            String byCharacter,
            String currentInScope,
            String listed,
            String insertionOrder,
            String sameAsParameter) {
        this.packsRows = packsRows;
        this.byCharacter = byCharacter;
        this.currentInScope = currentInScope;
        this.listed = listed;
        this.insertionOrder = insertionOrder;
        this.sameAsParameter = sameAsParameter;
    }

    /**
     * The Discord shard of the server in {@code column} among a total given as the next parameter:
     * {@code (guild_id >> 22) % total}, 0 for the direct messages and any key that is no Discord id
     * (as {@code continuity.memory.OwnedShards#shardOf}).
     */
    String shardOf(String column) {
        return this == SQLITE
                ? "(CASE WHEN length("
                        + column
                        + ") BETWEEN 1 AND 19 AND "
                        + column
                        + " NOT GLOB '*[^0-9]*' THEN (CAST("
                        + column
                        + " AS INTEGER) >> 22) % ? ELSE 0 END)"
                : "(CASE WHEN "
                        + column
                        + " ~ '^[0-9]{1,19}$' THEN mod(div("
                        + column
                        + "::numeric, 4194304), ?)::int ELSE 0 END)";
    }

    /** Whether the text of {@code column} holds the next parameter (a literal substring). */
    String contains(String column) {
        return this == SQLITE ? "instr(" + column + ", ?) > 0" : "strpos(" + column + ", ?) > 0";
    }

    /**
     * A table of the texts in the next parameter, a JSON array of strings, in a column named {@code
     * value}: one statement writes or deletes a note's stems, however many ({@link FactLookups}).
     */
    String texts() {
        return this == SQLITE ? "json_each(?)" : "jsonb_array_elements_text(CAST(? AS jsonb))";
    }

    /** Where Flyway finds this database's migrations (same version numbers in both folders). */
    String migrations() {
        return this == SQLITE
                ? "classpath:db/migration/sqlite"
                : "classpath:db/migration/postgresql";
    }
}
