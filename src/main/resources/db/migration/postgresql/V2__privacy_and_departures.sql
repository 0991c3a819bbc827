-- PostgreSQL form of ../sqlite/V2__privacy_and_departures.sql (same version, same schema; see ../README.md).
-- Guilds the bot was removed from: their data is kept for a grace period, then purged.
-- After a purge only this row remains, saying when the guild left and when it was purged.
CREATE TABLE departed_guilds (
    guild     TEXT COLLATE "C" PRIMARY KEY,
    left_at   TEXT COLLATE "C" NOT NULL,
    purged_at TEXT COLLATE "C"
);

-- Counting a guild's live notes for the limits, and finding a member's notes for /memory forget-me.
CREATE INDEX memories_guild_author ON memories (guild, author, status);
CREATE INDEX actions_guild ON actions (guild);
CREATE INDEX questions_guild ON questions (guild, closed_at);
CREATE INDEX memories_guild_status ON memories (guild, status);
