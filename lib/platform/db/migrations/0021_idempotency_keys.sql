-- Idempotency-Key: the first answer to a POST, kept per account and key for 24 hours (lib/domain/idempotency).
-- Inserting the `running` row is the lock across processes; `locked_until` is its lease, renewed while
-- the request runs, so a crashed process's row stops blocking the key once the lease lapses.
CREATE TABLE idempotency_keys (
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  key text NOT NULL,
  fingerprint text NOT NULL,
  state text NOT NULL CHECK (state IN ('running', 'done')),
  owner text NOT NULL,
  locked_until timestamptz,
  status integer,
  body text,
  headers jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
