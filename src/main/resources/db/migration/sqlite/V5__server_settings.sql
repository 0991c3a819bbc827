-- A server's own settings: for now, its extra out-of-character markers ("<< >>, !ooc").
CREATE TABLE guild_settings (
    guild       TEXT PRIMARY KEY,
    ooc_markers TEXT NOT NULL DEFAULT '',
    set_by      TEXT,
    set_at      TEXT
);
