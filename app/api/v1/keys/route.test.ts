import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signUp } from "@/lib/domain/accounts/accounts";
import { createSession } from "@/lib/domain/auth/session";
import { getDb, queryRows } from "@/lib/platform/db";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { BASE, call, expectError, makeAccount } from "@/test/helpers";
import { GET as readAccount } from "../account/route";
import { DELETE as revoke } from "./[id]/route";
import { GET as list, POST as create } from "./route";

/** A Workbench session on a fresh account, with the same-origin header a browser sends. */
async function signedIn() {
  const account = await signUp({ email: `keys-${randomBytes(5).toString("hex")}@example.com`, password: "a-long-password" });
  const { token } = await createSession(account.id);
  return { headers: { cookie: `dr_session=${token}`, origin: BASE } };
}

const createKey = (headers: Record<string, string>, name = "laptop") => call(create, { method: "POST", path: "/api/v1/keys", headers, json: { name } });
const revokeKey = (init: { headers?: Record<string, string>; key?: string }, id: string) => call(revoke, { method: "DELETE", path: `/api/v1/keys/${id}`, params: { id }, ...init });

// Keys are managed from the Workbench only: an API key can neither list, mint nor revoke keys.
describe("/api/v1/keys", () => {
  it("shows a new key's plaintext once, then only its fragment", async () => {
    const { headers } = await signedIn();
    const response = await createKey(headers);
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({ id: expect.stringMatching(/^key_/), name: "laptop", key: expect.stringMatching(/^dk_live_[0-9A-Za-z]{32}$/), last_used_at: null, revoked_at: null });
    expect(created.start).toBe(`${created.key.slice(0, 12)}…`);

    const { keys } = await (await call(list, { path: "/api/v1/keys", headers })).json();
    expect(keys).toEqual([{ id: created.id, name: "laptop", start: created.start, created_at: created.created_at, mode: "live", last_used_at: null, revoked_at: null }]);
    expect(JSON.stringify(keys)).not.toContain(created.key);
  });

  it("refuses a key past API_KEYS_PER_ACCOUNT with 409 limit_reached and a message the Workbench shows", async () => {
    process.env.API_KEYS_PER_ACCOUNT = "2";
    resetEnvForTests();
    try {
      const { headers } = await signedIn();
      expect((await createKey(headers)).status).toBe(201);
      expect((await createKey(headers)).status).toBe(201);
      const body = await expectError(await createKey(headers), 409, "limit_reached");
      expect(body.error.message).toBe("An account holds at most 2 live keys: revoke one you no longer use, then create this one.");
      const { keys } = await (await call(list, { path: "/api/v1/keys", headers })).json();
      expect(keys).toHaveLength(2);
    } finally {
      delete process.env.API_KEYS_PER_ACCOUNT;
      resetEnvForTests();
    }
  });

  it("revokes a key, after which the API refuses it", async () => {
    const { headers } = await signedIn();
    const created = await (await createKey(headers)).json();
    const revoked = await revokeKey({ headers }, created.id);
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ id: created.id, revoked_at: expect.any(String) });
    await expectError(await call(readAccount, { path: "/api/v1/account", key: created.key }), 401, "unauthorized");
  });

  it("answers 404 not_found for another account's key and leaves it working", async () => {
    const { headers } = await signedIn();
    const other = await makeAccount();
    await expectError(await revokeKey({ headers }, other.keyId), 404, "not_found");
    expect((await call(readAccount, { path: "/api/v1/account", key: other.key })).status).toBe(200);
  });

  it("refuses an API key and a missing session with 401, and a cross-site write with 403", async () => {
    const { key, keyId } = await makeAccount({ plan: "business" });
    await expectError(await call(list, { path: "/api/v1/keys", key }), 401, "unauthorized");
    await expectError(await call(create, { method: "POST", path: "/api/v1/keys", key, json: { name: "x" } }), 401, "unauthorized");
    await expectError(await revokeKey({ key }, keyId), 401, "unauthorized");
    await expectError(await call(list, { path: "/api/v1/keys" }), 401, "unauthorized");
    const { headers } = await signedIn();
    await expectError(await createKey({ ...headers, origin: "https://evil.example" }), 403, "forbidden");
  });
});

describe("POST /api/v1/keys with an Idempotency-Key", () => {
  it("keeps no plaintext key: the replay is 409 idempotency_replay_refused, and one key exists", async () => {
    const { headers } = await signedIn();
    const send = () => call(create, { method: "POST", path: "/api/v1/keys", headers: { ...headers, "idempotency-key": "new-key" }, json: { name: "ci" } });
    const first = await send();
    expect(first.status).toBe(201);
    const created = await first.json();
    const replay = await send();
    await expectError(replay, 409, "idempotency_replay_refused");
    expect(replay.headers.get("idempotent-replayed")).toBeNull();
    const { keys } = await (await call(list, { path: "/api/v1/keys", headers })).json();
    expect(keys.map((k: { id: string }) => k.id)).toEqual([created.id]);
    const rows = await queryRows<{ status: number; body: string | null; headers: unknown }>(await getDb(), sql`SELECT status, body, headers FROM idempotency_keys WHERE key = 'new-key'`);
    expect(rows).toEqual([{ status: 201, body: null, headers: null }]);
    // A refusal carries no secret: it is kept and replayed as usual.
    const bad = () => call(create, { method: "POST", path: "/api/v1/keys", headers: { ...headers, "idempotency-key": "bad-key" }, json: { name: "x".repeat(101) } });
    await expectError(await bad(), 400, "invalid_request");
    const again = await bad();
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    await expectError(again, 400, "invalid_request");
  });
});
