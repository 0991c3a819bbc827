-- PostgreSQL form of ../sqlite/V9__fact_stems.sql (same version, same schema; see ../README.md).
-- Issue 21, item 10: the stems of each current fact's value and sentence, so that a correction reads
-- only the facts of its slot and those holding a stem of the old value it names, not every note of
-- the character. Kept by the store with the notes; V10 (continuity.store.FactStemsFill) fills it.
CREATE TABLE fact_stems (
    guild         TEXT COLLATE "C" NOT NULL,
    character_key TEXT COLLATE "C" NOT NULL,
    stem          TEXT COLLATE "C" NOT NULL,
    memory_id     TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (guild, character_key, stem, memory_id)
);

-- Whether a character already has a current fact in a story or scene, without reading its profile.
CREATE INDEX memories_current_in_scope ON memories (guild, character_key, scope, scope_id)
    WHERE status = 'active' AND kind = 'fact' AND scope <> 'profile';
