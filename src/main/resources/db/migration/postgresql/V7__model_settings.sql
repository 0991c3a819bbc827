-- PostgreSQL form of ../sqlite/V7__model_settings.sql (same version, same schema; see ../README.md).
-- The optional language model (issue 11): whether a game master turned it on for a server, and every
-- call made, stored with its turn (the raw answer and what the core made of it), for replay and history.
CREATE TABLE model_settings (
    guild   TEXT COLLATE "C" PRIMARY KEY,
    enabled INTEGER NOT NULL DEFAULT 0,
    set_by  TEXT COLLATE "C",
    set_at  TEXT COLLATE "C"
);

CREATE TABLE model_records (
    id         TEXT COLLATE "C" PRIMARY KEY,
    guild      TEXT COLLATE "C" NOT NULL,
    channel    TEXT COLLATE "C",
    message_id TEXT COLLATE "C",
    author     TEXT COLLATE "C",
    at         TEXT COLLATE "C" NOT NULL,
    model      TEXT COLLATE "C" NOT NULL,
    outcome    TEXT COLLATE "C" NOT NULL,
    raw        TEXT COLLATE "C",
    latency_ms BIGINT NOT NULL,
    tokens     INTEGER NOT NULL,
    decision   TEXT COLLATE "C" NOT NULL,
    -- insertion order among records of the same time (SQLite orders them by rowid)
    seq        BIGINT GENERATED ALWAYS AS IDENTITY
);

CREATE INDEX model_records_by_guild ON model_records (guild, at);
