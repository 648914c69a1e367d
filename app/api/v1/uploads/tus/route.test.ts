import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "@/lib/domain/accounts/accounts";
import { createSession } from "@/lib/domain/auth/session";
import { getDb, queryRows, tusUploads } from "@/lib/platform/db";
import { advanceClockForTests, resetClockForTests } from "@/lib/core/clock";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { setS3Env } from "@/test/fakes/fake-s3";
import { blobStore } from "@/lib/platform/storage";
import { resetTusStoreForTests } from "@/lib/domain/tus/store";
import { expireTusUploads } from "@/lib/domain/tus/sweep";
import { findTusUpload } from "@/lib/domain/tus/uploads";
import { samplePng } from "@/test/fixtures/vault";
import { startTcpProxy } from "@/test/fakes/tcp-proxy";
import { authSuite, BASE, call, expectError, makeAccount } from "@/test/helpers";
import { GET as readJob } from "../../jobs/[id]/route";
import { GET as getFile } from "../../files/[id]/route";
import { DELETE, HEAD, PATCH } from "./[id]/route";
import { OPTIONS, POST } from "./route";

const TUS = { "tus-resumable": "1.0.0" };
const BYTES = { ...TUS, "content-type": "application/offset+octet-stream" };

function create(key: string | undefined, { length, headers = {}, body }: { length: number; headers?: Record<string, string>; body?: Buffer }) {
  const all = { ...(body ? BYTES : TUS), "upload-length": String(length), "upload-metadata": `filename ${Buffer.from("holiday shot.png").toString("base64")}`, ...headers };
  return call(POST, { method: "POST", path: "/api/v1/uploads/tus", key, headers: all, body: body ? new Uint8Array(body) : undefined });
}

const idOf = (response: Response) => response.headers.get("location")!.split("/").pop()!;

function onUpload(handler: unknown, method: string, key: string | undefined, id: string, { headers = {}, body }: { headers?: Record<string, string>; body?: Buffer } = {}) {
  return call(handler, { method, path: `/api/v1/uploads/tus/${id}`, key, params: { id }, headers: { ...(body ? BYTES : TUS), ...headers }, body: body ? new Uint8Array(body) : undefined });
}

const head = (key: string | undefined, id: string) => onUpload(HEAD, "HEAD", key, id);
const patch = (key: string | undefined, id: string, offset: number, body: Buffer) => onUpload(PATCH, "PATCH", key, id, { headers: { "upload-offset": String(offset) }, body });

async function startedUpload(key: string, length = 1000): Promise<string> {
  const response = await create(key, { length });
  expect(response.status).toBe(201);
  return idOf(response);
}

async function downloadOutput(key: string, jobId: string): Promise<{ job: { kind: string; status: string; outputs: Array<{ mime: string; size_bytes: number; url: string; name: string }> }; bytes: Buffer }> {
  const job = await (await call(readJob, { path: `/api/v1/jobs/${jobId}`, key, params: { id: jobId } })).json();
  const url = new URL(job.outputs[0].url);
  const file = await call(getFile, { path: url.pathname + url.search, params: { id: url.pathname.split("/").pop()! } });
  return { job, bytes: Buffer.from(await file.arrayBuffer()) };
}

