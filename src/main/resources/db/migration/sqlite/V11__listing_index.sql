-- Issue 21, item 10: /memory show character:X read and worded every current note of the character
-- to show the first page (10,000 notes: 0.1 s). The listing now reads one page, in time order,
-- through this index: the live facts (active, disputed, pending) of a character in the order they
-- were written (rowid breaks ties, as in every listing). Retired notes take no entry.
CREATE INDEX memories_listed ON memories (guild, character_key, created_at)
    WHERE kind = 'fact' AND status IN ('active', 'disputed', 'pending');
