import fs from "node:fs";
import sharp, { type Metadata } from "sharp";
import { ApiError } from "@/lib/core/errors";
import { formatBytes } from "@/lib/core/bytes";
import { openAiAvailability, openAiConfig, type OpenAiConfig } from "./config";
import { downloadProviderOutput } from "./download-output";
import { isProviderHttpError, requestJson, requestToFile, type ProviderRequest } from "./http";
import { LIMITS } from "@/lib/platform/config/limits";

/**
 * Adapter for the OpenAI HTTP API and servers that copy it (Ollama, vLLM, LocalAI): vision chat,
 * transcription, speech and image generation. Every function takes an optional `signal` to stop early
 * and an optional per-attempt `timeoutMs` (defaults below suit each endpoint).
 */

const PROVIDER = "The OpenAI-compatible provider";

const VISION_TIMEOUT_MS = 90_000;
const TRANSCRIBE_TIMEOUT_MS = 300_000;
const SPEECH_TIMEOUT_MS = 120_000;
const IMAGE_TIMEOUT_MS = 240_000;

/** Vision input is downscaled to this many pixels on its longest side: enough to describe, cheap to send. */
export const VISION_MAX_SIDE = 1024;
const VISION_SENDABLE = new Set(["image/jpeg", "image/png", "image/webp"]);
const VISION_MAX_INLINE_BYTES = 4 * 1024 ** 2;
/** OpenAI's documented upload limit for `/audio/transcriptions`; longer audio must be compressed or split first. */
export const TRANSCRIBE_MAX_BYTES = LIMITS.transcribeBytes.value;
/** OpenAI's documented limit of `input` for `/audio/speech`. */
export const SPEECH_MAX_CHARS = LIMITS.speechChars.value;
const SPEECH_MAX_BYTES = 100 * 1024 ** 2;
const IMAGE_MAX_BYTES = 50 * 1024 ** 2;
const IMAGE_FORMATS: Record<string, string> = { png: "image/png", jpeg: "image/jpeg", webp: "image/webp" };

export const SPEECH_FORMATS = {
  mp3: "audio/mpeg",
  opus: "audio/ogg",
  aac: "audio/aac",
  flac: "audio/flac",
  wav: "audio/wav",
  pcm: "audio/pcm",
} as const;

export type SpeechFormat = keyof typeof SPEECH_FORMATS;

type ChatCompletion = {
  model?: string;
  choices?: { message?: { content?: string | { type?: string; text?: string }[] | null; refusal?: string | null } }[];
};

type Transcription = { text?: unknown; language?: unknown; duration?: unknown };

type ImagesResponse = { data?: { b64_json?: string; url?: string; revised_prompt?: string }[] };

// POST /chat/completions — one user message with the prompt and the image as a data: URL
export async function describeImage(opts: {
  imagePath: string;
  mime: string;
  prompt: string;
  maxTokens?: number;
  model?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}): Promise<{ text: string; model: string }> {
  const config = requireOpenAi();
  const model = opts.model ?? config.visionModel;
  const imageUrl = await visionDataUrl(opts.imagePath, opts.mime);
  const body = {
    model,
    messages: [
      {
        role: "user",
        content: [
          { type: "text", text: opts.prompt },
          { type: "image_url", image_url: { url: imageUrl } },
        ],
      },
    ],
  };
  const maxTokens = opts.maxTokens ?? 300;
  const send = (json: object) =>
    requestJson<ChatCompletion>({ ...base(config, "/chat/completions", opts.signal), json, timeoutMs: opts.timeoutMs ?? config.timeoutMs ?? VISION_TIMEOUT_MS });
  let answer: ChatCompletion;
  try {
    answer = await send({ ...body, max_tokens: maxTokens });
  } catch (error) {
    // Newer OpenAI models refuse `max_tokens` and ask for its successor; older servers only know the first.
    if (!rejectedParam(error, "max_tokens")) throw error;
    answer = await send({ ...body, max_completion_tokens: maxTokens });
  }
  const message = answer.choices?.[0]?.message;
  if (message?.refusal) throw new ApiError("provider_error", `${PROVIDER} declined to describe the image: ${message.refusal}`);
  const text = contentText(message?.content);
  if (!text) throw new ApiError("provider_error", `${PROVIDER} answered without any text.`);
  return { text, model: typeof answer.model === "string" && answer.model ? answer.model : model };
}

