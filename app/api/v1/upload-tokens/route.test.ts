import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { advanceClockForTests, resetClockForTests } from "@/lib/core/clock";
import { getDb, tusUploads, uploadTokens } from "@/lib/platform/db";
import { samplePng } from "@/test/fixtures/vault";
import { authSuite, call, expectError, makeAccount } from "@/test/helpers";
import { GET as readAccount } from "../account/route";
import { GET as readJob } from "../jobs/[id]/route";
import { POST as convert } from "../convert/route";
import { GET as readRun } from "../runs/[id]/route";
import { GET as listKeys } from "../keys/route";
import { POST as upload } from "../uploads/route";
import { POST as createTus } from "../uploads/tus/route";
import { DELETE as deleteTus, HEAD as headTus, PATCH as patchTus } from "../uploads/tus/[id]/route";
import { DELETE } from "./[id]/route";
import { GET, POST } from "./route";

const TUS = { "tus-resumable": "1.0.0" };
const BYTES = { ...TUS, "content-type": "application/offset+octet-stream" };

type Created = { id: string; token: string; upload_url: string; uses: number; uses_allowed: number; max_bytes: number; types: string[] | null; recipe: string | null };

const create = (key: string | undefined, json: Record<string, unknown> = { max_bytes: 1_000_000, expires_in: 600 }) =>
  call(POST, { method: "POST", path: "/api/v1/upload-tokens", key, json });

async function tokenFor(key: string, json: Record<string, unknown> = {}): Promise<Created> {
  const response = await create(key, { max_bytes: 1_000_000, expires_in: 600, ...json });
  expect(response.status).toBe(201);
  return response.json();
}

function form(bytes: Buffer, name = "photo.png"): FormData {
  const data = new FormData();
  data.set("file", new Blob([new Uint8Array(bytes)]), name);
  return data;
}

const uploadWith = (token: string, bytes: Buffer) => call(upload, { method: "POST", path: "/api/v1/uploads", key: token, body: form(bytes) });
const tusCreate = (token: string, length: number, body?: Buffer) =>
  call(createTus, { method: "POST", path: "/api/v1/uploads/tus", key: token, headers: { ...(body ? BYTES : TUS), "upload-length": String(length) }, body: body ? new Uint8Array(body) : undefined });
const tusAt = (handler: unknown, method: string, token: string, id: string, headers: Record<string, string> = {}, body?: Buffer) =>
  call(handler, { method, path: `/api/v1/uploads/tus/${id}`, key: token, params: { id }, headers: { ...(body ? BYTES : TUS), ...headers }, body: body ? new Uint8Array(body) : undefined });
const usedBytes = async (key: string) => (await (await call(readAccount, { path: "/api/v1/account", key })).json()).storage.used_bytes as number;

afterEach(() => resetClockForTests());

describe("POST /api/v1/upload-tokens", () => {
  authSuite((key) => create(key));

  it("answers 201 with a dut_ token shown once; only its hash is kept, and the list never shows it", async () => {
    const { key, accountId } = await makeAccount();
    const created = await tokenFor(key, { types: ["image"], uses: 3 });
    expect(created).toMatchObject({ token: expect.stringMatching(/^dut_[0-9A-Za-z]{32}$/), uses: 0, uses_allowed: 3, types: ["image"], max_bytes: 1_000_000, recipe: null });
    expect(created.upload_url).toBe("http://darkroom.test/api/v1/uploads/tus");
    const db = await getDb();
    const [row] = await db.select().from(uploadTokens).where(eq(uploadTokens.accountId, accountId));
    expect(JSON.stringify(row)).not.toContain(created.token);
    const listed = await (await call(GET, { path: "/api/v1/upload-tokens", key })).json();
    expect(listed.upload_tokens).toEqual([expect.objectContaining({ id: created.id, start: created.token.slice(0, 8) + "…" })]);
    expect(JSON.stringify(listed)).not.toContain(created.token);
  });

  it("refuses expires_in over an hour, max_bytes over MAX_UPLOAD_BYTES, an unknown kind and a recipe the account does not have", async () => {
    const { key } = await makeAccount();
    await expectError(await create(key, { max_bytes: 10, expires_in: 3601 }), 400, "invalid_request");
    await expectError(await create(key, { max_bytes: 3 * 1024 ** 3, expires_in: 60 }), 400, "invalid_request");
    await expectError(await create(key, { max_bytes: 10, expires_in: 60, types: ["document"] }), 400, "invalid_request");
    await expectError(await create(key, { max_bytes: 10, expires_in: 60, recipe: "rcp_nope" }), 404, "not_found");
    expect((await create(key, { max_bytes: 10, expires_in: 3600 })).status).toBe(201);
  });
});

describe("DELETE /api/v1/upload-tokens/{id}", () => {
  authSuite((key, id) => call(DELETE, { method: "DELETE", path: `/api/v1/upload-tokens/${id ?? "utk_x"}`, key, params: { id: id ?? "utk_x" } }), {
    foreignId: async () => (await tokenFor((await makeAccount()).key)).id,
  });

  it("revokes at once: the token's next upload is 401", async () => {
    const { key } = await makeAccount();
    const { id, token } = await tokenFor(key, { uses: 5 });
    const revoked = await call(DELETE, { method: "DELETE", path: `/api/v1/upload-tokens/${id}`, key, params: { id } });
    expect(revoked.status).toBe(200);
    const refused = await uploadWith(token, await samplePng());
    await expectError(refused, 401, "unauthorized");
    expect(refused.headers.get("www-authenticate")).toBe("Bearer");
  });
});

