import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/errors";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { probeMedia } from "@/lib/platform/media/ffmpeg";
import { makePng, makeWav } from "@/test/fakes/media";
import { startOpenAiFake, type OpenAiFake } from "@/test/fakes/openai-server";
import { describeImage, generateImage, synthesizeSpeech, transcribe, TRANSCRIBE_MAX_BYTES } from "./openai-compatible";

const KEY = "sk-test-adapter-0123456789abcdefKEY9";
let fake: OpenAiFake;
let dir: string;
let bigPng: string;
let smallPng: string;
let wav: string;
let counter = 0;

beforeAll(async () => {
  fake = await startOpenAiFake({ apiKey: KEY });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-openai-"));
  bigPng = path.join(dir, "big.png");
  smallPng = path.join(dir, "small.png");
  wav = path.join(dir, "voice.wav");
  fs.writeFileSync(bigPng, await makePng({ width: 2000, height: 1500, color: "#ff0000" }));
  fs.writeFileSync(smallPng, await makePng({ width: 64, height: 48 }));
  fs.writeFileSync(wav, makeWav({ seconds: 0.5 }));
});

afterAll(async () => {
  await fake.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  process.env.OPENAI_BASE_URL = fake.url;
  process.env.OPENAI_API_KEY = KEY;
  process.env.DARKROOM_FETCH_ALLOW_HOSTS = `127.0.0.1:${fake.port}`;
  resetEnvForTests();
  fake.requests.length = 0;
  fake.setBehavior({ apiKey: KEY, failures: [], delayMs: 0, chatText: undefined, rejectMaxTokens: false, rejectVerboseJson: false, imageAnswer: "b64_json" });
});

afterEach(() => {
  for (const name of ["OPENAI_BASE_URL", "OPENAI_API_KEY", "DARKROOM_FETCH_ALLOW_HOSTS"]) delete process.env[name];
  resetEnvForTests();
});

function out(extension: string): string {
  counter += 1;
  return path.join(dir, `out-${counter}.${extension}`);
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("describeImage", () => {
  it("sends a downscaled JPEG data URL with the prompt and returns the reply", async () => {
    const result = await describeImage({ imagePath: bigPng, mime: "image/png", prompt: "Write alt text.", maxTokens: 120 });
    expect(result).toEqual({ text: "A 1024x768 jpeg image.", model: "gpt-4o-mini-2024-07-18" });

    const [request] = fake.requests;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    const body = request.json as { model: string; max_tokens: number; messages: { role: string; content: { type: string; text?: string; image_url?: { url: string } }[] }[] };
    expect(body.model).toBe("gpt-4o-mini");
    expect(body.max_tokens).toBe(120);
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0].role).toBe("user");
    expect(body.messages[0].content[0]).toEqual({ type: "text", text: "Write alt text." });
    const url = body.messages[0].content[1].image_url?.url ?? "";
    expect(url.startsWith("data:image/jpeg;base64,")).toBe(true);
    const sent = await sharp(Buffer.from(url.split(",")[1], "base64")).raw().toBuffer({ resolveWithObject: true });
    expect(sent.info).toMatchObject({ width: 1024, height: 768 });
    expect([sent.data[0], sent.data[1], sent.data[2]]).toEqual([expect.closeTo(255, -1), expect.closeTo(0, -1), expect.closeTo(0, -1)]);
  });

  it("sends a small PNG as it is", async () => {
    const result = await describeImage({ imagePath: smallPng, mime: "image/png", prompt: "Describe." });
    expect(result.text).toBe("A 64x48 png image.");
    const body = fake.requests[0].json as { messages: { content: { image_url?: { url: string } }[] }[] };
    expect(body.messages[0].content[1].image_url?.url).toBe(`data:image/png;base64,${fs.readFileSync(smallPng).toString("base64")}`);
  });

  it("uses a given model and falls back to max_completion_tokens when max_tokens is refused", async () => {
    fake.setBehavior({ rejectMaxTokens: true });
    const result = await describeImage({ imagePath: smallPng, mime: "image/png", prompt: "Describe.", maxTokens: 50, model: "gpt-5-mini" });
    expect(result.model).toBe("gpt-5-mini-2024-07-18");
    expect(fake.requests).toHaveLength(2);
    const retried = fake.requests[1].json as Record<string, unknown>;
    expect(retried).toMatchObject({ model: "gpt-5-mini", max_completion_tokens: 50 });
    expect(retried).not.toHaveProperty("max_tokens");
  });

  it("refuses an unreadable image before calling the provider", async () => {
    const junk = path.join(dir, "junk.png");
    fs.writeFileSync(junk, "definitely not a png");
    const error = await failure(describeImage({ imagePath: junk, mime: "image/png", prompt: "x" }));
    expect(error).toMatchObject({ code: "invalid_request", status: 400 });
    expect(fake.requests).toHaveLength(0);
  });

  it("answers provider_error when the reply has no text", async () => {
    fake.setBehavior({ chatText: "   " });
    const error = await failure(describeImage({ imagePath: smallPng, mime: "image/png", prompt: "x" }));
    expect(error).toMatchObject({ code: "provider_error", message: "The OpenAI-compatible provider answered without any text." });
  });

  it("works keyless against a base URL alone (Ollama style)", async () => {
    delete process.env.OPENAI_API_KEY;
    resetEnvForTests();
    fake.setBehavior({ apiKey: null });
    await describeImage({ imagePath: smallPng, mime: "image/png", prompt: "x" });
    expect(fake.requests[0].headers.authorization).toBeUndefined();
  });

  it("is provider_unavailable, with the reason, when not configured", async () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    resetEnvForTests();
    const error = await failure(describeImage({ imagePath: smallPng, mime: "image/png", prompt: "x" }));
    expect(error).toMatchObject({ code: "provider_unavailable", status: 503, message: "Set OPENAI_API_KEY or OPENAI_BASE_URL to enable the OpenAI-compatible provider." });
  });
});

