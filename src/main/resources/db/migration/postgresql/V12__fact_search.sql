-- PostgreSQL form of ../sqlite/V12__fact_search.sql (same version, same schema; see ../README.md).
-- The folded search text of each fact that may be acted on, so that /memory forget by words reads
-- only the notes it finds. Kept by the store; V13 (continuity.store.FactSearchFill) fills it.
CREATE TABLE fact_search (
    guild     TEXT COLLATE "C" NOT NULL,
    memory_id TEXT COLLATE "C" NOT NULL,
    attribute TEXT COLLATE "C" NOT NULL,
    hay       TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (guild, memory_id)
);
