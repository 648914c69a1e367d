CREATE TABLE galleries (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name text NOT NULL,
  review_token text NOT NULL,
  review_token_hash text NOT NULL,
  password_hash text,
  allow_download boolean NOT NULL DEFAULT false,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX galleries_review_token_idx ON galleries (review_token_hash);
CREATE INDEX galleries_account_idx ON galleries (account_id, id);

CREATE TABLE gallery_assets (
  gallery_id text NOT NULL REFERENCES galleries(id) ON DELETE CASCADE,
  asset_id text NOT NULL REFERENCES assets(id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (gallery_id, asset_id)
);
CREATE INDEX gallery_assets_asset_idx ON gallery_assets (asset_id);

CREATE TABLE gallery_reactions (
  gallery_id text NOT NULL,
  asset_id text NOT NULL,
  reviewer_id text NOT NULL,
  reviewer_name text NOT NULL,
  favourite boolean NOT NULL DEFAULT false,
  verdict text CHECK (verdict IN ('approved', 'rejected')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (gallery_id, asset_id, reviewer_id),
  FOREIGN KEY (gallery_id, asset_id) REFERENCES gallery_assets (gallery_id, asset_id) ON DELETE CASCADE
);

CREATE TABLE gallery_comments (
  id text PRIMARY KEY,
  gallery_id text NOT NULL,
  asset_id text NOT NULL,
  reviewer_id text NOT NULL,
  reviewer_name text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (gallery_id, asset_id) REFERENCES gallery_assets (gallery_id, asset_id) ON DELETE CASCADE
);
CREATE INDEX gallery_comments_gallery_idx ON gallery_comments (gallery_id, asset_id, created_at);
