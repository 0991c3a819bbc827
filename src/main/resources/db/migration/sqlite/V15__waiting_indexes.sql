-- Issue 21: a question nobody answers, and the change waiting for it, close when their buttons
-- expire (continuity.memory.Expiry; Continuity.BUTTONS_KEPT, 7 days). The hourly sweep finds them
-- through these partial indexes, which hold only what is open or waiting: answered questions and
-- every other note take no entry, so the sweep reads a few rows however large the server.
CREATE INDEX questions_waiting ON questions (created_at) WHERE closed_at IS NULL;
CREATE INDEX memories_waiting ON memories (guild, created_at) WHERE status = 'pending';
