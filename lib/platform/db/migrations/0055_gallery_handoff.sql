-- A client hand-off: branding shown on the review page, and the selections reviewers submit.
-- A cover or logo deleted from the Vault leaves the gallery without one.
ALTER TABLE galleries ADD COLUMN cover_asset_id text REFERENCES assets(id) ON DELETE SET NULL;
ALTER TABLE galleries ADD COLUMN logo_asset_id text REFERENCES assets(id) ON DELETE SET NULL;
ALTER TABLE galleries ADD COLUMN accent_color text;
-- One row per submission, kept as sent: the favourites at that moment, whatever changes after.
CREATE TABLE gallery_selections (
  id text PRIMARY KEY,
  gallery_id text NOT NULL REFERENCES galleries(id) ON DELETE CASCADE,
  reviewer_id text NOT NULL,
  reviewer_name text NOT NULL,
  asset_ids text[] NOT NULL,
  submitted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gallery_selections_gallery_idx ON gallery_selections (gallery_id, submitted_at);
