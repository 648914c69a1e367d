import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { binaryPath, runFfmpeg } from "@/lib/platform/media/ffmpeg";

const run = promisify(execFile);
const fixturePort = Number(process.env.E2E_FIXTURE_PORT);

let auth: { Authorization: string };
let photo: Buffer;
let clip: Buffer;
let fixtures: string;
let server: http.Server;

type Job = { id: string; status: string; poll_url?: string; outputs: { url: string; mime: string; width: number; height: number }[] };

test.beforeAll(async ({ baseURL }) => {
  const email = `convert-${Date.now()}@example.test`;
  const { stdout } = await run(process.execPath, ["bin/darkroom.mjs", "keys", "create", "--email", email, "--plan", "pro", "--json"], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DARKROOM_URL: baseURL },
  });
  auth = { Authorization: `Bearer ${JSON.parse(stdout).key}` };
  // Noise, not a flat colour: only detail shows whether `quality` reaches the encoder.
  photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } }).jpeg().toBuffer();
  fixtures = fs.mkdtempSync(path.join(os.tmpdir(), "convert-e2e-"));
  const clipPath = path.join(fixtures, "clip.mp4");
  await runFfmpeg({
    args: ["-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=25:duration=1", "-f", "lavfi", "-i", "sine=duration=1", "-shortest", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac", clipPath],
    timeoutMs: 30_000,
  });
  clip = fs.readFileSync(clipPath);
  // The server allows url inputs from 127.0.0.1:E2E_FIXTURE_PORT only (playwright.config.ts).
  server = http.createServer((req, res) => {
    if (req.url === "/photo.jpg") return res.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(fixturePort, "127.0.0.1", resolve));
});

test.afterAll(async () => {
  server?.close();
  if (fixtures) fs.rmSync(fixtures, { recursive: true, force: true });
});

function upload(request: APIRequestContext, file: Buffer, name: string, fields: Record<string, string>) {
  return request.post("/api/v1/convert", { headers: auth, multipart: { file: { name, mimeType: "application/octet-stream", buffer: file }, ...fields } });
}

async function download(request: APIRequestContext, url: string): Promise<Buffer> {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  return Buffer.from(await response.body());
}

test("converts an image to png, jpeg and webp at the asked width, height, aspect and quality", async ({ request }) => {
  const cases: { fields: Record<string, string>; size: [number, number] }[] = [
    { fields: { width: "600" }, size: [600, 400] },
    { fields: { height: "200" }, size: [300, 200] },
    { fields: { aspect: "1:1", width: "300" }, size: [300, 300] },
    { fields: { aspect: "16:9" }, size: [1200, 675] },
  ];
  for (const format of ["png", "jpeg", "webp"] as const) {
    for (const { fields, size } of cases) {
      const response = await upload(request, photo, "photo.jpg", { format, ...fields });
      expect(response.status(), `${format} ${JSON.stringify(fields)}`).toBe(200);
      const job: Job = await response.json();
      expect(job.outputs[0]).toMatchObject({ mime: `image/${format}`, width: size[0], height: size[1] });
      const meta = await sharp(await download(request, job.outputs[0].url)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, ...size]);
    }
  }
  for (const format of ["jpeg", "webp"]) {
    const [low, high] = await Promise.all(
      ["10", "95"].map(async (quality) => {
        const job: Job = await (await upload(request, photo, "photo.jpg", { format, quality, width: "600" })).json();
        return (await download(request, job.outputs[0].url)).length;
      }),
    );
    expect(low, `${format} quality 10 vs 95`).toBeLessThan(high);
  }
});

test("converts a video to mp4 (H.264/AAC) and webm (VP9/Opus) at the asked width", async ({ request }) => {
  for (const format of ["mp4", "webm"] as const) {
    const response = await upload(request, clip, "clip.mp4", { format, width: "160" });
    expect(response.status()).toBe(200);
    const job: Job = await response.json();
    const out = path.join(fixtures, `out.${format}`);
    fs.writeFileSync(out, await download(request, job.outputs[0].url));
    const { stdout } = await run(binaryPath("ffprobe"), ["-v", "error", "-show_streams", "-show_format", "-of", "json", out]);
    const probe = JSON.parse(stdout) as { format: { format_name: string }; streams: { codec_name: string; width?: number; height?: number }[] };
    expect(probe.format.format_name).toContain(format === "mp4" ? "mp4" : "webm");
    expect(probe.streams.map((s) => s.codec_name).sort()).toEqual(format === "mp4" ? ["aac", "h264"] : ["opus", "vp9"]);
    expect(probe.streams.find((s) => s.width)).toMatchObject({ width: 160, height: 120 });
  }
});

test("wait=false answers 202 with a poll_url; polling reaches complete; job_id reuses the output", async ({ request }) => {
  const accepted = await upload(request, photo, "photo.jpg", { format: "png", wait: "false" });
  expect(accepted.status()).toBe(202);
  const { id, poll_url } = (await accepted.json()) as Job;
  expect(poll_url).toContain(`/api/v1/jobs/${id}`);
  await expect
    .poll(async () => ((await (await request.get(`/api/v1/jobs/${id}`, { headers: auth })).json()) as Job).status, { timeout: 20_000 })
    .toBe("complete");

  const reused = await request.post("/api/v1/convert", { headers: auth, data: { job_id: id, format: "webp", width: 120 } });
  expect(reused.status()).toBe(200);
  const job: Job = await reused.json();
  const meta = await sharp(await download(request, job.outputs[0].url)).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["webp", 120, 80]);
});

test("fetches a url input from an allowed host; refuses another local port and the metadata address", async ({ request }) => {
  const ok = await request.post("/api/v1/convert", { headers: auth, data: { url: `http://127.0.0.1:${fixturePort}/photo.jpg`, format: "png", width: 100 } });
  expect(ok.status()).toBe(200);
  expect(((await ok.json()) as Job).outputs[0]).toMatchObject({ width: 100, height: 67, mime: "image/png" });
  for (const url of [`http://127.0.0.1:${fixturePort + 1}/photo.jpg`, "http://169.254.169.254/latest/meta-data/"]) {
    const refused = await request.post("/api/v1/convert", { headers: auth, data: { url } });
    expect(refused.status(), url).toBe(400);
    expect((await refused.json()).error.code).toBe("url_not_allowed");
  }
});

test("a tampered signed link answers 403; bad options answer 400 before any work", async ({ request }) => {
  const job: Job = await (await upload(request, photo, "photo.jpg", {})).json();
  const url = new URL(job.outputs[0].url);
  for (const [param, value] of [["signature", "0".repeat(url.searchParams.get("signature")!.length)], ["expires", String(Number(url.searchParams.get("expires")) + 60)]]) {
    const tampered = new URL(url);
    tampered.searchParams.set(param, value);
    const response = await request.get(tampered.toString());
    expect(response.status(), param).toBe(403);
    expect((await response.json()).error.code).toBe("invalid_signature");
  }
  for (const aspect of ["foo", "16:0"]) {
    const refused = await upload(request, photo, "photo.jpg", { aspect });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error).toMatchObject({ code: "invalid_option", message: expect.stringContaining("aspect") });
  }
});