describe("transcribe", () => {
  it("uploads the file as multipart and returns text, language and duration from verbose_json", async () => {
    const result = await transcribe({ filePath: wav, fileName: "voice.wav", mime: "audio/wav", language: "DE" });
    expect(result).toEqual({ text: "Hello from the fake transcription service.", language: "german", durationSeconds: 0.5 });
    const [request] = fake.requests;
    expect(request.path).toBe("/v1/audio/transcriptions");
    expect(request.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.fields).toEqual({ model: "whisper-1", response_format: "verbose_json", language: "de" });
    expect(request.files.file.fileName).toBe("voice.wav");
    expect(request.files.file.mime).toBe("audio/wav");
    expect(request.files.file.bytes.equals(fs.readFileSync(wav))).toBe(true);
  });

  it("falls back to json when the model refuses verbose_json", async () => {
    fake.setBehavior({ rejectVerboseJson: true });
    const result = await transcribe({ filePath: wav, fileName: "voice.wav", mime: "audio/wav", model: "gpt-4o-transcribe" });
    expect(result).toEqual({ text: "Hello from the fake transcription service." });
    expect(fake.requests.map((request) => request.fields.response_format)).toEqual(["verbose_json", "json"]);
    expect(fake.requests[1].files.file.bytes.length).toBe(fs.statSync(wav).size);
  });

  it("refuses audio over the upload limit and a malformed language before calling", async () => {
    const huge = path.join(dir, "huge.wav");
    fs.writeFileSync(huge, "");
    fs.truncateSync(huge, TRANSCRIBE_MAX_BYTES + 1);
    expect((await failure(transcribe({ filePath: huge, fileName: "huge.wav", mime: "audio/wav" }))).code).toBe("invalid_request");
    expect((await failure(transcribe({ filePath: wav, fileName: "v.wav", mime: "audio/wav", language: "english!" }))).code).toBe("invalid_request");
    expect(fake.requests).toHaveLength(0);
  });
});

