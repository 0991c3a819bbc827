-- The canon check (issue 24): whether a game master turned it on for a server (channel '') or one
-- channel, the members who opted out of it for their own posts, and every contradiction reported
-- (at most one per character, detail and value per scene or story), with what became of it.
CREATE TABLE canon_settings (
    guild   TEXT NOT NULL,
    channel TEXT NOT NULL,
    state   TEXT NOT NULL,
    set_by  TEXT,
    set_at  TEXT,
    PRIMARY KEY (guild, channel)
);

CREATE TABLE canon_optouts (
    guild   TEXT NOT NULL,
    user_id TEXT NOT NULL,
    set_at  TEXT,
    PRIMARY KEY (guild, user_id)
);

CREATE TABLE canon_contradictions (
    id            TEXT PRIMARY KEY,
    guild         TEXT NOT NULL,
    place         TEXT NOT NULL,
    character_key TEXT NOT NULL,
    character     TEXT NOT NULL,
    attribute     TEXT NOT NULL,
    value         TEXT NOT NULL,
    value_key     TEXT NOT NULL,
    note_id       TEXT NOT NULL,
    channel       TEXT,
    thread        TEXT,
    message_id    TEXT,
    author        TEXT,
    at            TEXT NOT NULL,
    status        TEXT NOT NULL,
    resolved_by   TEXT,
    resolved_at   TEXT
);

CREATE UNIQUE INDEX canon_contradictions_once
    ON canon_contradictions (guild, place, character_key, attribute, value_key);