// POST /audio/transcriptions — multipart upload; verbose_json for language and duration, json where unsupported
export async function transcribe(opts: {
  filePath: string;
  fileName: string;
  mime: string;
  language?: string;
  model?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}): Promise<{ text: string; language?: string; durationSeconds?: number }> {
  const config = requireOpenAi();
  const model = opts.model ?? config.transcribeModel;
  if (opts.language !== undefined && !/^[a-z]{2,3}$/i.test(opts.language)) {
    throw new ApiError("invalid_request", "language must be an ISO-639-1 code such as en or de.");
  }
  const { size } = await fs.promises.stat(opts.filePath);
  if (size > TRANSCRIBE_MAX_BYTES) {
    throw new ApiError("invalid_request", `Audio over ${formatBytes(TRANSCRIBE_MAX_BYTES)} cannot be sent for transcription.`);
  }
  const send = (responseFormat: "verbose_json" | "json") =>
    requestJson<Transcription>({
      ...base(config, "/audio/transcriptions", opts.signal),
      timeoutMs: opts.timeoutMs ?? config.timeoutMs ?? TRANSCRIBE_TIMEOUT_MS,
      form: async () => {
        const form = new FormData();
        form.append("file", await fs.openAsBlob(opts.filePath, { type: opts.mime }), opts.fileName);
        form.append("model", model);
        form.append("response_format", responseFormat);
        if (opts.language) form.append("language", opts.language.toLowerCase());
        return form;
      },
    });
  let answer: Transcription;
  try {
    answer = await send("verbose_json");
  } catch (error) {
    // gpt-4o-transcribe and some local servers only speak plain json.
    if (!rejectedParam(error, "response_format")) throw error;
    answer = await send("json");
  }
  if (typeof answer.text !== "string") throw new ApiError("provider_error", `${PROVIDER} answered without a transcript.`);
  const language = typeof answer.language === "string" && answer.language ? answer.language : undefined;
  const durationSeconds = typeof answer.duration === "number" && Number.isFinite(answer.duration) ? answer.duration : undefined;
  return { text: answer.text.trim(), ...(language && { language }), ...(durationSeconds !== undefined && { durationSeconds }) };
}

// POST /audio/speech — the binary answer is streamed to destPath and checked to be the asked format
export async function synthesizeSpeech(opts: {
  text: string;
  voice: string;
  format: SpeechFormat;
  model?: string;
  destPath: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}): Promise<{ mime: string; sizeBytes: number }> {
  const config = requireOpenAi();
  if (!opts.text.trim()) throw new ApiError("invalid_request", "There is no text to speak.");
  if (opts.text.length > SPEECH_MAX_CHARS) {
    throw new ApiError("invalid_request", `Speech text must be at most ${SPEECH_MAX_CHARS} characters.`);
  }
  if (!Object.hasOwn(SPEECH_FORMATS, opts.format)) throw new ApiError("invalid_request", `Unknown speech format "${opts.format}".`);
  const { sizeBytes } = await requestToFile({
    ...base(config, "/audio/speech", opts.signal),
    headers: { accept: "*/*" },
    json: { model: opts.model ?? config.speechModels[0].id, input: opts.text, voice: opts.voice, response_format: opts.format },
    timeoutMs: opts.timeoutMs ?? config.timeoutMs ?? SPEECH_TIMEOUT_MS,
    destPath: opts.destPath,
    maxBytes: SPEECH_MAX_BYTES,
  });
  if (!(await looksLikeAudio(opts.destPath, opts.format))) {
    await fs.promises.rm(opts.destPath, { force: true });
    throw new ApiError("provider_error", `${PROVIDER} did not answer with ${opts.format} audio.`);
  }
  return { mime: SPEECH_FORMATS[opts.format], sizeBytes };
}

