-- Which step a failed run failed at (the step count when the final `output` encode failed).
ALTER TABLE runs ADD COLUMN failed_step integer;