describe("synthesizeSpeech", () => {
  it("streams WAV audio to the destination", async () => {
    const destPath = out("wav");
    const result = await synthesizeSpeech({ text: "Hello there.", voice: "alloy", format: "wav", destPath });
    expect(result).toEqual({ mime: "audio/wav", sizeBytes: fs.statSync(destPath).size });
    expect(fake.requests[0].json).toEqual({ model: "tts-1", input: "Hello there.", voice: "alloy", response_format: "wav" });
    const probe = await probeMedia(destPath, { format: "wav" });
    expect(probe.streams[0]).toMatchObject({ codec_type: "audio", codec_name: "pcm_s16le" });
  });

  it("returns real MP3 and Opus that decode", async () => {
    const mp3 = out("mp3");
    expect((await synthesizeSpeech({ text: "Hi", voice: "nova", format: "mp3", model: "tts-1-hd", destPath: mp3 })).mime).toBe("audio/mpeg");
    expect((await probeMedia(mp3, { format: "mp3" })).streams[0].codec_name).toBe("mp3");
    const opus = out("ogg");
    expect((await synthesizeSpeech({ text: "Hi", voice: "nova", format: "opus", destPath: opus })).mime).toBe("audio/ogg");
    expect((await probeMedia(opus, { format: "ogg" })).streams[0].codec_name).toBe("opus");
    expect((fake.requests[0].json as { model: string }).model).toBe("tts-1-hd");
  });

  it("refuses an answer that is not the asked audio and removes it", async () => {
    fake.setBehavior({ failures: [{ status: 200, body: { note: "this is JSON, not audio" } }] });
    const destPath = out("mp3");
    const error = await failure(synthesizeSpeech({ text: "Hi", voice: "alloy", format: "mp3", destPath }));
    expect(error).toMatchObject({ code: "provider_error", message: "The OpenAI-compatible provider did not answer with mp3 audio." });
    expect(fs.existsSync(destPath)).toBe(false);
  });

  it("refuses empty and over-long text before calling", async () => {
    expect((await failure(synthesizeSpeech({ text: " ", voice: "alloy", format: "mp3", destPath: out("mp3") }))).code).toBe("invalid_request");
    expect((await failure(synthesizeSpeech({ text: "a".repeat(4097), voice: "alloy", format: "mp3", destPath: out("mp3") }))).code).toBe("invalid_request");
    expect(fake.requests).toHaveLength(0);
  });
});

describe("generateImage", () => {
  it("asks gpt-image models without response_format and decodes the b64_json PNG", async () => {
    const destPath = out("png");
    const result = await generateImage({ prompt: "a red fox", model: "gpt-image-1", size: "512x384", destPath });
    expect(result).toEqual({ mime: "image/png", sizeBytes: fs.statSync(destPath).size, width: 512, height: 384, revisedPrompt: "a red fox (revised)" });
    expect(fake.requests[0].path).toBe("/v1/images/generations");
    expect(fake.requests[0].json).toEqual({ model: "gpt-image-1", prompt: "a red fox", n: 1, size: "512x384" });
    expect((await sharp(destPath).metadata()).format).toBe("png");
  });

  it("asks other models for b64_json and still handles a url answer through the safe fetcher", async () => {
    fake.setBehavior({ imageAnswer: "url" });
    const destPath = out("png");
    const result = await generateImage({ prompt: "a fox", model: "dall-e-3", destPath });
    expect(fake.requests[0].json).toMatchObject({ model: "dall-e-3", response_format: "b64_json" });
    expect(fake.requests[1]).toMatchObject({ method: "GET", path: "/files/image-0.png" });
    expect(fake.requests[1].headers.authorization).toBeUndefined();
    expect(result).toMatchObject({ mime: "image/png", width: 256, height: 256 });
  });

  it("will not download a url answer pointing at a private address that is not allowed", async () => {
    process.env.DARKROOM_FETCH_ALLOW_HOSTS = "";
    resetEnvForTests();
    fake.setBehavior({ imageAnswer: "url" });
    const error = await failure(generateImage({ prompt: "a fox", model: "dall-e-3", destPath: out("png") }));
    expect(error.code).toBe("provider_error");
    expect(error.message).toContain("private or reserved address");
    expect(fake.requests).toHaveLength(1);
  });

  it("edits from a start image with a multipart upload", async () => {
    const start = path.join(dir, "start.jpg");
    fs.writeFileSync(start, await sharp({ create: { width: 80, height: 60, channels: 3, background: "#000000" } }).jpeg().toBuffer());
    const destPath = out("png");
    const result = await generateImage({ prompt: "invert it", model: "gpt-image-1", startImagePath: start, destPath });
    const [request] = fake.requests;
    expect(request.path).toBe("/v1/images/edits");
    expect(request.fields).toEqual({ prompt: "invert it", model: "gpt-image-1", n: "1" });
    expect(request.files.image).toMatchObject({ fileName: "image.jpg", mime: "image/jpeg" });
    expect(request.files.image.bytes.equals(fs.readFileSync(start))).toBe(true);
    expect(result).toMatchObject({ mime: "image/png", width: 80, height: 60 });
    const { data } = await sharp(destPath).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
  });

  it("refuses an answer that is not an image", async () => {
    fake.setBehavior({ failures: [{ status: 200, body: { data: [{ b64_json: Buffer.from("<html>oops</html>").toString("base64") }] } }] });
    const destPath = out("png");
    const error = await failure(generateImage({ prompt: "x", model: "gpt-image-1", destPath }));
    expect(error).toMatchObject({ code: "provider_error", message: "The OpenAI-compatible provider answered with data that is not a PNG, JPEG or WebP image." });
    expect(fs.existsSync(destPath)).toBe(false);
  });

  it("refuses a malformed size before calling", async () => {
    expect((await failure(generateImage({ prompt: "x", model: "gpt-image-1", size: "huge", destPath: out("png") }))).code).toBe("invalid_request");
    expect(fake.requests).toHaveLength(0);
  });
});

