CREATE TABLE jobs (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  kind text NOT NULL,
  status text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  input_blob_key text,
  input_name text,
  input_mime text,
  result jsonb,
  error_code text,
  error_message text,
  credits_charged integer NOT NULL DEFAULT 0,
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 3,
  worker_id text,
  lease_expires_at timestamptz,
  progress double precision,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  completed_at timestamptz
);
CREATE INDEX jobs_queue_idx ON jobs (status, created_at);
CREATE INDEX jobs_account_idx ON jobs (account_id, created_at);

CREATE TABLE job_outputs (
  id text PRIMARY KEY,
  job_id text NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  mime text NOT NULL,
  size_bytes bigint NOT NULL,
  width integer,
  height integer,
  duration_seconds double precision,
  blob_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_outputs_job_idx ON job_outputs (job_id, position);
