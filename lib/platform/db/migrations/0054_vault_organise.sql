-- The Vault organised: folders, tags, photo metadata, the owner's choice on location, and search.
-- pg_trgm (a trusted extension shipped with PostgreSQL and with PGlite) indexes `q` as substring
-- matches; it lives in `public` so every schema that reaches it (a test file's too) finds one copy.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
-- Folder paths compare byte by byte (COLLATE "C"), so "a folder and its subfolders" is one btree range.
ALTER TABLE assets ADD COLUMN folder text COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE assets ADD COLUMN tags text[] NOT NULL DEFAULT '{}';
ALTER TABLE assets ADD COLUMN taken_at timestamptz;
ALTER TABLE assets ADD COLUMN camera text;
ALTER TABLE assets ADD COLUMN lens text;
ALTER TABLE assets ADD COLUMN keep_location boolean NOT NULL DEFAULT false;
ALTER TABLE assets ADD COLUMN latitude double precision;
ALTER TABLE assets ADD COLUMN longitude double precision;
-- What `q` searches, kept by PostgreSQL itself: array_to_string is only STABLE, so the wrapper states
-- what holds for text arrays (the same input always gives the same text) and a generated column may use it.
CREATE FUNCTION asset_search_text(name text, folder text, tags text[], camera text, lens text, description text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(concat_ws(' ', name, folder, array_to_string(tags, ' '), camera, lens, description)) $$;
ALTER TABLE assets ADD COLUMN search_text text GENERATED ALWAYS AS (asset_search_text(name, folder, tags, camera, lens, description)) STORED;
-- No pending list (fastupdate off): a new asset is searchable through the index at once, and a search never
-- pays for scanning unmerged entries (PGlite has no autovacuum to merge them).
CREATE INDEX assets_search_idx ON assets USING gin (search_text public.gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX assets_tags_idx ON assets USING gin (tags) WITH (fastupdate = off);
CREATE INDEX assets_folder_idx ON assets (account_id, folder);
-- One index per sort, each ending in the id that breaks ties (and pages): ids sort by creation time.
CREATE INDEX assets_account_id_idx ON assets (account_id, id);
CREATE INDEX assets_name_idx ON assets (account_id, name, id);
CREATE INDEX assets_size_idx ON assets (account_id, size_bytes, id);
CREATE INDEX assets_taken_idx ON assets (account_id, taken_at, id);
DROP INDEX assets_account_idx;
