CREATE TABLE assets (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  job_id text NOT NULL,
  output_id text NOT NULL,
  name text NOT NULL,
  mime text NOT NULL,
  size_bytes bigint NOT NULL,
  width integer,
  height integer,
  duration_seconds double precision,
  blob_key text NOT NULL,
  thumb_blob_key text,
  description text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX assets_output_idx ON assets (account_id, output_id);
CREATE INDEX assets_account_idx ON assets (account_id, created_at);
