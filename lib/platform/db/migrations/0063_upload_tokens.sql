-- Upload tokens (dut_…): a browser may upload with one, within its bytes, kinds, uses and lifetime; only its SHA-256 is kept.
CREATE TABLE upload_tokens (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  hash text NOT NULL,
  start text NOT NULL,
  max_bytes bigint NOT NULL,
  -- image, video, audio; NULL takes every kind.
  types text[],
  -- A recipe run on each upload, charged to the account.
  recipe_id text,
  uses_allowed integer NOT NULL,
  uses integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE UNIQUE INDEX upload_tokens_hash_idx ON upload_tokens (hash);
CREATE INDEX upload_tokens_account_idx ON upload_tokens (account_id, created_at);
CREATE INDEX upload_tokens_expiry_idx ON upload_tokens (expires_at);

-- The token a resumable upload was created with: only it (or a key of the account) may send its bytes.
ALTER TABLE tus_uploads ADD COLUMN upload_token_id text REFERENCES upload_tokens(id) ON DELETE SET NULL;
