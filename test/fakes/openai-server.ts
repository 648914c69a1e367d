import sharp from "sharp";
import { bearerOf, startHttpFake, type FakeReply, type RecordedRequest, type ScriptedFailure } from "./http-fake";
import { makeEncodedAudio, makePng, makeWav, wavSeconds } from "./media";

/**
 * A fake OpenAI API on 127.0.0.1 speaking the real wire shapes: chat completions with image parts,
 * multipart transcriptions, binary speech, image generations (b64_json or url) and multipart edits.
 */

export type OpenAiFakeBehavior = {
  /** The bearer key expected; null accepts requests without one (like Ollama). */
  apiKey: string | null;
  /** Served once each, in order, before the normal answer (429 with Retry-After, 500, 400...). */
  failures: ScriptedFailure[];
  /** Wait before answering anything: for timeout tests. */
  delayMs: number;
  /** Chat reply; by default it describes the decoded image ("A 64x48 jpeg image."). */
  chatText?: string;
  /** Answer `max_tokens` with the 400 newer OpenAI models give. */
  rejectMaxTokens: boolean;
  /** Answer `response_format=verbose_json` with the 400 gpt-4o-transcribe gives. */
  rejectVerboseJson: boolean;
  transcriptText: string;
  imageAnswer: "b64_json" | "url";
};

export type OpenAiFake = {
  /** API root to use as OPENAI_BASE_URL (ends in /v1). */
  url: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
  setBehavior(change: Partial<OpenAiFakeBehavior>): void;
};

const DEFAULT_BEHAVIOR: OpenAiFakeBehavior = {
  apiKey: "sk-test-fake-0123456789abcdef",
  failures: [],
  delayMs: 0,
  rejectMaxTokens: false,
  rejectVerboseJson: false,
  transcriptText: "Hello from the fake transcription service.",
  imageAnswer: "b64_json",
};

export async function startOpenAiFake(initial: Partial<OpenAiFakeBehavior> = {}, { port }: { port?: number } = {}): Promise<OpenAiFake> {
  const behavior: OpenAiFakeBehavior = { ...DEFAULT_BEHAVIOR, failures: [], ...initial };
  const files = new Map<string, Buffer>();
  const core = await startHttpFake({
    port,
    protectedPrefix: "/v1/",
    authorize: (request) => behavior.apiKey === null || bearerOf(request) === behavior.apiKey,
    // Like OpenAI, the answer quotes the key that was sent, masked.
    unauthorized: (request) => ({
      status: 401,
      json: openAiError(`Incorrect API key provided: ${maskKey(bearerOf(request) ?? "")}. You can find your API key at https://platform.openai.com/account/api-keys.`, {
        type: "invalid_request_error",
        code: "invalid_api_key",
      }),
    }),
    failures: () => behavior.failures,
    delayMs: () => behavior.delayMs,
    route: async (request) => {
      switch (`${request.method} ${request.path}`) {
        case "POST /v1/chat/completions":
          return chat(request, behavior);
        case "POST /v1/audio/transcriptions":
          return transcription(request, behavior);
        case "POST /v1/audio/speech":
          return speech(request);
        case "POST /v1/images/generations":
          return images(request, behavior, core.origin, files);
        case "POST /v1/images/edits":
          return images(request, behavior, core.origin, files);
      }
      const file = request.method === "GET" && request.path.startsWith("/files/") ? files.get(request.path) : undefined;
      if (file) return { status: 200, bytes: file, headers: { "content-type": "image/png" } };
      return { status: 404, json: openAiError(`Invalid URL (${request.method} ${request.path})`) };
    },
  });
  return {
    url: `${core.origin}/v1`,
    port: core.port,
    requests: core.requests,
    close: core.close,
    setBehavior: (change) => Object.assign(behavior, change),
  };
}

function openAiError(message: string, extra: { type?: string; param?: string | null; code?: string | null } = {}): unknown {
  return { error: { message, type: extra.type ?? "invalid_request_error", param: extra.param ?? null, code: extra.code ?? null } };
}

/** OpenAI shows the start and the last four characters of a wrong key; the adapter must not pass even that on. */
function maskKey(key: string): string {
  return `${key.slice(0, 6)}${"*".repeat(Math.max(0, key.length - 10))}${key.slice(-4)}`;
}

