-- Characters of a guild and who owns their canon.
CREATE TABLE characters (
    guild      TEXT NOT NULL,
    key        TEXT NOT NULL,
    name       TEXT NOT NULL,
    owner      TEXT,
    created_at TEXT NOT NULL,
    PRIMARY KEY (guild, key)
);

-- Every note, current or retired. A change writes a new row and retires the old one.
CREATE TABLE memories (
    id             TEXT PRIMARY KEY,
    guild          TEXT NOT NULL,
    character      TEXT NOT NULL,
    character_key  TEXT NOT NULL,
    attribute      TEXT NOT NULL,
    value          TEXT NOT NULL,
    text           TEXT NOT NULL,
    kind           TEXT NOT NULL CHECK (kind IN ('fact', 'preference')),
    scope          TEXT NOT NULL CHECK (scope IN ('profile', 'story', 'scene', 'all_chats', 'character')),
    scope_id       TEXT,
    scope_name     TEXT,
    status         TEXT NOT NULL CHECK (status IN ('active', 'superseded', 'disputed', 'pending', 'forgotten')),
    author         TEXT NOT NULL,
    channel        TEXT,
    message_id     TEXT,
    created_at     TEXT NOT NULL,
    retired_at     TEXT,
    replaces       TEXT,
    retired_by     TEXT,
    retired_reason TEXT,
    lang           TEXT NOT NULL DEFAULT 'en'
);
CREATE INDEX memories_slot ON memories (guild, character_key, attribute, status);
CREATE INDEX memories_guild ON memories (guild, created_at);
CREATE INDEX memories_author ON memories (author, kind);

-- At most one active note per character, attribute and scope instance (facts).
CREATE UNIQUE INDEX memories_one_active_fact ON memories (guild, character_key, attribute, scope, IFNULL(scope_id, ''))
    WHERE status = 'active' AND kind = 'fact' AND attribute <> 'note';

-- The story each channel plays (absent: the channel is its own story).
CREATE TABLE stories (
    guild     TEXT NOT NULL,
    channel   TEXT NOT NULL,
    story_key TEXT NOT NULL,
    name      TEXT NOT NULL,
    set_by    TEXT,
    set_at    TEXT,
    PRIMARY KEY (guild, channel)
);

-- Scenes per channel or thread; one running per place.
CREATE TABLE scenes (
    id         TEXT PRIMARY KEY,
    guild      TEXT NOT NULL,
    place      TEXT NOT NULL,
    story_key  TEXT NOT NULL,
    name       TEXT NOT NULL,
    started_by TEXT,
    started_at TEXT NOT NULL,
    ended_at   TEXT
);
CREATE INDEX scenes_running ON scenes (guild, place, ended_at);

-- What each button does, so buttons keep working after a restart.
CREATE TABLE actions (
    id         TEXT PRIMARY KEY,
    guild      TEXT NOT NULL,
    type       TEXT NOT NULL,
    data       TEXT NOT NULL,
    for_user   TEXT,
    created_at TEXT NOT NULL
);

-- Questions the bot asked and still waits for.
CREATE TABLE questions (
    id         TEXT PRIMARY KEY,
    guild      TEXT NOT NULL,
    place      TEXT NOT NULL,
    user_id    TEXT NOT NULL,
    type       TEXT NOT NULL,
    data       TEXT NOT NULL,
    created_at TEXT NOT NULL,
    closed_at  TEXT
);
CREATE INDEX questions_open ON questions (guild, place, closed_at);
