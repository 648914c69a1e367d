-- When a delivery's first attempt is due: at once, or later when its account's deliveries per hour
-- (WEBHOOK_DELIVERIES_PER_HOUR) are used. The hour's count is read from it through the index.
ALTER TABLE webhook_deliveries ADD COLUMN send_at timestamptz;
UPDATE webhook_deliveries SET send_at = created_at;
ALTER TABLE webhook_deliveries ALTER COLUMN send_at SET NOT NULL;
CREATE INDEX webhook_deliveries_send_idx ON webhook_deliveries (account_id, send_at);
