-- PostgreSQL form of ../sqlite/V5__server_settings.sql (same version, same schema; see ../README.md).
-- A server's own settings: for now, its extra out-of-character markers ("<< >>, !ooc").
CREATE TABLE guild_settings (
    guild       TEXT COLLATE "C" PRIMARY KEY,
    ooc_markers TEXT COLLATE "C" NOT NULL DEFAULT '',
    set_by      TEXT COLLATE "C",
    set_at      TEXT COLLATE "C"
);
