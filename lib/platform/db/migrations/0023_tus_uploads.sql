-- Resumable (tus) uploads: whose each one is, where its bytes are, until when an unfinished one is kept, and the upload job it became.
CREATE TABLE tus_uploads (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  store_key text NOT NULL,
  size_bytes bigint NOT NULL,
  name text NOT NULL,
  job_id text REFERENCES jobs(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX tus_uploads_expiry_idx ON tus_uploads (expires_at) WHERE finished_at IS NULL;
-- Who holds one tus upload's lock across processes (lib/domain/tus/pg-locker.ts): a lease, renewed while held.
CREATE TABLE tus_locks (
  id text PRIMARY KEY,
  owner text NOT NULL,
  expires_at timestamptz NOT NULL
);
