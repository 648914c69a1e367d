-- Secrets rotated away stay valid 24 hours however many rotations follow: the last five are kept,
-- newest first, as [{ "sealed": …, "valid_until": ISO time }] (lib/core/rotated-secrets.ts).
ALTER TABLE delivery_secrets ADD COLUMN previous_secrets jsonb NOT NULL DEFAULT '[]'::jsonb;
UPDATE delivery_secrets
  SET previous_secrets = jsonb_build_array(jsonb_build_object('sealed', previous_sealed, 'valid_until', to_char(previous_valid_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
  WHERE previous_sealed IS NOT NULL AND previous_valid_until IS NOT NULL;
ALTER TABLE delivery_secrets DROP COLUMN previous_sealed;
ALTER TABLE delivery_secrets DROP COLUMN previous_valid_until;
ALTER TABLE webhook_endpoints ADD COLUMN previous_secrets jsonb NOT NULL DEFAULT '[]'::jsonb;