describe("tus uploads at /api/v1/uploads/tus", () => {
  authSuite((key) => create(key, { length: 10 }));

  describe("HEAD /api/v1/uploads/tus/{id}", () => {
    authSuite((key, id) => head(key, id ?? "nosuchupload"), { foreignId: async () => startedUpload((await makeAccount()).key) });
  });

  it("answers OPTIONS with the version, the extensions it serves and the largest size", async () => {
    const response = await call(OPTIONS, { method: "OPTIONS", path: "/api/v1/uploads/tus" });
    expect(response.status).toBe(204);
    expect(response.headers.get("tus-version")).toBe("1.0.0");
    expect(response.headers.get("tus-extension")!.split(",").sort()).toEqual(["creation", "creation-with-upload", "expiration", "termination"]);
    expect(response.headers.get("tus-max-size")).toBe(String(2 * 1024 ** 3));
  });

  it("creates an upload: 201 with an absolute Location under the public base URL, and Upload-Expires a day on", async () => {
    const { key } = await makeAccount();
    const response = await create(key, { length: 1000 });
    expect(response.status).toBe(201);
    expect(response.headers.get("tus-resumable")).toBe("1.0.0");
    expect(response.headers.get("location")).toMatch(new RegExp(`^${BASE}/api/v1/uploads/tus/[0-9A-Za-z]{24}$`));
    const expires = Date.parse(response.headers.get("upload-expires")!);
    expect(expires - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const state = await head(key, idOf(response));
    expect(state.status).toBe(200);
    expect([state.headers.get("upload-offset"), state.headers.get("upload-length"), state.headers.get("cache-control")]).toEqual(["0", "1000", "no-store"]);
    expect(state.headers.get("darkroom-job-id")).toBeNull();
  });

  it("refuses Upload-Concat (the concatenation extension is not served) with 400 and the error body, creating nothing", async () => {
    const { key, accountId } = await makeAccount();
    for (const concat of ["partial", "final;/api/v1/uploads/tus/a /api/v1/uploads/tus/b", "nonsense"]) {
      const response = await create(key, { length: 10, headers: { "upload-concat": concat } });
      const body = await expectError(response, 400, "invalid_request");
      expect(body.error.message).toContain("Upload-Concat");
      expect(response.headers.get("tus-resumable")).toBe("1.0.0");
      expect(response.headers.get("location")).toBeNull();
    }
    const final = await call(POST, { method: "POST", path: "/api/v1/uploads/tus", key, headers: { ...TUS, "upload-concat": "final;/api/v1/uploads/tus/a" } });
    await expectError(final, 400, "invalid_request");
    const db = await getDb();
    expect(await db.select().from(tusUploads).where(eq(tusUploads.accountId, accountId))).toEqual([]);
  });

  it("builds Location from PUBLIC_BASE_URL, else from proxy headers only under TRUST_PROXY and for a host ALLOWED_HOSTS lists", async () => {
    const { key } = await makeAccount();
    const proxied = { "x-forwarded-proto": "https", "x-forwarded-host": "media.example.com" };
    const allowedInTests = process.env.ALLOWED_HOSTS;
    try {
      expect((await create(key, { length: 10, headers: proxied })).headers.get("location")).toMatch(new RegExp(`^${BASE}/api/v1/uploads/tus/`));
      process.env.TRUST_PROXY = "1";
      resetEnvForTests();
      expect((await create(key, { length: 10, headers: proxied })).headers.get("location")).toMatch(/^http:\/\/localhost:\d+\/api\/v1\/uploads\/tus\/\w{24}$/);
      process.env.ALLOWED_HOSTS = `${allowedInTests},media.example.com`;
      resetEnvForTests();
      expect((await create(key, { length: 10, headers: proxied })).headers.get("location")).toMatch(/^https:\/\/media\.example\.com\/api\/v1\/uploads\/tus\/\w{24}$/);
      process.env.PUBLIC_BASE_URL = "https://darkroom.example.org/";
      resetEnvForTests();
      expect((await create(key, { length: 10, headers: proxied })).headers.get("location")).toMatch(/^https:\/\/darkroom\.example\.org\/api\/v1\/uploads\/tus\/\w{24}$/);
    } finally {
      delete process.env.TRUST_PROXY;
      delete process.env.PUBLIC_BASE_URL;
      process.env.ALLOWED_HOSTS = allowedInTests;
      resetEnvForTests();
    }
  });

  it("takes the bytes in pieces, refuses a wrong offset with 409, and the last PATCH and later HEADs name the upload job", async () => {
    const { key } = await makeAccount();
    const png = await samplePng({ width: 120, height: 80, seed: 4 });
    const id = await startedUpload(key, png.length);
    const half = Math.floor(png.length / 2);

    const first = await patch(key, id, 0, png.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get("upload-offset")).toBe(String(half));
    expect(first.headers.get("darkroom-job-id")).toBeNull();

    const conflict = await patch(key, id, 0, png.subarray(0, half));
    await expectError(conflict, 409, "conflict");
    expect(conflict.headers.get("tus-resumable")).toBe("1.0.0");
    expect((await head(key, id)).headers.get("upload-offset")).toBe(String(half));

    const last = await patch(key, id, half, png.subarray(half));
    expect(last.status).toBe(204);
    expect(last.headers.get("upload-offset")).toBe(String(png.length));
    const jobId = last.headers.get("darkroom-job-id")!;
    expect(jobId).toMatch(/^job_/);
    // CORS is the server entry's (lib/http/cors.ts), never the tus server's own.
    expect(last.headers.get("access-control-expose-headers")).toBeNull();

    const later = await head(key, id);
    expect(later.status).toBe(200);
    expect([later.headers.get("upload-offset"), later.headers.get("upload-length"), later.headers.get("darkroom-job-id")]).toEqual([String(png.length), String(png.length), jobId]);

    const { job, bytes } = await downloadOutput(key, jobId);
    expect(job).toMatchObject({ kind: "upload", status: "complete" });
    expect(job.outputs[0]).toMatchObject({ mime: "image/png", size_bytes: png.length, name: "holiday shot.png" });
    expect(bytes.equals(png)).toBe(true);
    await expectError(await onUpload(DELETE, "DELETE", key, id), 409, "conflict");
  });

  it("finishes in the creating request when it carries the whole file (creation-with-upload)", async () => {
    const { key } = await makeAccount();
    const png = await samplePng({ seed: 5 });
    const response = await create(key, { length: png.length, body: png });
    expect(response.status).toBe(201);
    expect(response.headers.get("upload-offset")).toBe(String(png.length));
    const jobId = response.headers.get("darkroom-job-id")!;
    expect(jobId).toMatch(/^job_/);
    expect((await downloadOutput(key, jobId)).bytes.equals(png)).toBe(true);
    expect((await head(key, idOf(response))).headers.get("darkroom-job-id")).toBe(jobId);
  });

  it("refuses a finished file that is not media with the JSON error and keeps nothing", async () => {
    const { key, accountId } = await makeAccount();
    const text = Buffer.from("just some text, not a picture at all");
    const id = await startedUpload(key, text.length);
    const upload = await findTusUpload({ accountId, id });
    await expectError(await patch(key, id, 0, text), 400, "unsupported_input");
    expect(await findTusUpload({ accountId, id })).toBeNull();
    expect(await blobStore().stat(upload!.storeKey)).toBeNull();
    await expectError(await head(key, id), 404, "not_found");
  });

  it("removes an unfinished upload on DELETE (termination)", async () => {
    const { key, accountId } = await makeAccount();
    const id = await startedUpload(key, 100);
    expect((await patch(key, id, 0, Buffer.alloc(40, 1))).status).toBe(204);
    const { storeKey } = (await findTusUpload({ accountId, id }))!;
    const response = await onUpload(DELETE, "DELETE", key, id);
    expect(response.status).toBe(204);
    expect(await blobStore().stat(storeKey)).toBeNull();
    await expectError(await head(key, id), 404, "not_found");
  });

  it("answers 404 for another account's upload on PATCH and DELETE too, and leaves it alone", async () => {
    const owner = await makeAccount();
    const other = await makeAccount();
    const id = await startedUpload(owner.key, 100);
    await expectError(await patch(other.key, id, 0, Buffer.alloc(10)), 404, "not_found");
    await expectError(await onUpload(DELETE, "DELETE", other.key, id), 404, "not_found");
    expect((await head(owner.key, id)).headers.get("upload-offset")).toBe("0");
  });

  describe("limits", () => {
    afterEach(() => {
      delete process.env.MAX_UPLOAD_BYTES;
      resetEnvForTests();
    });

    it("refuses an Upload-Length over MAX_UPLOAD_BYTES with 413 file_too_large before storing anything", async () => {
      process.env.MAX_UPLOAD_BYTES = "5000";
      resetEnvForTests();
      const { key } = await makeAccount();
      await expectError(await create(key, { length: 5001 }), 413, "file_too_large");
      expect((await create(key, { length: 5000 })).status).toBe(201);
    });

    it("refuses bytes beyond the declared length with 413, an unknown length or offset with 400, another version with 412, other bytes with 415", async () => {
      const { key } = await makeAccount();
      const id = await startedUpload(key, 10);
      await expectError(await patch(key, id, 0, Buffer.alloc(11)), 413, "file_too_large");
      await expectError(await create(key, { length: 10, headers: { "upload-length": "", "upload-defer-length": "1" } }), 400, "invalid_request");
      await expectError(await create(key, { length: 10, headers: { "tus-resumable": "0.2.2" } }), 412, "unsupported_tus_version");
      await expectError(await onUpload(PATCH, "PATCH", key, id, { headers: { "content-type": "application/octet-stream", "upload-offset": "0" }, body: Buffer.alloc(5) }), 415, "unsupported_media_type");
      await expectError(await onUpload(PATCH, "PATCH", key, id, { body: Buffer.alloc(5) }), 400, "invalid_request");
    });
  });

  describe("byte quota", () => {
    afterEach(() => {
      delete process.env.STORAGE_QUOTA_BYTES_PRO;
      resetEnvForTests();
    });

    it("refuses a basic session's 2 GiB upload (quota 1 GiB) with 413 quota_exceeded before recording or storing anything", async () => {
      const account = await signUp({ email: `tus-${randomBytes(5).toString("hex")}@example.com`, password: "a-long-password" });
      const { token } = await createSession(account.id);
      const headers = { ...TUS, cookie: `dr_session=${token}`, origin: BASE, "upload-length": String(2 * 1024 ** 3) };
      const refused = await expectError(await call(POST, { method: "POST", path: "/api/v1/uploads/tus", headers }), 413, "quota_exceeded");
      expect(refused.error.message).toContain("1 GiB");
      const rows = await queryRows<{ n: number }>(await getDb(), sql`SELECT count(*)::int AS n FROM tus_uploads WHERE account_id = ${account.id}`);
      expect(rows[0].n).toBe(0);
      expect((await call(POST, { method: "POST", path: "/api/v1/uploads/tus", headers: { ...headers, "upload-length": "1000" } })).status).toBe(201);
    });

    it("counts an unfinished upload by its Upload-Length, so the next creation that would pass the quota is refused", async () => {
      process.env.STORAGE_QUOTA_BYTES_PRO = "10000";
      resetEnvForTests();
      const { key } = await makeAccount({ plan: "pro" });
      const id = await startedUpload(key, 6000);
      await expectError(await create(key, { length: 4001 }), 413, "quota_exceeded");
      expect((await create(key, { length: 4000 })).status).toBe(201);
      // A terminated upload gives its room back.
      expect((await onUpload(DELETE, "DELETE", key, id)).status).toBe(204);
      expect((await create(key, { length: 6000 })).status).toBe(201);
    });

    it("reserves each creation's length with the check: eight parallel creations of 1 MB against a 3 MB quota never pass it", async () => {
      process.env.STORAGE_QUOTA_BYTES_PRO = "3000000";
      resetEnvForTests();
      const { key, accountId } = await makeAccount({ plan: "pro" });
      const answers = await Promise.all(Array.from({ length: 8 }, () => create(key, { length: 1_000_000 })));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 413, 413, 413, 413, 413]);
      const rows = await queryRows<{ n: number; bytes: number }>(await getDb(), sql`SELECT count(*)::int AS n, coalesce(sum(size_bytes), 0)::int AS bytes FROM tus_uploads WHERE account_id = ${accountId}`);
      expect(rows[0]).toEqual({ n: 3, bytes: 3_000_000 });
      const left = await queryRows<{ n: number }>(await getDb(), sql`SELECT count(*)::int AS n FROM storage_reservations WHERE account_id = ${accountId}`);
      expect(left[0].n).toBe(0);
    });
  });

  describe("expiry", () => {
    afterEach(() => resetClockForTests());

    it("refuses an unfinished upload after 24 hours with 410, and the sweep removes it; a finished one stays", async () => {
      const { key, accountId } = await makeAccount();
      const id = await startedUpload(key, 100);
      expect((await patch(key, id, 0, Buffer.alloc(50, 7))).status).toBe(204);
      const { storeKey } = (await findTusUpload({ accountId, id }))!;
      const png = await samplePng({ seed: 6 });
      const finished = await create(key, { length: png.length, body: png });

      advanceClockForTests(23 * 3_600_000);
      expect(await expireTusUploads()).toBe(0);
      advanceClockForTests(3_600_000 + 1000);
      await expectError(await head(key, id), 410, "expired");
      // Other tests' unfinished uploads expire with it.
      expect(await expireTusUploads()).toBeGreaterThanOrEqual(1);
      await expectError(await head(key, id), 404, "not_found");
      expect(await blobStore().stat(storeKey)).toBeNull();
      expect((await head(key, idOf(finished))).headers.get("darkroom-job-id")).toBe(finished.headers.get("darkroom-job-id"));

      // A finished upload's record goes with its job's files (JOB_RETENTION_HOURS, a week by default).
      advanceClockForTests(7 * 24 * 3_600_000);
      await expireTusUploads();
      await expectError(await head(key, idOf(finished)), 404, "not_found");
    });
  });
});