// POST /images/generations, or multipart /images/edits when starting from a picture
export async function generateImage(opts: {
  prompt: string;
  model: string;
  size?: string;
  destPath: string;
  startImagePath?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}): Promise<{ mime: string; sizeBytes: number; width: number; height: number; revisedPrompt?: string }> {
  const config = requireOpenAi();
  const { prompt, model, size, startImagePath } = opts;
  if (size !== undefined && !/^(\d{2,5}x\d{2,5}|auto)$/.test(size)) {
    throw new ApiError("invalid_request", 'size must look like "1024x1024" or be "auto".');
  }
  // gpt-image models always answer in base64 and refuse the parameter; the others default to a URL.
  const responseFormat = /^gpt-image/i.test(model) ? undefined : "b64_json";
  const common = { ...base(config, startImagePath ? "/images/edits" : "/images/generations", opts.signal), timeoutMs: opts.timeoutMs ?? config.timeoutMs ?? IMAGE_TIMEOUT_MS };
  const maxBytes = Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;
  let answer: ImagesResponse;
  if (startImagePath) {
    const start = await startImage(startImagePath);
    answer = await requestJson<ImagesResponse>({
      ...common,
      maxBytes,
      form: () => {
        const form = new FormData();
        form.append("image", new Blob([new Uint8Array(start.bytes)], { type: start.mime }), `image.${start.extension}`);
        form.append("prompt", prompt);
        form.append("model", model);
        form.append("n", "1");
        if (size) form.append("size", size);
        if (responseFormat) form.append("response_format", responseFormat);
        return form;
      },
    });
  } else {
    answer = await requestJson<ImagesResponse>({
      ...common,
      maxBytes,
      json: { model, prompt, n: 1, ...(size && { size }), ...(responseFormat && { response_format: responseFormat }) },
    });
  }
  const image = answer.data?.[0];
  if (image?.b64_json) {
    const bytes = Buffer.from(image.b64_json, "base64");
    if (bytes.length > IMAGE_MAX_BYTES) throw new ApiError("provider_error", `${PROVIDER} answered with an image over ${formatBytes(IMAGE_MAX_BYTES)}.`);
    await fs.promises.writeFile(opts.destPath, bytes);
  } else if (image?.url) {
    await downloadProviderOutput({ provider: PROVIDER, url: image.url, destPath: opts.destPath, maxBytes: IMAGE_MAX_BYTES, signal: opts.signal });
  } else {
    throw new ApiError("provider_error", `${PROVIDER} answered without an image.`);
  }
  const described = await describeSavedImage(opts.destPath);
  return { ...described, ...(image.revised_prompt && { revisedPrompt: image.revised_prompt }) };
}

function requireOpenAi(): OpenAiConfig {
  const config = openAiConfig();
  const status = openAiAvailability(config);
  if (!status.available) throw new ApiError("provider_unavailable", status.reason ?? "The OpenAI-compatible provider is not configured.");
  return config;
}

function base(config: OpenAiConfig, path: string, signal: AbortSignal | undefined): Omit<ProviderRequest, "timeoutMs"> {
  return { provider: PROVIDER, url: `${config.baseUrl}${path}`, token: config.apiKey, signal };
}

/** A 400 naming `param` as the problem: the cue to retry once with the alternative the server understands. */
function rejectedParam(error: unknown, param: string): boolean {
  if (!isProviderHttpError(error) || error.upstreamStatus !== 400) return false;
  return error.errorParam === param || (error.providerMessage.includes(param) && /support|unknown|unrecognized|compatible/i.test(error.providerMessage));
}

