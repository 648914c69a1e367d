import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { advanceClockForTests, resetClockForTests } from "@/lib/core/clock";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { GET as readAccount } from "../account/route";
import sharp from "sharp";
import { samplePng } from "@/test/fixtures/vault";
import { authSuite, call, expectError, makeAccount } from "@/test/helpers";
import { GET as readJob } from "../jobs/[id]/route";
import { GET as getFile } from "../files/[id]/route";
import { POST } from "./route";

function fileForm(bytes: Buffer, name: string): FormData {
  const data = new FormData();
  data.set("file", new Blob([new Uint8Array(bytes)]), name);
  return data;
}

const upload = (key: string | undefined, init: { body?: BodyInit; json?: unknown }) => call(POST, { method: "POST", path: "/api/v1/uploads", key, ...init });

describe("POST /api/v1/uploads", () => {
  authSuite(async (key) => upload(key, { body: fileForm(await samplePng(), "photo.png") }));

  it("stores the file as a finished job whose output is the same bytes, readable by id", async () => {
    const { key } = await makeAccount();
    const png = await samplePng({ width: 120, height: 80, seed: 3 });
    const response = await upload(key, { body: fileForm(png, "holiday shot.png") });
    expect(response.status).toBe(201);
    const job = await response.json();
    expect(job).toMatchObject({ id: expect.stringMatching(/^job_/), kind: "upload", status: "complete", credits_charged: 0 });
    expect(job.outputs).toEqual([expect.objectContaining({ mime: "image/png", width: 120, height: 80, size_bytes: png.length })]);

    const again = await (await call(readJob, { path: `/api/v1/jobs/${job.id}`, key, params: { id: job.id } })).json();
    const url = new URL(again.outputs[0].url);
    const file = await call(getFile, { path: url.pathname + url.search, params: { id: url.pathname.split("/").pop()! } });
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.equals(png)).toBe(true);
    expect((await sharp(bytes).metadata()).width).toBe(120);
  });

  it("refuses a request without a file or url, and a job_id, with 400 input_required", async () => {
    const { key } = await makeAccount();
    await expectError(await upload(key, { body: new FormData() }), 400, "input_required");
    await expectError(await upload(key, { json: { job_id: "job_x" } }), 400, "input_required");
  });

  it("refuses a file that is not media with 400 unsupported_input", async () => {
    const { key } = await makeAccount();
    await expectError(await upload(key, { body: fileForm(Buffer.from("just some text, not a picture"), "notes.png") }), 400, "unsupported_input");
  });

  it("says a 0-byte file is empty, not of an unsupported type", async () => {
    const { key } = await makeAccount();
    const response = await upload(key, { body: fileForm(Buffer.alloc(0), "empty.png") });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({ code: "unsupported_input", message: "The file is empty (0 bytes). Send a file that has content." });
  });
});

describe("the byte quota (STORAGE_QUOTA_BYTES_<PLAN>)", () => {
  afterEach(() => {
    delete process.env.STORAGE_QUOTA_BYTES_PLUS;
    resetEnvForTests();
    resetClockForTests();
  });

  const uploadBlobs = () => {
    const dir = path.join(process.env.DATA_DIR!, "blobs", "upload");
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;
  };
  const storage = async (key: string) => (await (await call(readAccount, { path: "/api/v1/account", key })).json()).storage;

  it("refuses an upload that would pass the quota with 413 quota_exceeded, keeping nothing; GET /api/v1/account shows use and quota; expired jobs free their room", async () => {
    const png = await samplePng({ width: 90, height: 60, seed: 5 });
    process.env.STORAGE_QUOTA_BYTES_PLUS = String(png.length * 2 + 10);
    resetEnvForTests();
    const { key } = await makeAccount({ plan: "plus" });
    expect(await storage(key)).toEqual({ used_bytes: 0, quota_bytes: png.length * 2 + 10 });
    for (let i = 0; i < 2; i++) expect((await upload(key, { body: fileForm(png, "a.png") })).status).toBe(201);
    expect(await storage(key)).toEqual({ used_bytes: png.length * 2, quota_bytes: png.length * 2 + 10 });
    const blobs = uploadBlobs();
    const refused = await expectError(await upload(key, { body: fileForm(png, "a.png") }), 413, "quota_exceeded");
    expect(refused.error.message).toMatch(/The Plus plan keeps .* this account holds/);
    expect(uploadBlobs()).toBe(blobs);
    expect((await storage(key)).used_bytes).toBe(png.length * 2);
    // Retention ends: the jobs read as expired at once, and their bytes no longer count.
    advanceClockForTests((168 + 1) * 3_600_000);
    expect((await storage(key)).used_bytes).toBe(0);
    expect((await upload(key, { body: fileForm(png, "a.png") })).status).toBe(201);
  });
});
