import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET, HEAD } from "./route";
import { POST as convert } from "../../convert/route";
import { advanceClockForTests, resetClockForTests } from "@/lib/core/clock";
import { env } from "@/lib/platform/config/env";
import { findServableFile } from "@/lib/domain/files/lookup";
import type { Worker } from "@/lib/domain/jobs/worker";
import { blobStore } from "@/lib/platform/storage";
import { fakeS3Env, setS3Env, startFakeS3, type FakeS3 } from "@/test/fakes/fake-s3";
import { samplePng } from "@/test/fixtures/vault";
import { call, makeAccount, startWorkers } from "@/test/helpers";

let fake: FakeS3;
let worker: Worker;
let png: Buffer;

beforeAll(async () => {
  fake = await startFakeS3();
  setS3Env(fakeS3Env(fake));
  worker = startWorkers(1);
  png = await samplePng({ width: 400, height: 300 });
});

afterEach(() => {
  resetClockForTests();
  setS3Env(fakeS3Env(fake));
});

afterAll(async () => {
  await worker.stop();
  await fake.close();
  setS3Env({});
});

function fileCall(handler: unknown, url: string, headers: Record<string, string> = {}): Promise<Response> {
  const u = new URL(url);
  return call(handler, { path: u.pathname + u.search, headers, params: { id: fileIdOf(url) } });
}

function fileIdOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.split("/").pop()!);
}

async function convertOnS3(body: FormData | { job_id: string; format: string }, key?: string) {
  key ??= (await makeAccount()).key;
  const response = await call(convert, { method: "POST", path: "/api/v1/convert", key, ...(body instanceof FormData ? { body } : { json: body }) });
  expect(response.status).toBe(200);
  const job = await response.json();
  expect(job.status).toBe("complete");
  return { key, job, output: job.outputs[0] as { url: string; size_bytes: number; mime: string } };
}

function upload(file: Buffer, format: string): FormData {
  const data = new FormData();
  data.set("file", new Blob([new Uint8Array(file)]), "photo.png");
  data.set("format", format);
  return data;
}

describe("GET /api/v1/files/{id} on S3 storage", () => {
  it("runs a convert job end to end with its input and output in the bucket, and streams the output through the app", async () => {
    const { job, output } = await convertOnS3(upload(png, "webp"));
    expect(output).toMatchObject({ mime: "image/webp" });
    const file = await findServableFile(fileIdOf(output.url));
    if (!file || file === "expired") throw new Error("the output should be servable");
    const stored = await blobStore().stat(file.blobKey);
    expect(stored).toEqual({ sizeBytes: output.size_bytes });
    // Nothing on local disk: no blobs folder, and the job's scratch copy of its input is gone.
    expect(fs.existsSync(path.join(env().dataDir, "blobs"))).toBe(false);
    expect(fs.readdirSync(path.join(env().dataDir, "tmp")).filter((name) => name.startsWith(job.id))).toEqual([]);

    const response = await fileCall(GET, output.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(output.size_bytes));
    // An output on this origin, opened directly, runs no script and is framed by nobody.
    expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none';.*sandbox$/);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "webp", width: 400, height: 300 });
  });

  it("reuses a finished job's output stored on S3 as the next job's input", async () => {
    const first = await convertOnS3(upload(png, "png"));
    const second = await convertOnS3({ job_id: first.job.id, format: "jpeg" }, first.key);
    expect(second.output.mime).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(await (await fileCall(GET, second.output.url)).arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width }).toEqual({ format: "jpeg", width: 400 });
  });

  it("answers a byte range with 206 and exactly those bytes, read from the bucket", async () => {
    const { output } = await convertOnS3(upload(png, "png"));
    const whole = Buffer.from(await (await fileCall(GET, output.url)).arrayBuffer());
    const response = await fileCall(GET, output.url, { range: "bytes=8-23" });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 8-23/${output.size_bytes}`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(whole.subarray(8, 24));
    const tail = await fileCall(GET, output.url, { range: "bytes=-4" });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(whole.subarray(whole.length - 4));
    // A range outside the file is a JSON refusal, not a body labelled image/png.
    const outside = await fileCall(GET, output.url, { range: `bytes=${output.size_bytes + 10}-` });
    expect({ status: outside.status, type: outside.headers.get("content-type"), range: outside.headers.get("content-range") }).toEqual({
      status: 416,
      type: "application/json",
      range: `bytes */${output.size_bytes}`,
    });
    expect(((await outside.json()) as { error: { code: string } }).error.code).toBe("range_not_satisfiable");
  });

  it("with S3_PUBLIC_ENDPOINT, answers 302 to a presigned GET of at most five minutes that serves the file", async () => {
    const { output } = await convertOnS3(upload(png, "png"));
    setS3Env({ ...fakeS3Env(fake), S3_PUBLIC_ENDPOINT: fake.endpoint });
    for (const handler of [GET, HEAD]) {
      const response = await fileCall(handler, output.url);
      expect(response.status).toBe(302);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const location = new URL(response.headers.get("location")!);
      expect(location.origin).toBe(fake.endpoint);
      expect(Number(location.searchParams.get("X-Amz-Expires"))).toBeGreaterThan(0);
      expect(Number(location.searchParams.get("X-Amz-Expires"))).toBeLessThanOrEqual(300);
    }
    const redirected = await fetch((await fileCall(GET, output.url)).headers.get("location")!);
    expect(redirected.status).toBe(200);
    expect(redirected.headers.get("content-type")).toBe("image/png");
    expect(redirected.headers.get("content-disposition")).toMatch(/^inline; filename="photo\.png"/);
    expect((await sharp(Buffer.from(await redirected.arrayBuffer())).metadata()).format).toBe("png");
  });

  it("never lets the presigned GET outlive the signed link it stands for", async () => {
    const { output } = await convertOnS3(upload(png, "png"));
    setS3Env({ ...fakeS3Env(fake), S3_PUBLIC_ENDPOINT: fake.endpoint });
    const expires = Number(new URL(output.url).searchParams.get("expires"));
    advanceClockForTests((expires - 40) * 1000 - Date.now());
    const response = await fileCall(GET, output.url);
    expect(response.status).toBe(302);
    expect(Number(new URL(response.headers.get("location")!).searchParams.get("X-Amz-Expires"))).toBeLessThanOrEqual(40);
  });

  it("still refuses a bad signature before touching the store", async () => {
    const { output } = await convertOnS3(upload(png, "png"));
    setS3Env({ ...fakeS3Env(fake), S3_PUBLIC_ENDPOINT: fake.endpoint });
    const tampered = new URL(output.url);
    tampered.searchParams.set("signature", "x".repeat(43));
    const response = await fileCall(GET, tampered.toString());
    expect(response.status).toBe(403);
    expect(response.headers.get("location")).toBeNull();
  });
});
