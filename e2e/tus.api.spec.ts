import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { Upload, type PreviousUpload, type UploadOptions, type UrlStorage } from "tus-js-client";

const run = promisify(execFile);

let key: string;
let photo: Buffer;

/** Where tus-js-client keeps upload URLs by fingerprint (a browser's localStorage, a file in Node), shared by both clients. */
class KeptUploads implements UrlStorage {
  private kept = new Map<string, PreviousUpload & { fingerprint: string }>();

  async findAllUploads() {
    return [...this.kept.values()];
  }

  async findUploadsByFingerprint(fingerprint: string) {
    return [...this.kept.values()].filter((upload) => upload.fingerprint === fingerprint);
  }

  async removeUpload(urlStorageKey: string) {
    this.kept.delete(urlStorageKey);
  }

  async addUpload(fingerprint: string, upload: PreviousUpload) {
    const urlStorageKey = `tus::${fingerprint}::${this.kept.size}`;
    this.kept.set(urlStorageKey, { ...upload, urlStorageKey, fingerprint });
    return urlStorageKey;
  }
}

const kept = new KeptUploads();

test.beforeAll(async ({ baseURL }) => {
  const email = `tus-${Date.now()}@example.test`;
  const { stdout } = await run(process.execPath, ["bin/darkroom.mjs", "keys", "create", "--email", email, "--plan", "pro", "--json"], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DARKROOM_URL: baseURL },
  });
  key = JSON.parse(stdout).key;
  // Noise does not compress: several megabytes, so the upload takes several PATCHes.
  photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 50 } } }).png().toBuffer();
});

/** tus-js-client in Node as an API user runs it: the key, 1 MiB PATCHes, upload URLs kept by the file's fingerprint. */
function options(baseURL: string, extra: Partial<UploadOptions>): UploadOptions {
  return {
    endpoint: `${baseURL}/api/v1/uploads/tus`,
    headers: { Authorization: `Bearer ${key}` },
    chunkSize: 1024 * 1024,
    metadata: { filename: "noise.png" },
    urlStorage: kept,
    retryDelays: [],
    ...extra,
  };
}

test("a tus upload aborted half-way resumes where it stopped and converts through job_id", async ({ request, baseURL }) => {
  expect(photo.length).toBeGreaterThan(4 * 1024 * 1024);
  const half = photo.length / 2;

  // The first attempt stops itself once half the file is sent, as a dropped connection would.
  const first = await new Promise<{ url: string }>((resolve, reject) => {
    const upload: Upload = new Upload(
      photo,
      options(baseURL!, {
        onChunkComplete: (_chunk, accepted) => {
          if (accepted >= half) upload.abort().then(() => resolve({ url: upload.url! }), reject);
        },
        onSuccess: () => reject(new Error("the first attempt should not finish")),
        onError: reject,
      }),
    );
    upload.start();
  });
  const stopped = await request.head(first.url, { headers: { Authorization: `Bearer ${key}`, "Tus-Resumable": "1.0.0" } });
  expect(stopped.status()).toBe(200);
  const offset = Number(stopped.headers()["upload-offset"]);
  expect(offset).toBeGreaterThanOrEqual(half);
  expect(offset).toBeLessThan(photo.length);

  // A new client, as after a restart, finds the upload by the file's fingerprint and sends only the rest.
  let resumedFrom = -1;
  const { jobId, url } = await new Promise<{ jobId: string; url: string }>((resolve, reject) => {
    const upload: Upload = new Upload(
      photo,
      options(baseURL!, {
        onProgress: (sent) => {
          if (resumedFrom < 0) resumedFrom = sent;
        },
        onSuccess: ({ lastResponse }) => resolve({ jobId: lastResponse.getHeader("Darkroom-Job-Id") ?? "", url: upload.url! }),
        onError: reject,
      }),
    );
    upload
      .findPreviousUploads()
      .then((previous) => {
        expect(previous.map((p) => p.uploadUrl)).toContain(first.url);
        upload.resumeFromPreviousUpload(previous.find((p) => p.uploadUrl === first.url)!);
        upload.start();
      })
      .catch(reject);
  });
  expect(url).toBe(first.url);
  expect(resumedFrom).toBeGreaterThanOrEqual(offset);
  expect(jobId).toMatch(/^job_/);

  const finished = await request.head(url, { headers: { Authorization: `Bearer ${key}`, "Tus-Resumable": "1.0.0" } });
  expect(finished.headers()["darkroom-job-id"]).toBe(jobId);

  const converted = await request.post("/api/v1/convert", { headers: { Authorization: `Bearer ${key}` }, data: { job_id: jobId, format: "webp", width: 400 } });
  expect(converted.status()).toBe(200);
  const job = await converted.json();
  expect(job).toMatchObject({ status: "complete", outputs: [expect.objectContaining({ mime: "image/webp", width: 400, height: 300 })] });
  const webp = Buffer.from(await (await request.get(job.outputs[0].url)).body());
  expect((await sharp(webp).metadata()).format).toBe("webp");
});

test("tus refusals: another key's upload is 404, a size over MAX_UPLOAD_BYTES is 413, both as JSON", async ({ request, baseURL }) => {
  const created = await request.post("/api/v1/uploads/tus", { headers: { Authorization: `Bearer ${key}`, "Tus-Resumable": "1.0.0", "Upload-Length": "100" } });
  expect(created.status()).toBe(201);
  const location = created.headers()["location"];
  expect(location.startsWith(`${baseURL}/api/v1/uploads/tus/`)).toBe(true);

  const { stdout } = await run(process.execPath, ["bin/darkroom.mjs", "keys", "create", "--email", `tus-other-${Date.now()}@example.test`, "--plan", "pro", "--json"], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DARKROOM_URL: baseURL },
  });
  const other = { Authorization: `Bearer ${JSON.parse(stdout).key}`, "Tus-Resumable": "1.0.0" };
  const foreign = await request.fetch(location, { method: "PATCH", headers: { ...other, "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream" }, data: Buffer.alloc(10) });
  expect([foreign.status(), (await foreign.json()).error.code]).toEqual([404, "not_found"]);

  const huge = await request.post("/api/v1/uploads/tus", { headers: { ...other, "Upload-Length": String(3 * 1024 ** 3) } });
  expect([huge.status(), (await huge.json()).error.code]).toEqual([413, "file_too_large"]);
});
