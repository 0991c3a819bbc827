-- The optional language model (issue 11): whether a game master turned it on for a server, and every
-- call made, stored with its turn (the raw answer and what the core made of it), for replay and history.
CREATE TABLE model_settings (
    guild   TEXT PRIMARY KEY,
    enabled INTEGER NOT NULL DEFAULT 0,
    set_by  TEXT,
    set_at  TEXT
);

CREATE TABLE model_records (
    id         TEXT PRIMARY KEY,
    guild      TEXT NOT NULL,
    channel    TEXT,
    message_id TEXT,
    author     TEXT,
    at         TEXT NOT NULL,
    model      TEXT NOT NULL,
    outcome    TEXT NOT NULL,
    raw        TEXT,
    latency_ms INTEGER NOT NULL,
    tokens     INTEGER NOT NULL,
    decision   TEXT NOT NULL
);

CREATE INDEX model_records_by_guild ON model_records (guild, at);
