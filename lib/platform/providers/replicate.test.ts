import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/errors";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { probeMedia } from "@/lib/platform/media/ffmpeg";
import { makePng } from "@/test/fakes/media";
import { startReplicateFake, type ReplicateFake } from "@/test/fakes/replicate-server";
import { REPLICATE_DEFAULTS } from "./config";
import { DATA_URI_MAX_BYTES, downloadOutputs, replicateFileInput, runPrediction, type PredictionProgress } from "./replicate";

const TOKEN = "r8_testToken0123456789abcdefSECRET";
let fake: ReplicateFake;
let dir: string;
let counter = 0;

beforeAll(async () => {
  fake = await startReplicateFake({ token: TOKEN });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-replicate-"));
});

afterAll(async () => {
  await fake.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  process.env.REPLICATE_API_TOKEN = TOKEN;
  process.env.REPLICATE_BASE_URL = fake.url;
  process.env.DARKROOM_FETCH_ALLOW_HOSTS = `127.0.0.1:${fake.port}`;
  resetEnvForTests();
  fake.requests.length = 0;
  fake.predictions.clear();
  fake.setBehavior({ token: TOKEN, failures: [], delayMs: 0, pollsToFinish: 2, outcome: "succeed", outputKind: "png", outputShape: "string" });
});

afterEach(() => {
  for (const name of ["REPLICATE_API_TOKEN", "REPLICATE_BASE_URL", "DARKROOM_FETCH_ALLOW_HOSTS"]) delete process.env[name];
  resetEnvForTests();
});