describe("every endpoint against provider failures", () => {
  const calls: Record<string, (timeoutMs?: number) => Promise<unknown>> = {
    describeImage: (timeoutMs) => describeImage({ imagePath: smallPng, mime: "image/png", prompt: "x", timeoutMs }),
    transcribe: (timeoutMs) => transcribe({ filePath: wav, fileName: "voice.wav", mime: "audio/wav", timeoutMs }),
    synthesizeSpeech: (timeoutMs) => synthesizeSpeech({ text: "Hi", voice: "alloy", format: "wav", destPath: out("wav"), timeoutMs }),
    generateImage: (timeoutMs) => generateImage({ prompt: "x", model: "gpt-image-1", destPath: out("png"), timeoutMs }),
  };

  describe.each(Object.entries(calls))("%s", (_name, call) => {
    it("retries a 429 and a 500, then succeeds", async () => {
      fake.setBehavior({
        failures: [
          { status: 429, headers: { "retry-after": "0" }, body: { error: { message: "Rate limit reached", type: "requests" } } },
          { status: 500, body: { error: { message: "The server had an error while processing your request." } } },
        ],
      });
      await call();
      expect(fake.requests).toHaveLength(3);
      expect(new Set(fake.requests.map((request) => request.path)).size).toBe(1);
    });

    it("does not retry a 400 and passes on the provider's message", async () => {
      fake.setBehavior({ failures: [{ status: 400, body: { error: { message: "Invalid value for 'model': model_not_found.", param: "model" } } }] });
      const error = await failure(call());
      expect(error).toMatchObject({ code: "provider_error", status: 502 });
      expect(error.message).toBe("The OpenAI-compatible provider answered 400: Invalid value for 'model': model_not_found.");
      expect(fake.requests).toHaveLength(1);
    });

    it("never shows the key when the provider rejects it", async () => {
      process.env.OPENAI_API_KEY = "sk-wrong-key-000000000000LEAK";
      resetEnvForTests();
      const error = await failure(call());
      expect(error.message).toContain("answered 401: Incorrect API key provided: [redacted].");
      expect(error.message).not.toContain("LEAK");
      expect(error.message).not.toContain("sk-");
      expect(JSON.stringify(error)).not.toContain("LEAK");
    });

    it("times out as a provider_error that names the limit", async () => {
      fake.setBehavior({ delayMs: 1_500 });
      const error = await failure(call(200));
      expect(error).toMatchObject({ code: "provider_error", message: expect.stringContaining("did not answer within 200 ms") });
      expect(fake.requests).toHaveLength(1);
    });
  });
});
