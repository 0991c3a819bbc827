-- Issue 21, item 10: /memory forget (and edit) by words read every current note of the server and
-- folded each one's text in Java to look for the words (10,000 notes on one character: 0.1 s).
--
-- fact_search holds, for each fact that may be acted on (active, disputed), its search text: its
-- character, attribute, sentence and value, folded (continuity.memory.SearchText). A search looks
-- the words up in it, in SQL, and reads only the notes it finds. Rows of a server are stored
-- together (the primary key starts with the server). Kept by the store with the notes
-- (continuity.store.FactLookups); V13 (a Java migration, continuity.store.FactSearchFill) fills it.
CREATE TABLE fact_search (
    guild     TEXT NOT NULL,
    memory_id TEXT NOT NULL,
    attribute TEXT NOT NULL,
    hay       TEXT NOT NULL,
    PRIMARY KEY (guild, memory_id)
) WITHOUT ROWID;