// A real S3 server (CI: Ceph's RADOS Gateway, scripts/ceph-rgw.sh); s3rver lacks ListParts, which @tus/s3-store resumes with.
const s3 = process.env.TEST_S3_ENDPOINT && process.env.TEST_S3_BUCKET ? process.env : null;

/** The server's store is the test gateway, reached at `endpoint` (itself, or a proxy in front of it). */
function useGateway(endpoint: string) {
  setS3Env({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: s3!.TEST_S3_BUCKET,
    S3_REGION: s3!.TEST_S3_REGION ?? "us-east-1",
    S3_ACCESS_KEY_ID: s3!.TEST_S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: s3!.TEST_S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: "true",
  });
}

describe.skipIf(!s3)("tus uploads on S3 (real server)", () => {
  beforeAll(() => {
    useGateway(s3!.TEST_S3_ENDPOINT!);
    resetTusStoreForTests();
  });
  afterAll(() => {
    setS3Env({});
    resetTusStoreForTests();
  });

  it("writes the upload in place as the job's blob, and terminates and expires like on disk", async () => {
    const { key, accountId } = await makeAccount();
    const png = await samplePng({ width: 200, height: 150, seed: 8 });
    const id = await startedUpload(key, png.length);
    const half = Math.floor(png.length / 2);
    expect((await patch(key, id, 0, png.subarray(0, half))).status).toBe(204);
    expect((await head(key, id)).headers.get("upload-offset")).toBe(String(half));
    const last = await patch(key, id, half, png.subarray(half));
    expect(last.status).toBe(204);
    const jobId = last.headers.get("darkroom-job-id")!;
    const { storeKey } = (await findTusUpload({ accountId, id }))!;
    expect(await blobStore().stat(storeKey)).toEqual({ sizeBytes: png.length });
    expect((await downloadOutput(key, jobId)).bytes.equals(png)).toBe(true);

    const abandoned = await startedUpload(key, 100);
    expect((await onUpload(DELETE, "DELETE", key, abandoned)).status).toBe(204);
    const expiring = await startedUpload(key, 100);
    advanceClockForTests(25 * 3_600_000);
    try {
      expect(await expireTusUploads()).toBe(1);
    } finally {
      resetClockForTests();
    }
    await expectError(await head(key, expiring), 404, "not_found");
  });
});

