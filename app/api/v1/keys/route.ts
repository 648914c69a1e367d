import { withApi } from "@/lib/api/with-api";
import { parseJsonBody } from "@/lib/api/body";
import { createKey, describeKey, listKeys } from "@/lib/keys/keys";
import { CreateKeyInput } from "@/lib/keys/schema";

// GET /api/v1/keys — the signed-in account's keys (display fragments only)
export const GET = withApi(async ({ caller }) => ({ keys: (await listKeys({ accountId: caller.account.id })).map(describeKey) }), {
  auth: "session",
});

// POST /api/v1/keys — issue a key; its plaintext is in this answer and never again
export const POST = withApi(
  async ({ request, caller }) => {
    const { name } = await parseJsonBody(request, CreateKeyInput);
    const { row, key } = await createKey({ accountId: caller.account.id, name });
    return { ...describeKey(row), key };
  },
  { auth: "session", status: 201 },
);