function outDir(): string {
  counter += 1;
  return path.join(dir, `outputs-${counter}`);
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const fast = { pollIntervalMs: 20 };

describe("runPrediction", () => {
  it("runs an official model by name and polls it to success, reporting progress", async () => {
    const progress: PredictionProgress[] = [];
    const result = await runPrediction({ model: "minimax/video-01", input: { prompt: "a cat surfing" }, onProgress: (p) => progress.push(p), ...fast });

    const create = fake.requests[0];
    expect(create).toMatchObject({ method: "POST", path: "/v1/models/minimax/video-01/predictions" });
    expect(create.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(create.json).toEqual({ input: { prompt: "a cat surfing" } });
    expect(fake.requests.slice(1).map((request) => `${request.method} ${request.path}`)).toEqual(Array(3).fill(`GET /v1/predictions/${result.predictionId}`));

    expect(progress).toEqual([
      { status: "starting" },
      { status: "processing", percentage: 33 },
      { status: "processing", percentage: 67 },
      { status: "succeeded", percentage: 100 },
    ]);
    expect(result.output).toBe(`${fake.origin}/delivery/${result.predictionId}/out-0.png`);
    expect(result.metrics).toEqual({ predict_time: 1.5, total_time: 2.1 });
  });

  it("runs a pinned version through POST /predictions", async () => {
    const result = await runPrediction({ model: REPLICATE_DEFAULTS.swap, input: { input_image: "data:image/png;base64,AA==", swap_image: "data:image/png;base64,AA==" }, ...fast });
    expect(fake.requests[0].path).toBe("/v1/predictions");
    expect(fake.requests[0].json).toEqual({ version: REPLICATE_DEFAULTS.swap.split(":")[1], input: { input_image: "data:image/png;base64,AA==", swap_image: "data:image/png;base64,AA==" } });
    expect(fake.predictions.get(result.predictionId)?.status).toBe("succeeded");
  });

  it("sends Prefer: wait and needs no poll when the model answers in time", async () => {
    fake.setBehavior({ pollsToFinish: 0 });
    const result = await runPrediction({ model: "minimax/video-01", input: { prompt: "x" }, preferWaitSeconds: 5, ...fast });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].headers.prefer).toBe("wait=5");
    expect(typeof result.output).toBe("string");
  });

  it("maps a failed prediction to provider_error with its error", async () => {
    fake.setBehavior({ outcome: "fail", failureError: "NSFW content detected. Try running it again, or try a different prompt." });
    const error = await failure(runPrediction({ model: "minimax/video-01", input: { prompt: "x" }, ...fast }));
    expect(error).toMatchObject({ code: "provider_error", status: 502 });
    expect(error.message).toBe("The Replicate prediction failed: NSFW content detected. Try running it again, or try a different prompt.");
  });

  it("cancels the prediction upstream when the caller aborts", async () => {
    fake.setBehavior({ pollsToFinish: 1_000 });
    const controller = new AbortController();
    const promise = runPrediction({
      model: "minimax/video-01",
      input: { prompt: "x" },
      signal: controller.signal,
      onProgress: (p) => p.status === "processing" && controller.abort(new Error("job canceled by user")),
      ...fast,
    });
    await expect(promise).rejects.toThrow("job canceled by user");
    const id = [...fake.predictions.keys()][0];
    expect(fake.requests.at(-1)).toMatchObject({ method: "POST", path: `/v1/predictions/${id}/cancel` });
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(fake.predictions.get(id)?.status).toBe("canceled");
  });

  it("cancels and answers provider_error when the prediction outlives timeoutMs", async () => {
    fake.setBehavior({ pollsToFinish: 1_000 });
    const error = await failure(runPrediction({ model: "minimax/video-01", input: { prompt: "x" }, timeoutMs: 300, ...fast }));
    expect(error).toMatchObject({ code: "provider_error", message: "Replicate did not finish the prediction within 300 ms; it was canceled." });
    expect([...fake.predictions.values()][0].status).toBe("canceled");
  });

  it("answers provider_error when Replicate is too slow to even create the prediction", async () => {
    fake.setBehavior({ delayMs: 1_500 });
    const error = await failure(runPrediction({ model: "minimax/video-01", input: { prompt: "x" }, timeoutMs: 200, ...fast }));
    expect(error).toMatchObject({ code: "provider_error", message: "Replicate did not start the prediction within 200 ms." });
    expect(fake.requests).toHaveLength(1);
  });

  it("reports a prediction canceled by someone else as provider_error", async () => {
    fake.setBehavior({ pollsToFinish: 5 });
    const cancelFromOutside = async (p: PredictionProgress) => {
      if (p.status !== "processing") return;
      const id = [...fake.predictions.keys()][0];
      await fetch(`${fake.url}/predictions/${id}/cancel`, { method: "POST", headers: { authorization: `Bearer ${TOKEN}` } });
    };
    const error = await failure(runPrediction({ model: "minimax/video-01", input: { prompt: "x" }, onProgress: (p) => void cancelFromOutside(p), pollIntervalMs: 100 }));
    expect(error.message).toBe("The Replicate prediction was canceled before it finished.");
  });

  it("retries a 429 on create and a 500 on a poll, then succeeds", async () => {
    fake.setBehavior({
      failures: [
        { status: 429, path: "/v1/models/", headers: { "retry-after": "0" }, body: { title: "Too Many Requests", detail: "Request was throttled. Expected available in 1 second.", status: 429 } },
        { status: 500, path: "/v1/predictions/", body: { title: "Internal Server Error", status: 500 } },
      ],
    });
    const result = await runPrediction({ model: "minimax/video-01", input: { prompt: "x" }, ...fast });
    expect(fake.requests.filter((request) => request.method === "POST")).toHaveLength(2);
    expect(fake.predictions.size).toBe(1);
    expect(fake.predictions.get(result.predictionId)?.status).toBe("succeeded");
  });

  it("does not retry a 422 and passes on Replicate's detail", async () => {
    fake.setBehavior({ failures: [{ status: 422, body: { title: "Input validation failed", detail: "- input.prompt: String length must be less than or equal to 2000", status: 422 } }] });
    const error = await failure(runPrediction({ model: "minimax/video-01", input: { prompt: "x" }, ...fast }));
    expect(error.code).toBe("provider_error");
    expect(error.message).toBe("Replicate answered 422: - input.prompt: String length must be less than or equal to 2000");
    expect(fake.requests).toHaveLength(1);
  });

  it("keeps the token out of an authentication failure", async () => {
    process.env.REPLICATE_API_TOKEN = "r8_wrongToken000000000000LEAK";
    resetEnvForTests();
    const error = await failure(runPrediction({ model: "minimax/video-01", input: { prompt: "x" }, ...fast }));
    expect(error.message).toBe("Replicate answered 401: You did not pass a valid authentication token");
    expect(JSON.stringify({ message: error.message, error })).not.toContain("LEAK");
    expect(fake.requests).toHaveLength(1);
  });

  it("refuses a malformed model reference and an unconfigured provider", async () => {
    expect((await failure(runPrediction({ model: "video-01", input: {} }))).code).toBe("invalid_request");
    delete process.env.REPLICATE_API_TOKEN;
    resetEnvForTests();
    expect(await failure(runPrediction({ model: "minimax/video-01", input: {} }))).toMatchObject({
      code: "provider_unavailable",
      message: "Set REPLICATE_API_TOKEN to enable the Replicate provider.",
    });
    expect(fake.requests).toHaveLength(0);
  });
});

