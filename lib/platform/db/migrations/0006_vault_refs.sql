-- releaseBlob asks "does anything still reference this blob?" on every clean-up; these keep it an index lookup.
CREATE INDEX assets_blob_idx ON assets (blob_key);
CREATE INDEX job_outputs_blob_idx ON job_outputs (blob_key);
CREATE INDEX jobs_input_blob_idx ON jobs (input_blob_key);
