-- PostgreSQL form of ../sqlite/V11__listing_index.sql (same version, same schema; see ../README.md).
-- A character's live facts in time order, for /memory show to read one page; seq breaks ties (SQLite's
-- rowid, implicit there).
CREATE INDEX memories_listed ON memories (guild, character_key, created_at, seq)
    WHERE kind = 'fact' AND status IN ('active', 'disputed', 'pending');
