-- Assets deleted from the Vault, as delivery remembers them: a URL signed for one answers 404, while
-- any other URL of an asset that is not stored (a changed or made-up id) answers 403, so a URL
-- without a valid signature never tells whether an asset exists.
CREATE TABLE delivery_deleted_assets (
  asset_id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  deleted_at timestamptz NOT NULL DEFAULT now()
);