async function chat(request: RecordedRequest, behavior: OpenAiFakeBehavior): Promise<FakeReply> {
  const body = request.json as { model?: string; messages?: { content?: unknown }[]; max_tokens?: number } | undefined;
  if (!body?.model || !Array.isArray(body.messages)) return { status: 400, json: openAiError("you must provide a model parameter", { param: "model" }) };
  if (behavior.rejectMaxTokens && body.max_tokens !== undefined) {
    return {
      status: 400,
      json: openAiError("Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.", {
        param: "max_tokens",
        code: "unsupported_parameter",
      }),
    };
  }
  let text = behavior.chatText;
  if (text === undefined) {
    const parts = (body.messages[0]?.content ?? []) as { type?: string; image_url?: { url?: string } }[];
    const url = parts.find((part) => part.type === "image_url")?.image_url?.url ?? "";
    const match = /^data:image\/(png|jpeg|webp);base64,(.+)$/.exec(url);
    if (!match) return { status: 400, json: openAiError("Invalid image URL: expected a base64 data URL.", { param: "messages" }) };
    try {
      const { width, height, format } = await sharp(Buffer.from(match[2], "base64")).metadata();
      text = `A ${width}x${height} ${format} image.`;
    } catch {
      return { status: 400, json: openAiError("You uploaded an unsupported image. Please make sure your image is valid.", { code: "invalid_image_format" }) };
    }
  }
  return {
    status: 200,
    json: {
      id: "chatcmpl-fake",
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: `${body.model}-2024-07-18`,
      choices: [{ index: 0, message: { role: "assistant", content: text, refusal: null }, finish_reason: "stop" }],
      usage: { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 },
    },
  };
}

function transcription(request: RecordedRequest, behavior: OpenAiFakeBehavior): FakeReply {
  const file = request.files.file;
  if (!file || file.bytes.length === 0) return { status: 400, json: openAiError("Could not parse multipart form", { param: "file" }) };
  if (!request.fields.model) return { status: 400, json: openAiError("you must provide a model parameter", { param: "model" }) };
  const format = request.fields.response_format ?? "json";
  if (format === "verbose_json" && behavior.rejectVerboseJson) {
    return {
      status: 400,
      json: openAiError(`response_format 'verbose_json' is not compatible with model '${request.fields.model}'. Use 'json' or 'text' instead.`, {
        param: "response_format",
        code: "unsupported_value",
      }),
    };
  }
  if (format === "json") return { status: 200, json: { text: behavior.transcriptText } };
  const isWav = file.bytes.subarray(0, 4).toString("latin1") === "RIFF";
  return {
    status: 200,
    json: {
      task: "transcribe",
      language: request.fields.language === "de" ? "german" : "english",
      duration: isWav ? wavSeconds(file.bytes) : 1,
      text: behavior.transcriptText,
      segments: [],
    },
  };
}

async function speech(request: RecordedRequest): Promise<FakeReply> {
  const body = request.json as { model?: string; input?: string; voice?: string; response_format?: string } | undefined;
  if (!body?.model || !body.input || !body.voice) return { status: 400, json: openAiError("model, input and voice are required") };
  const format = body.response_format ?? "mp3";
  if (format === "wav") return { status: 200, bytes: makeWav(), headers: { "content-type": "audio/wav" } };
  if (format === "pcm") return { status: 200, bytes: makeWav().subarray(44), headers: { "content-type": "audio/pcm" } };
  if (format === "mp3" || format === "opus" || format === "aac" || format === "flac") {
    return { status: 200, bytes: await makeEncodedAudio(format), headers: { "content-type": `audio/${format === "mp3" ? "mpeg" : format}` } };
  }
  return { status: 400, json: openAiError(`Invalid value: '${format}'.`, { param: "response_format" }) };
}

async function images(request: RecordedRequest, behavior: OpenAiFakeBehavior, origin: string, files: Map<string, Buffer>): Promise<FakeReply> {
  const fields = request.json ? (request.json as Record<string, unknown>) : request.fields;
  const model = typeof fields.model === "string" ? fields.model : "dall-e-2";
  if (typeof fields.prompt !== "string" || !fields.prompt) return { status: 400, json: openAiError("prompt is required", { param: "prompt" }) };
  if (model.startsWith("gpt-image") && fields.response_format !== undefined) {
    return { status: 400, json: openAiError("Unknown parameter: 'response_format'.", { param: "response_format", code: "unknown_parameter" }) };
  }
  let png: Buffer;
  if (request.path.endsWith("/edits")) {
    const start = request.files.image;
    if (!start) return { status: 400, json: openAiError("image is required", { param: "image" }) };
    try {
      png = await sharp(start.bytes).negate({ alpha: false }).png().toBuffer();
    } catch {
      return { status: 400, json: openAiError("Invalid input image - format must be in ['png', 'jpeg', 'webp'].", { param: "image" }) };
    }
  } else {
    const [width, height] = String(fields.size ?? "256x256").split("x").map(Number);
    png = await makePng({ width: width || 256, height: height || 256 });
  }
  const revised = `${fields.prompt} (revised)`;
  if (behavior.imageAnswer === "url") {
    const name = `/files/image-${files.size}.png`;
    files.set(name, png);
    return { status: 200, json: { created: Math.floor(Date.now() / 1000), data: [{ url: `${origin}${name}`, revised_prompt: revised }] } };
  }
  return { status: 200, json: { created: Math.floor(Date.now() / 1000), data: [{ b64_json: png.toString("base64"), revised_prompt: revised }] } };
}
