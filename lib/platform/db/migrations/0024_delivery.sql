-- Delivery: each account's URL signing secret (sealed with the service secret), and the one before it for 24 hours after a rotation.
CREATE TABLE delivery_secrets (
  account_id text PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  secret_sealed text NOT NULL,
  -- False while the secret was made for the API's own URLs and never shown: the first reveal shows it instead of rotating.
  revealed boolean NOT NULL DEFAULT false,
  previous_sealed text,
  previous_valid_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Rendered variants of Vault assets: a cache, outside the Vault's capacity; the least recently served go first.
CREATE TABLE delivery_variants (
  asset_id text NOT NULL,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  -- The canonical transform with its concrete format (auto already chosen).
  transform text NOT NULL,
  blob_key text NOT NULL,
  mime text NOT NULL,
  size_bytes bigint NOT NULL,
  etag text NOT NULL,
  last_served_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (asset_id, transform)
);
CREATE INDEX delivery_variants_served_idx ON delivery_variants (last_served_at);
