-- PostgreSQL form of ../sqlite/V15__waiting_indexes.sql (same version, same schema; see ../README.md).
-- The open questions and the changes waiting for an answer, by age, for their expiry.
CREATE INDEX questions_waiting ON questions (created_at) WHERE closed_at IS NULL;
CREATE INDEX memories_waiting ON memories (guild, created_at) WHERE status = 'pending';
