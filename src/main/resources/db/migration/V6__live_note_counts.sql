-- Live notes (active, disputed, pending) per server and member, kept by triggers in the same
-- transaction as the change, for the abuse limits: reading a count is one row (a server's total is
-- the sum of its members' rows), instead of counting the notes at every write.
--
-- It replaces two indexes that every correction paid for twice (a new entry for the new note, and
-- the retired note's entry moved from 'active' to 'superseded'): (guild, status) and
-- (guild, author, status). A correction now touches one small row here, and only when a note stops
-- or starts being live. /memory forget-me reads a member's notes by author, which never used them.
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

CREATE TRIGGER live_notes_on_insert AFTER INSERT ON memories
    WHEN new.status IN ('active', 'disputed', 'pending')
BEGIN
    INSERT INTO live_notes (guild, author, n) VALUES (new.guild, new.author, 1)
        ON CONFLICT (guild, author) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER live_notes_on_delete AFTER DELETE ON memories
    WHEN old.status IN ('active', 'disputed', 'pending')
BEGIN
    UPDATE live_notes SET n = n - 1 WHERE guild = old.guild AND author = old.author;
END;

-- A note that stops being live, or moves to another server or author while live.
CREATE TRIGGER live_notes_on_update_out AFTER UPDATE OF status, guild, author ON memories
    WHEN old.status IN ('active', 'disputed', 'pending')
        AND NOT (new.status IN ('active', 'disputed', 'pending') AND new.guild = old.guild AND new.author = old.author)
BEGIN
    UPDATE live_notes SET n = n - 1 WHERE guild = old.guild AND author = old.author;
END;

-- A note that becomes live (a pending note answered, a retired note brought back by Undo), or arrives.
CREATE TRIGGER live_notes_on_update_in AFTER UPDATE OF status, guild, author ON memories
    WHEN new.status IN ('active', 'disputed', 'pending')
        AND NOT (old.status IN ('active', 'disputed', 'pending') AND new.guild = old.guild AND new.author = old.author)
BEGIN
    INSERT INTO live_notes (guild, author, n) VALUES (new.guild, new.author, 1)
        ON CONFLICT (guild, author) DO UPDATE SET n = n + 1;
END;

DROP INDEX memories_guild_status;
DROP INDEX memories_guild_author;