describe.skipIf(!s3)("tus uploads while S3 is cut off (real server behind a TCP proxy)", () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;

  beforeAll(async () => {
    const target = new URL(s3!.TEST_S3_ENDPOINT!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 80) });
    process.env.S3_REQUEST_TIMEOUT_SECONDS = "1";
    useGateway(`http://${proxy.address}`);
    resetTusStoreForTests();
  });
  afterAll(async () => {
    delete process.env.S3_REQUEST_TIMEOUT_SECONDS;
    setS3Env({});
    resetTusStoreForTests();
    await proxy.close();
  });

  async function bucketKeys(): Promise<string[]> {
    const { S3Client, ListObjectsV2Command } = await import("@aws-sdk/client-s3");
    const client = new S3Client({
      endpoint: s3!.TEST_S3_ENDPOINT,
      region: s3!.TEST_S3_REGION ?? "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: s3!.TEST_S3_ACCESS_KEY_ID!, secretAccessKey: s3!.TEST_S3_SECRET_ACCESS_KEY! },
    });
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: s3!.TEST_S3_BUCKET, Prefix: "tus/", ContinuationToken }));
      keys.push(...(page.Contents ?? []).map((o) => o.Key!));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  async function expectUnavailable(response: Response) {
    await expectError(response, 503, "unavailable");
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  }

  it("answers 503 unavailable with Retry-After to creation, PATCH and HEAD, keeps no refused creation, and resumes once S3 is back", async () => {
    const { key, accountId } = await makeAccount();
    const png = await samplePng({ width: 200, height: 150, seed: 9 });
    const half = Math.floor(png.length / 2);
    const id = await startedUpload(key, png.length);
    expect((await patch(key, id, 0, png.subarray(0, half))).status).toBe(204);
    const keysBefore = await bucketKeys();

    await proxy.cut();
    await expectUnavailable(await create(key, { length: png.length }));
    await expectUnavailable(await create(key, { length: png.length, body: png }));
    await expectUnavailable(await patch(key, id, half, png.subarray(half)));
    await expectUnavailable(await head(key, id));
    await proxy.restore();

    // A store that accepts connections but never answers: bounded by S3_REQUEST_TIMEOUT_SECONDS (1 s here) per attempt.
    proxy.blackhole();
    await expectUnavailable(await patch(key, id, half, png.subarray(half)));
    await proxy.restore();

    const rows = await queryRows<{ id: string }>(await getDb(), sql`SELECT id FROM tus_uploads WHERE account_id = ${accountId}`);
    expect(rows).toHaveLength(1);
    expect((await bucketKeys()).filter((k) => !keysBefore.includes(k))).toEqual([]);

    expect((await head(key, id)).headers.get("upload-offset")).toBe(String(half));
    const last = await patch(key, id, half, png.subarray(half));
    expect(last.status).toBe(204);
    expect((await downloadOutput(key, last.headers.get("darkroom-job-id")!)).bytes.equals(png)).toBe(true);
  }, 60_000);
});
