-- Live notes (active, disputed, pending) per server and member, for the abuse limits: reading a
-- count is one row (a server's total is the sum of its members' rows) instead of counting the notes
-- at every write. The store adds each transaction's net change before it commits (continuity.store.
-- SqliteRepository): a correction that replaces its author's own note changes nothing here.
--
-- It replaces two indexes that every correction paid for twice (a new entry for the new note, and
-- the retired note's entry moved from 'active' to 'superseded'): (guild, status) and
-- (guild, author, status). /memory forget-me reads a member's notes by author, which never used them.
CREATE TABLE live_notes (
    guild  TEXT NOT NULL,
    author TEXT NOT NULL,
    n      INTEGER NOT NULL,
    PRIMARY KEY (guild, author)
) WITHOUT ROWID;

INSERT INTO live_notes (guild, author, n)
    SELECT guild, author, COUNT(*) FROM memories
    WHERE status IN ('active', 'disputed', 'pending')
    GROUP BY guild, author;

DROP INDEX memories_guild_status;
DROP INDEX memories_guild_author;

-- A server's notes in time order: served by the (guild, character_key, attribute, status) index and
-- a sort instead. Listing or exporting a whole server sorts its notes (about 2x slower for a server
-- of 100k notes: 0.12 s instead of 0.06 s for its current facts); every correction writes one page
-- less.
DROP INDEX memories_guild;