describe("replicateFileInput", () => {
  it("inlines a small file as a data URI", async () => {
    const file = path.join(dir, "face.png");
    fs.writeFileSync(file, await makePng({ width: 32, height: 32 }));
    expect(await replicateFileInput({ filePath: file, mime: "image/png" })).toBe(`data:image/png;base64,${fs.readFileSync(file).toString("base64")}`);
    expect(fake.requests).toHaveLength(0);
  });

  it("uploads a file over the data URI cap through the Files API", async () => {
    const file = path.join(dir, "big.bin");
    const bytes = randomBytes(DATA_URI_MAX_BYTES + 1);
    fs.writeFileSync(file, bytes);
    const url = await replicateFileInput({ filePath: file, mime: "video/mp4" });
    const [upload] = fake.requests;
    expect(upload).toMatchObject({ method: "POST", path: "/v1/files" });
    expect(upload.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(upload.files.content).toMatchObject({ fileName: "big.bin", mime: "video/mp4" });
    expect(upload.files.content.bytes.equals(bytes)).toBe(true);
    expect(url).toMatch(new RegExp(`^${fake.url}/files/[0-9a-f]{24}$`));
  });
});

describe("downloadOutputs", () => {
  async function succeeded(change: Parameters<ReplicateFake["setBehavior"]>[0]) {
    fake.setBehavior(change);
    const { output } = await runPrediction({ model: "minimax/video-01", input: { prompt: "x" }, ...fast });
    fake.requests.length = 0;
    return output;
  }

  it("saves a single URL output through the safe fetcher", async () => {
    const destDir = outDir();
    const saved = await downloadOutputs({ output: await succeeded({ outputShape: "string" }), destDir, maxBytes: 1e6 });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ path: path.join(destDir, "output-0.png"), contentType: "image/png", fileName: "out-0.png" });
    expect(await sharp(saved[0].path).metadata()).toMatchObject({ format: "png", width: 96, height: 64 });
    expect(fake.requests[0].headers.authorization).toBeUndefined();
  });

  it("saves every URL of a list and of an object, ignoring text", async () => {
    expect(await downloadOutputs({ output: await succeeded({ outputShape: "array" }), destDir: outDir(), maxBytes: 1e6 })).toHaveLength(2);
    const output = await succeeded({ outputShape: "object", outputKind: "wav" });
    const saved = await downloadOutputs({ output, destDir: outDir(), maxBytes: 1e6 });
    expect(saved.map((file) => path.basename(file.path))).toEqual(["output-0.wav", "output-1.wav"]);
    expect(saved[0].contentType).toBe("audio/wav");
  });

  it("saves a real MP4 that decodes as H.264", async () => {
    const [video] = await downloadOutputs({ output: await succeeded({ outputKind: "mp4" }), destDir: outDir(), maxBytes: 5e6 });
    const probe = await probeMedia(video.path, { format: "mp4" });
    expect(probe.streams[0]).toMatchObject({ codec_type: "video", codec_name: "h264", width: 64, height: 64 });
  });

  it("decodes data: URL outputs", async () => {
    const png = await makePng({ width: 10, height: 10 });
    const [saved] = await downloadOutputs({ output: [`data:image/png;base64,${png.toString("base64")}`], destDir: outDir(), maxBytes: 1e6 });
    expect(fs.readFileSync(saved.path).equals(png)).toBe(true);
    expect(saved.contentType).toBe("image/png");
  });

  it("refuses outputs without files, over maxBytes, or at a blocked address", async () => {
    expect((await failure(downloadOutputs({ output: "just some text", destDir: outDir(), maxBytes: 1e6 }))).message).toBe("Replicate finished without any output file.");

    const output = await succeeded({ outputShape: "string" });
    const destDir = outDir();
    const tooBig = await failure(downloadOutputs({ output, destDir, maxBytes: 100 }));
    expect(tooBig.code).toBe("provider_error");
    expect(tooBig.message).toContain("larger than the 100 bytes limit");
    expect(fs.readdirSync(destDir)).toEqual([]);

    process.env.DARKROOM_FETCH_ALLOW_HOSTS = "";
    resetEnvForTests();
    const blocked = await failure(downloadOutputs({ output, destDir: outDir(), maxBytes: 1e6 }));
    expect(blocked.code).toBe("provider_error");
    expect(blocked.message).toBe("Downloading the output Replicate returned failed: URL resolves to a private or reserved address.");
  });

  it("reports an output URL that answers 404 as the provider's failure, not a 502 of the caller's URL", async () => {
    const output = String(await succeeded({ outputShape: "string" })).replace(/[^/]+$/, "gone.png");
    const missing = await failure(downloadOutputs({ output, destDir: outDir(), maxBytes: 1e6 }));
    expect(missing.code).toBe("provider_error");
    expect(missing.message).toBe("Downloading the output Replicate returned failed: The URL answered HTTP 404.");
  });
});
