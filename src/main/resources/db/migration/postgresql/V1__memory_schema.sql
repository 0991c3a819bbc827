-- PostgreSQL form of ../sqlite/V1__memory_schema.sql (same version, same schema; see ../README.md).
-- Characters of a guild and who owns their canon.
CREATE TABLE characters (
    guild      TEXT COLLATE "C" NOT NULL,
    key        TEXT COLLATE "C" NOT NULL,
    name       TEXT COLLATE "C" NOT NULL,
    owner      TEXT COLLATE "C",
    created_at TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (guild, key)
);

-- Every note, current or retired. A change writes a new row and retires the old one.
CREATE TABLE memories (
    id             TEXT COLLATE "C" PRIMARY KEY,
    guild          TEXT COLLATE "C" NOT NULL,
    character      TEXT COLLATE "C" NOT NULL,
    character_key  TEXT COLLATE "C" NOT NULL,
    attribute      TEXT COLLATE "C" NOT NULL,
    value          TEXT COLLATE "C" NOT NULL,
    text           TEXT COLLATE "C" NOT NULL,
    kind           TEXT COLLATE "C" NOT NULL CHECK (kind IN ('fact', 'preference')),
    scope          TEXT COLLATE "C" NOT NULL CHECK (scope IN ('profile', 'story', 'scene', 'all_chats', 'character')),
    scope_id       TEXT COLLATE "C",
    scope_name     TEXT COLLATE "C",
    status         TEXT COLLATE "C" NOT NULL CHECK (status IN ('active', 'superseded', 'disputed', 'pending', 'forgotten')),
    author         TEXT COLLATE "C" NOT NULL,
    channel        TEXT COLLATE "C",
    message_id     TEXT COLLATE "C",
    created_at     TEXT COLLATE "C" NOT NULL,
    retired_at     TEXT COLLATE "C",
    replaces       TEXT COLLATE "C",
    retired_by     TEXT COLLATE "C",
    retired_reason TEXT COLLATE "C",
    lang           TEXT COLLATE "C" NOT NULL DEFAULT 'en',
    -- insertion order among notes of the same time (SQLite orders them by rowid)
    seq            BIGINT GENERATED ALWAYS AS IDENTITY
);
CREATE INDEX memories_slot ON memories (guild, character_key, attribute, status);
CREATE INDEX memories_guild ON memories (guild, created_at);
CREATE INDEX memories_author ON memories (author, kind);

-- At most one active note per character, attribute and scope instance (facts).
CREATE UNIQUE INDEX memories_one_active_fact ON memories (guild, character_key, attribute, scope, COALESCE(scope_id, ''))
    WHERE status = 'active' AND kind = 'fact' AND attribute <> 'note';

-- The story each channel plays (absent: the channel is its own story).
CREATE TABLE stories (
    guild     TEXT COLLATE "C" NOT NULL,
    channel   TEXT COLLATE "C" NOT NULL,
    story_key TEXT COLLATE "C" NOT NULL,
    name      TEXT COLLATE "C" NOT NULL,
    set_by    TEXT COLLATE "C",
    set_at    TEXT COLLATE "C",
    PRIMARY KEY (guild, channel)
);

-- Scenes per channel or thread; one running per place.
CREATE TABLE scenes (
    id         TEXT COLLATE "C" PRIMARY KEY,
    guild      TEXT COLLATE "C" NOT NULL,
    place      TEXT COLLATE "C" NOT NULL,
    story_key  TEXT COLLATE "C" NOT NULL,
    name       TEXT COLLATE "C" NOT NULL,
    started_by TEXT COLLATE "C",
    started_at TEXT COLLATE "C" NOT NULL,
    ended_at   TEXT COLLATE "C"
);
CREATE INDEX scenes_running ON scenes (guild, place, ended_at);

-- What each button does, so buttons keep working after a restart.
CREATE TABLE actions (
    id         TEXT COLLATE "C" PRIMARY KEY,
    guild      TEXT COLLATE "C" NOT NULL,
    type       TEXT COLLATE "C" NOT NULL,
    data       TEXT COLLATE "C" NOT NULL,
    for_user   TEXT COLLATE "C",
    created_at TEXT COLLATE "C" NOT NULL
);

-- Questions the bot asked and still waits for.
CREATE TABLE questions (
    id         TEXT COLLATE "C" PRIMARY KEY,
    guild      TEXT COLLATE "C" NOT NULL,
    place      TEXT COLLATE "C" NOT NULL,
    user_id    TEXT COLLATE "C" NOT NULL,
    type       TEXT COLLATE "C" NOT NULL,
    data       TEXT COLLATE "C" NOT NULL,
    created_at TEXT COLLATE "C" NOT NULL,
    closed_at  TEXT COLLATE "C",
    seq        BIGINT GENERATED ALWAYS AS IDENTITY
);
CREATE INDEX questions_open ON questions (guild, place, closed_at);
