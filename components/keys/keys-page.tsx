"use client";

import { useState } from "react";
import type { ApiKeyView, CreatedApiKey } from "@/lib/client/types";
import { CreateKeyForm } from "./create-key-form";
import { KeyCreatedDialog } from "./key-created-dialog";
import { KeysTable } from "./keys-table";
import { PlanSummary } from "./plan-summary";
import { RevokeKeyDialog } from "./revoke-key-dialog";

/** The /keys page: plan and limits, key creation with the one-time reveal, and the key list. */
export function KeysPage() {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const [announcement, setAnnouncement] = useState("");

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">API keys</h1>
        <p className="mt-1 max-w-2xl text-sm text-zinc-600">
          Keys authenticate the REST API under <code className="font-mono text-[13px] text-zinc-800">/api/v1</code> and the MCP endpoint.
          Each key shares your plan’s rate limit and spends your credits.
        </p>
      </div>
      <PlanSummary />
      <CreateKeyForm
        onCreated={(key) => {
          setCreated(key);
          setAnnouncement("");
        }}
      />
      <KeysTable onRevoke={setRevoking} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <KeyCreatedDialog created={created} onClose={() => setCreated(null)} />
      <RevokeKeyDialog
        apiKey={revoking}
        onClose={() => setRevoking(null)}
        onRevoked={(key) => {
          setRevoking(null);
          setAnnouncement(`Key ${key.name || key.start} revoked.`);
        }}
      />
    </div>
  );
}
