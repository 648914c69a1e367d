-- Sessions the Workbench can list and end one by one: a public id, the device and address, and when last used.
ALTER TABLE sessions ADD COLUMN id text;
UPDATE sessions SET id = 'ses_' || replace(gen_random_uuid()::text, '-', '');
ALTER TABLE sessions ALTER COLUMN id SET NOT NULL;
CREATE UNIQUE INDEX sessions_id_idx ON sessions (id);
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE sessions ADD COLUMN user_agent text NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN address text NOT NULL DEFAULT '';
