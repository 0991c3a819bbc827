-- Preferences are looked up by their author (memory show, note search); facts never are. The old
-- (author, kind) index took a new entry for every fact written, so every correction paid for it.
-- A partial index over preferences only serves the same lookup, already in time order.
DROP INDEX memories_author;
CREATE INDEX memories_preferences ON memories (author, created_at) WHERE kind = 'preference';
