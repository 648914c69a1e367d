import { handle, readBody } from "@darkroom/lib/http/contract-route";
import { CreateKeyContract, ListKeysContract } from "@darkroom/lib/http/contracts/keys";
import { createKey, describeKey, listKeys } from "@darkroom/lib/domain/keys/keys";

// GET /api/v1/keys — the signed-in account's keys (display fragments only)
export const GET = handle(ListKeysContract, async ({ caller }) => ({ keys: (await listKeys({ accountId: caller.account.id })).map(describeKey) }));

// POST /api/v1/keys — issue a key; its plaintext is in this answer and never again
export const POST = handle(CreateKeyContract, async ({ request, caller }) => {
  const { name, test } = await readBody(CreateKeyContract, request);
  const { row, key } = await createKey({ accountId: caller.account.id, name, test });
  return { ...describeKey(row), key };
});
