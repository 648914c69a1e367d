-- Test mode: a dk_test_ key (and a Workbench session switched to test mode) acts on the account's test twin,
-- an account row of its own (id tac_…) linked to the live one, with the same e-mail and plan and a refilled
-- test balance. Every rule that scopes by account id keeps test and live apart with no clause of its own.
ALTER TABLE accounts ADD COLUMN live_account_id text REFERENCES accounts(id) ON DELETE CASCADE;
CREATE UNIQUE INDEX accounts_live_account_idx ON accounts (live_account_id);
-- The twin shares its live account's e-mail: the address is unique among live accounts only.
ALTER TABLE accounts DROP CONSTRAINT accounts_email_key;
CREATE UNIQUE INDEX accounts_email_key ON accounts (email) WHERE live_account_id IS NULL;

-- Which of the two a Workbench session acts on.
ALTER TABLE sessions ADD COLUMN test_mode boolean NOT NULL DEFAULT false;
