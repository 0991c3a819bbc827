-- PostgreSQL form of ../sqlite/V8__canon_check.sql (same version, same schema; see ../README.md).
-- The canon check (issue 24): whether a game master turned it on for a server (channel '') or one
-- channel, the members who opted out of it for their own posts, and every contradiction reported
-- (at most one per character, detail and value per scene or story), with what became of it.
CREATE TABLE canon_settings (
    guild   TEXT COLLATE "C" NOT NULL,
    channel TEXT COLLATE "C" NOT NULL,
    state   TEXT COLLATE "C" NOT NULL,
    set_by  TEXT COLLATE "C",
    set_at  TEXT COLLATE "C",
    PRIMARY KEY (guild, channel)
);

CREATE TABLE canon_optouts (
    guild   TEXT COLLATE "C" NOT NULL,
    user_id TEXT COLLATE "C" NOT NULL,
    set_at  TEXT COLLATE "C",
    PRIMARY KEY (guild, user_id)
);

CREATE TABLE canon_contradictions (
    id            TEXT COLLATE "C" PRIMARY KEY,
    guild         TEXT COLLATE "C" NOT NULL,
    place         TEXT COLLATE "C" NOT NULL,
    character_key TEXT COLLATE "C" NOT NULL,
    character     TEXT COLLATE "C" NOT NULL,
    attribute     TEXT COLLATE "C" NOT NULL,
    value         TEXT COLLATE "C" NOT NULL,
    value_key     TEXT COLLATE "C" NOT NULL,
    note_id       TEXT COLLATE "C" NOT NULL,
    channel       TEXT COLLATE "C",
    thread        TEXT COLLATE "C",
    message_id    TEXT COLLATE "C",
    author        TEXT COLLATE "C",
    at            TEXT COLLATE "C" NOT NULL,
    status        TEXT COLLATE "C" NOT NULL,
    resolved_by   TEXT COLLATE "C",
    resolved_at   TEXT COLLATE "C"
);

CREATE UNIQUE INDEX canon_contradictions_once
    ON canon_contradictions (guild, place, character_key, attribute, value_key);
