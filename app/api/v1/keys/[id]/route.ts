import { withApi } from "@/lib/api/with-api";
import { describeKey, revokeKey } from "@/lib/keys/keys";

// DELETE /api/v1/keys/{id} — revoke one of the account's keys
export const DELETE = withApi<{ id: string }, "session">(
  async ({ caller, params }) => {
    const row = await revokeKey({ accountId: caller.account.id, keyId: params.id });
    return { id: row.id, revoked_at: describeKey(row).revoked_at };
  },
  { auth: "session" },
);
