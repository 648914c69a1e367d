-- The lane a job's slots come from (cpu: local media work, io: provider calls), fixed at enqueue.
ALTER TABLE jobs ADD COLUMN lane text NOT NULL DEFAULT 'cpu';
-- A job given back after a transient failure waits until then (backoff).
ALTER TABLE jobs ADD COLUMN run_after timestamptz;
-- When the last attempt was claimed: round-robin between accounts breaks ties by it.
ALTER TABLE jobs ADD COLUMN claimed_at timestamptz;
-- Provider predictions started for the job, so a retried attempt resumes them instead of paying again.
ALTER TABLE jobs ADD COLUMN predictions jsonb NOT NULL DEFAULT '{}'::jsonb;

-- Partial indexes: a claim reads each waiting account's head and a few running rows, never every queued row.
CREATE INDEX jobs_queued_idx ON jobs (lane, account_id, created_at) WHERE status = 'queued';
CREATE INDEX jobs_running_idx ON jobs (lane, account_id) WHERE status = 'running';
CREATE INDEX jobs_lease_idx ON jobs (lease_expires_at) WHERE status = 'running';
CREATE INDEX jobs_claimed_idx ON jobs (account_id, lane, claimed_at) WHERE claimed_at IS NOT NULL;
CREATE INDEX jobs_open_idx ON jobs (account_id) WHERE status IN ('queued', 'running');
