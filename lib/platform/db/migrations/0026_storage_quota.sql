-- Byte quota per plan (lib/domain/jobs/storage-quota.ts): the bytes a job's request staged (its input
-- and reference image; null for an input reused by job_id, already counted as the other job's output).
ALTER TABLE jobs ADD COLUMN input_size_bytes bigint;
-- The account's usage sums its unexpired jobs and its unfinished tus uploads on every upload: both by index.
CREATE INDEX jobs_live_files_idx ON jobs (account_id, completed_at) WHERE expired_at IS NULL;
CREATE INDEX tus_uploads_open_idx ON tus_uploads (account_id) WHERE finished_at IS NULL;
