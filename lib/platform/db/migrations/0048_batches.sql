-- A batch: one line run on many inputs, each item a run of its own (jobs.batch_id names its batch).
CREATE TABLE batches (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  recipe_id text,
  -- What each item runs: the tools in order and the line's final output format.
  line jsonb NOT NULL,
  -- What each item was given, in order: {"file": name}, {"url": …} or {"job_id": …}.
  inputs jsonb NOT NULL,
  item_count integer NOT NULL,
  quoted_credits integer NOT NULL,
  -- Set once, when its last item ends: complete, partial, failed or canceled.
  status text,
  canceled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX batches_account_idx ON batches (account_id, created_at);

ALTER TABLE jobs ADD COLUMN batch_id text REFERENCES batches(id) ON DELETE CASCADE;
-- Which item of its batch a run is (its input's place in `inputs`).
ALTER TABLE jobs ADD COLUMN batch_position integer;
CREATE INDEX jobs_batch_idx ON jobs (batch_id, batch_position) WHERE batch_id IS NOT NULL;
