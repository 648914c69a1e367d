-- Job worker processes for the operator's workers view: each registers at start, beats every few seconds and leaves on stop.
CREATE TABLE workers (
  id text PRIMARY KEY,
  host text NOT NULL,
  pid integer NOT NULL,
  lanes jsonb NOT NULL,
  running_jobs integer NOT NULL DEFAULT 0,
  started_at timestamptz NOT NULL DEFAULT now(),
  last_heartbeat_at timestamptz NOT NULL DEFAULT now()
);
-- The X-Request-Id of the call that created a job, so the worker's log lines for it carry it too.
ALTER TABLE jobs ADD COLUMN request_id text;
