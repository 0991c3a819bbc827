-- The canon check (issue 24): the changes of a detail that in-character posts told ("*Mira cuts her
-- hair short*"), one row per server, place (the scene, "scene:<id>", or the story when no scene
-- runs, "story:<key>"), character and detail, with when the latest was told. A later post of that
-- place with the new value is not compared with a note older than the change. Nothing of the post
-- is kept (no author, no text). Rows of a scene are deleted when it ends; a server keeps at most
-- the newest 1,000 (memory.ToldChanges says both).
CREATE TABLE canon_told_changes (
    guild         TEXT NOT NULL,
    place         TEXT NOT NULL,
    character_key TEXT NOT NULL,
    detail        TEXT NOT NULL,
    at            TEXT NOT NULL,
    PRIMARY KEY (guild, place, character_key, detail)
);

CREATE INDEX canon_told_changes_by_time ON canon_told_changes (guild, at);
