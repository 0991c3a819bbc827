-- Issue 21, item 10: one busy character made every correction slow. A correction that names the old
-- value ("green, not blue") looked for the notes naming it among every current fact of the
-- character, read whole and compared in Java: 10,000 notes on one character, 0.2 s a correction.
--
-- fact_stems holds, for each current fact (active), the stems of its value and sentence
-- (continuity.memory.FactStems: what Values.fits and Values.names compare), so that a correction
-- reads only the facts of its slot and those holding a stem of the named value. The store keeps it
-- in the same transaction as the notes (continuity.store.JdbcRepository); V10 (a Java migration,
-- continuity.store.FactStemsFill) fills it for the notes already stored.
CREATE TABLE fact_stems (
    guild         TEXT NOT NULL,
    character_key TEXT NOT NULL,
    stem          TEXT NOT NULL,
    memory_id     TEXT NOT NULL,
    PRIMARY KEY (guild, character_key, stem, memory_id)
) WITHOUT ROWID;

-- Whether a character already has a current fact in a story or scene (the first detail of a
-- character in a story says so): found without reading the character's profile notes. Profile facts,
-- most of them, take no entry.
CREATE INDEX memories_current_in_scope ON memories (guild, character_key, scope, scope_id)
    WHERE status = 'active' AND kind = 'fact' AND scope <> 'profile';