function contentText(content: string | { type?: string; text?: string }[] | null | undefined): string {
  if (typeof content === "string") return content.trim();
  if (!Array.isArray(content)) return "";
  return content
    .map((part) => (typeof part?.text === "string" ? part.text : ""))
    .join("")
    .trim();
}

/** The image as a data: URL the vision API accepts: as-is when small and plain, else a JPEG at most VISION_MAX_SIDE wide. */
async function visionDataUrl(imagePath: string, mime: string): Promise<string> {
  let metadata: Metadata;
  try {
    metadata = await sharp(imagePath).metadata();
  } catch {
    throw new ApiError("invalid_request", "The image could not be read.");
  }
  const { size } = await fs.promises.stat(imagePath);
  const plain =
    VISION_SENDABLE.has(mime) &&
    IMAGE_FORMATS[metadata.format ?? ""] === mime &&
    (metadata.pages ?? 1) === 1 &&
    (metadata.orientation ?? 1) === 1 &&
    metadata.width <= VISION_MAX_SIDE &&
    metadata.height <= VISION_MAX_SIDE &&
    size <= VISION_MAX_INLINE_BYTES;
  if (plain) return `data:${mime};base64,${(await fs.promises.readFile(imagePath)).toString("base64")}`;
  try {
    const jpeg = await sharp(imagePath)
      .rotate()
      .resize({ width: VISION_MAX_SIDE, height: VISION_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
  } catch {
    throw new ApiError("invalid_request", "The image could not be read.");
  }
}

/** The start picture for /images/edits: PNG, JPEG and WebP go as they are, anything else as PNG. */
async function startImage(imagePath: string): Promise<{ bytes: Buffer; mime: string; extension: string }> {
  try {
    const { format } = await sharp(imagePath).metadata();
    if (format && IMAGE_FORMATS[format]) {
      return { bytes: await fs.promises.readFile(imagePath), mime: IMAGE_FORMATS[format], extension: format === "jpeg" ? "jpg" : format };
    }
    return { bytes: await sharp(imagePath).rotate().png().toBuffer(), mime: "image/png", extension: "png" };
  } catch {
    throw new ApiError("invalid_request", "The start image could not be read.");
  }
}

async function describeSavedImage(filePath: string): Promise<{ mime: string; sizeBytes: number; width: number; height: number }> {
  try {
    const metadata = await sharp(filePath).metadata();
    const mime = IMAGE_FORMATS[metadata.format ?? ""];
    if (mime) return { mime, sizeBytes: (await fs.promises.stat(filePath)).size, width: metadata.width, height: metadata.height };
  } catch {
    // not an image; reported below
  }
  await fs.promises.rm(filePath, { force: true });
  throw new ApiError("provider_error", `${PROVIDER} answered with data that is not a PNG, JPEG or WebP image.`);
}

/** Magic bytes of each speech format; raw PCM has none, so anything non-empty passes. */
async function looksLikeAudio(filePath: string, format: SpeechFormat): Promise<boolean> {
  const handle = await fs.promises.open(filePath, "r");
  const head = Buffer.alloc(12);
  try {
    await handle.read(head, 0, 12, 0);
  } finally {
    await handle.close();
  }
  const ascii = (start: number, end: number) => head.subarray(start, end).toString("latin1");
  const adts = head[0] === 0xff && (head[1] & 0xf6) === 0xf0;
  switch (format) {
    case "mp3":
      return ascii(0, 3) === "ID3" || (head[0] === 0xff && (head[1] & 0xe0) === 0xe0);
    case "wav":
      return ascii(0, 4) === "RIFF" && ascii(8, 12) === "WAVE";
    case "opus":
      return ascii(0, 4) === "OggS";
    case "flac":
      return ascii(0, 4) === "fLaC";
    case "aac":
      return adts || ascii(4, 8) === "ftyp";
    case "pcm":
      return true;
  }
}
