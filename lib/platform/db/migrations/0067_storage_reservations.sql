-- Bytes an upload holds in the account's quota from the moment its size is known until its job (or
-- tus upload) row counts them: taken behind the account's row lock with the check, so concurrent
-- uploads cannot pass the quota together (lib/domain/jobs/storage-quota.ts). A reservation left by a
-- process that died counts until expires_at.
CREATE TABLE storage_reservations (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  size_bytes bigint NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX storage_reservations_account_idx ON storage_reservations (account_id, expires_at);