describe("an upload token (Authorization: Bearer dut_…)", () => {
  it("uploads with POST /api/v1/uploads as many times as it has uses, then answers 401", async () => {
    const { key } = await makeAccount();
    const { token } = await tokenFor(key, { uses: 2 });
    for (let i = 0; i < 2; i++) {
      const stored = await uploadWith(token, await samplePng({ seed: i }));
      expect(stored.status).toBe(201);
      const job = await stored.json();
      expect(job).toMatchObject({ kind: "upload", status: "complete" });
      // The account owns the upload: its key reads the job.
      expect((await call(readJob, { path: `/api/v1/jobs/${job.id}`, key, params: { id: job.id } })).status).toBe(200);
    }
    await expectError(await uploadWith(token, await samplePng()), 401, "unauthorized");
  });

  it("opens nothing but uploads: every other route is 403 token_scope, session routes included", async () => {
    const { key } = await makeAccount();
    const { token } = await tokenFor(key, { uses: 5 });
    const job = await (await uploadWith(token, await samplePng())).json();
    await expectError(await call(readAccount, { path: "/api/v1/account", key: token }), 403, "token_scope");
    await expectError(await call(readJob, { path: `/api/v1/jobs/${job.id}`, key: token, params: { id: job.id } }), 403, "token_scope");
    await expectError(await call(convert, { method: "POST", path: "/api/v1/convert", key: token, json: { job_id: job.id } }), 403, "token_scope");
    await expectError(await create(token), 403, "token_scope");
    await expectError(await call(GET, { path: "/api/v1/upload-tokens", key: token }), 403, "token_scope");
    await expectError(await call(listKeys, { path: "/api/v1/keys", key: token }), 403, "token_scope");
  });

  it("refuses a file over max_bytes (413) or of another kind (400) before anything is stored", async () => {
    const { key } = await makeAccount();
    const png = await samplePng({ width: 200, height: 200 });
    const small = await tokenFor(key, { max_bytes: png.length - 1, uses: 5 });
    const videos = await tokenFor(key, { types: ["video", "audio"], uses: 5 });
    const before = await usedBytes(key);
    await expectError(await uploadWith(small.token, png), 413, "file_too_large");
    await expectError(await uploadWith(videos.token, png), 400, "unsupported_input");
    await expectError(await tusCreate(small.token, png.length), 413, "file_too_large");
    const byTus = await tusCreate(videos.token, png.length, png);
    await expectError(byTus, 400, "unsupported_input");
    expect(await usedBytes(key)).toBe(before);
    const db = await getDb();
    expect(await db.select().from(tusUploads).where(eq(tusUploads.uploadTokenId, videos.id))).toEqual([]);
  });

  it("is 401 once expired", async () => {
    const { key } = await makeAccount();
    const { token } = await tokenFor(key, { expires_in: 60 });
    advanceClockForTests(61_000);
    await expectError(await uploadWith(token, await samplePng()), 401, "unauthorized");
  });

  it("creates a tus upload (one use) and sends its bytes with PATCH, resumes with HEAD, and reaches no other upload", async () => {
    const { key } = await makeAccount();
    const { token } = await tokenFor(key, { uses: 1 });
    const other = await tokenFor(key, { uses: 1 });
    const png = await samplePng({ width: 90, height: 60 });
    const created = await tusCreate(token, png.length);
    expect(created.status).toBe(201);
    const id = created.headers.get("location")!.split("/").pop()!;
    // The token is used up, yet it finishes the upload it started.
    await expectError(await tusCreate(token, png.length), 401, "unauthorized");
    await expectError(await tusAt(patchTus, "PATCH", other.token, id, { "upload-offset": "0" }, png.subarray(0, 10)), 404, "not_found");
    const first = await tusAt(patchTus, "PATCH", token, id, { "upload-offset": "0" }, png.subarray(0, 100));
    expect(first.status).toBe(204);
    expect((await tusAt(headTus, "HEAD", token, id)).headers.get("upload-offset")).toBe("100");
    await expectError(await tusAt(deleteTus, "DELETE", token, id), 403, "token_scope");
    const last = await tusAt(patchTus, "PATCH", token, id, { "upload-offset": "100" }, png.subarray(100));
    expect(last.status).toBe(204);
    const jobId = last.headers.get("darkroom-job-id")!;
    const job = await (await call(readJob, { path: `/api/v1/jobs/${jobId}`, key, params: { id: jobId } })).json();
    expect(job.outputs[0]).toMatchObject({ mime: "image/png", width: 90, height: 60, size_bytes: png.length });
  });

  it("runs its recipe on each upload, charged to the account, and names the run", async () => {
    const { key } = await makeAccount({ credits: 50 });
    const { token } = await tokenFor(key, { recipe: "rcp_social-square", uses: 2 });
    const stored = await uploadWith(token, await samplePng({ width: 300, height: 200 }));
    expect(stored.status).toBe(201);
    const runId = stored.headers.get("darkroom-run-id")!;
    expect(runId).toMatch(/^run_/);
    const png = await samplePng({ width: 240, height: 160, seed: 4 });
    const byTus = await tusCreate(token, png.length, png);
    expect(byTus.status).toBe(201);
    expect(byTus.headers.get("darkroom-run-id")).toMatch(/^run_/);
    const run = await (await call(readRun, { path: `/api/v1/runs/${runId}`, key, params: { id: runId } })).json();
    expect(run).toMatchObject({ id: runId, recipe_id: "rcp_social-square" });
  });
});
