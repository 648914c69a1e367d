-- Retention: when a finished job's files (input, reference, outputs, a run's step outputs) were let go; the rows stay for the record.
ALTER TABLE jobs ADD COLUMN expired_at timestamptz;
-- The sweep's scan: finished jobs not yet expired, oldest first.
CREATE INDEX jobs_retention_idx ON jobs (completed_at) WHERE expired_at IS NULL;
-- releaseBlob also asks about run-step outputs and reference images; these keep it an index lookup.
CREATE INDEX run_steps_output_blob_idx ON run_steps (output_blob_key);
CREATE INDEX jobs_reference_blob_idx ON jobs ((params->'reference'->>'blobKey'));
CREATE INDEX run_steps_reference_blob_idx ON run_steps ((spec->'reference'->>'blobKey'));
