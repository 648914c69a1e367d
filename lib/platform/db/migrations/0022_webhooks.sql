-- Webhook endpoints: where an account is told about finished work, signed with its own secret (sealed with the service secret).
CREATE TABLE webhook_endpoints (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  url text NOT NULL,
  events jsonb NOT NULL,
  secret_sealed text NOT NULL,
  -- The origin signed links in payloads are built on when PUBLIC_BASE_URL is unset: the one the endpoint was saved through.
  link_base_url text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  disabled_reason text,
  -- Start of the current run of failed attempts; three days of it disable the endpoint.
  failing_since timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_account_idx ON webhook_endpoints (account_id, created_at);

-- One message to one endpoint (the outbox row, written in the transaction of the event) and its attempts.
CREATE TABLE webhook_deliveries (
  id text PRIMARY KEY,
  endpoint_id text NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  event text NOT NULL,
  -- The job or run the event is about; its view is read when the message is sent, so links are fresh.
  subject_id text,
  data jsonb,
  occurred_at timestamptz NOT NULL,
  status text NOT NULL,
  attempts jsonb NOT NULL DEFAULT '[]'::jsonb,
  next_attempt_at timestamptz,
  -- The queued job that makes the next attempt; any other delivery job for this row does nothing.
  next_job_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at);
