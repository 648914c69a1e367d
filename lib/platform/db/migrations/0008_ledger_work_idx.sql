-- Job views read a job's or run's refunds (credits_refunded) by its id.
CREATE INDEX credit_ledger_job_idx ON credit_ledger (job_id);
CREATE INDEX credit_ledger_run_idx ON credit_ledger (run_id);
