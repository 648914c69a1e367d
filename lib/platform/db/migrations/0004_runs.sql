CREATE TABLE runs (
  id text PRIMARY KEY REFERENCES jobs(id) ON DELETE CASCADE,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  recipe_id text,
  output jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE run_steps (
  id text PRIMARY KEY,
  run_id text NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
  position integer NOT NULL,
  tool text NOT NULL,
  spec jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  attempt integer NOT NULL DEFAULT 0,
  credits_charged integer NOT NULL DEFAULT 0,
  refunded boolean NOT NULL DEFAULT false,
  output_blob_key text,
  output_name text,
  output_mime text,
  output_size_bytes bigint,
  output_width integer,
  output_height integer,
  output_duration_seconds double precision,
  result jsonb,
  error_code text,
  error_message text,
  started_at timestamptz,
  completed_at timestamptz
);
CREATE UNIQUE INDEX run_steps_position_idx ON run_steps (run_id, position);
CREATE INDEX run_steps_run_idx ON run_steps (run_id);

CREATE TABLE recipes (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  steps jsonb NOT NULL,
  output jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recipes_account_idx ON recipes (account_id, created_at);
