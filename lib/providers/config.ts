/**
 * Remote provider settings, read from the environment on every call (so an operator's change, or a
 * test's, takes effect without reloading the module).
 *
 * OpenAI-compatible (OpenAI, Ollama, vLLM, LocalAI):
 * | variable                  | default                      | meaning                                        |
 * |---------------------------|------------------------------|------------------------------------------------|
 * | `OPENAI_BASE_URL`         | `https://api.openai.com/v1`  | API root; setting it alone enables the adapter |
 * | `OPENAI_API_KEY`          | (none)                       | bearer key; optional for keyless local servers |
 * | `OPENAI_VISION_MODEL`     | `gpt-4o-mini`                | chat model that reads images (alt text)        |
 * | `OPENAI_TRANSCRIBE_MODEL` | `whisper-1`                  | speech-to-text model                           |
 * | `OPENAI_SPEECH_MODELS`    | `tts-1,tts-1-hd`             | text-to-speech models, first is the default    |
 * | `OPENAI_IMAGE_MODELS`     | `gpt-image-1,dall-e-3`       | image generators offered, first is the default |
 * | `OPENAI_TIMEOUT_SECONDS`  | per endpoint, 90–300 s       | limit of one request (raise it for slow local models) |
 *
 * Replicate: `REPLICATE_API_TOKEN` (required), `REPLICATE_BASE_URL` (default
 * `https://api.replicate.com/v1`) and one model reference per capability (see REPLICATE_DEFAULTS);
 * `REPLICATE_VIDEO_MODELS` and `REPLICATE_MUSIC_MODELS` are lists, first is the default.
 * A reference is `owner/name` (an official model, run by name) or `owner/name:<64-hex version>`.
 *
 * Each entry of a model list is `id` or `id=credits`: models in KNOWN_MODEL_PRICES have their price,
 * any other needs one, or the server refuses to start (checkProviderSettings). `OPENAI_SPEECH_MODEL`
 * and `REPLICATE_MUSIC_MODEL`, the older one-model names, are read when the list is not set.
 */

import { priceModels, type ModelCapability, type PricedModel } from "./models";

export const OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1";
export const REPLICATE_DEFAULT_BASE_URL = "https://api.replicate.com/v1";

/**
 * Default Replicate models and the input fields each expects (checked against the models' published
 * examples). Community models are pinned to a version because Replicate runs only official models by name.
 * - swap `cdingram/face-swap`: `input_image` (the picture to change), `swap_image` (the face to put in).
 * - try-on `cuuupid/idm-vton`: `human_img`, `garm_img`, `garment_des`, `category` (upper_body | lower_body | dresses).
 * - video `minimax/video-01` (official): `prompt`, `first_frame_image`, `prompt_optimizer`; output one MP4 URL.
 * - music `meta/musicgen`: `prompt`, `duration` (s), `model_version` (e.g. stereo-large), `output_format` (wav | mp3).
 * - upscale `nightmareai/real-esrgan`: `image`, `scale` (up to 10), `face_enhance`.
 */
export const REPLICATE_DEFAULTS = {
  swap: "cdingram/face-swap:d1d6ea8c8be89d664a07a457526f7128109dee7030fdac424788d762c71ed111",
  tryOn: "cuuupid/idm-vton:0513734a452173b8173e907e3a59d19a36266e55b48528559432bd21c7d7e985",
  video: "minimax/video-01",
  music: "meta/musicgen:671ac645ce5e552cc63a54a2bbff63fcf798043055d2dac5fc9e36a837eedcfb",
  upscale: "nightmareai/real-esrgan:f121d640bd286e1fdc67f9799164c1d5be36ff74576ee11c803ae5b665dd46aa",
} as const;

export type OpenAiConfig = {
  baseUrl: string;
  apiKey: string | undefined;
  configured: boolean;
  visionModel: string;
  transcribeModel: string;
  speechModels: PricedModel[];
  imageModels: PricedModel[];
  /** Per-request limit set by the operator; each endpoint has its own default otherwise. */
  timeoutMs: number | undefined;
};

export type ReplicateConfig = {
  baseUrl: string;
  token: string | undefined;
  configured: boolean;
  swapModel: string;
  tryOnModel: string;
  videoModels: PricedModel[];
  musicModels: PricedModel[];
  upscaleModel: string;
};

export type ProviderAvailability = { available: boolean; reason?: string };

/** A Replicate model reference split into the owner/name and the optional pinned version. */
export type ModelRef = { owner: string; name: string; version?: string };

const MODEL_REF = /^([A-Za-z0-9][A-Za-z0-9_.-]*)\/([A-Za-z0-9][A-Za-z0-9_.-]*)(?::([0-9a-f]{64}))?$/;

export function openAiConfig(): OpenAiConfig {
  const explicitBaseUrl = setting("OPENAI_BASE_URL");
  const apiKey = setting("OPENAI_API_KEY");
  return {
    baseUrl: trimSlash(explicitBaseUrl ?? OPENAI_DEFAULT_BASE_URL),
    apiKey,
    // Ollama and LocalAI need no key, so naming a server is enough.
    configured: Boolean(apiKey || explicitBaseUrl),
    visionModel: setting("OPENAI_VISION_MODEL") ?? "gpt-4o-mini",
    transcribeModel: setting("OPENAI_TRANSCRIBE_MODEL") ?? "whisper-1",
    speechModels: models("speech", ["OPENAI_SPEECH_MODELS", "OPENAI_SPEECH_MODEL"], ["tts-1", "tts-1-hd"]),
    imageModels: models("image", ["OPENAI_IMAGE_MODELS"], ["gpt-image-1", "dall-e-3"]),
    timeoutMs: seconds("OPENAI_TIMEOUT_SECONDS"),
  };
}

export function replicateConfig(): ReplicateConfig {
  const token = setting("REPLICATE_API_TOKEN");
  return {
    baseUrl: trimSlash(setting("REPLICATE_BASE_URL") ?? REPLICATE_DEFAULT_BASE_URL),
    token,
    configured: Boolean(token),
    swapModel: setting("REPLICATE_SWAP_MODEL") ?? REPLICATE_DEFAULTS.swap,
    tryOnModel: setting("REPLICATE_TRYON_MODEL") ?? REPLICATE_DEFAULTS.tryOn,
    videoModels: models("video", ["REPLICATE_VIDEO_MODELS"], [REPLICATE_DEFAULTS.video]),
    musicModels: models("music", ["REPLICATE_MUSIC_MODELS", "REPLICATE_MUSIC_MODEL"], [REPLICATE_DEFAULTS.music]),
    upscaleModel: setting("REPLICATE_UPSCALE_MODEL") ?? REPLICATE_DEFAULTS.upscale,
  };
}

/**
 * Start-up check of the provider settings: throws, naming the setting and the model, when a model is
 * offered without a price, so the server never charges a guess.
 */
export function checkProviderSettings(): void {
  openAiConfig();
  replicateConfig();
}

/** Whether each remote provider can be used, with the operator-facing reason when it cannot. */
export function providerStatus(): { openai: ProviderAvailability; replicate: ProviderAvailability } {
  return { openai: openAiAvailability(openAiConfig()), replicate: replicateAvailability(replicateConfig()) };
}

export function openAiAvailability(config: OpenAiConfig): ProviderAvailability {
  if (!config.configured) return { available: false, reason: "Set OPENAI_API_KEY or OPENAI_BASE_URL to enable the OpenAI-compatible provider." };
  if (!isHttpUrl(config.baseUrl)) return { available: false, reason: "OPENAI_BASE_URL must be an http(s) URL." };
  return { available: true };
}

export function replicateAvailability(config: ReplicateConfig): ProviderAvailability {
  if (!config.configured) return { available: false, reason: "Set REPLICATE_API_TOKEN to enable the Replicate provider." };
  if (!isHttpUrl(config.baseUrl)) return { available: false, reason: "REPLICATE_BASE_URL must be an http(s) URL." };
  const refs: [string, string[]][] = [
    ["REPLICATE_SWAP_MODEL", [config.swapModel]],
    ["REPLICATE_TRYON_MODEL", [config.tryOnModel]],
    ["REPLICATE_VIDEO_MODELS", config.videoModels.map((m) => m.id)],
    ["REPLICATE_MUSIC_MODELS", config.musicModels.map((m) => m.id)],
    ["REPLICATE_UPSCALE_MODEL", [config.upscaleModel]],
  ];
  for (const [variable, values] of refs) {
    if (values.some((value) => !parseModelRef(value))) {
      return { available: false, reason: `${variable} must be owner/name or owner/name:<64-hex version>.` };
    }
  }
  return { available: true };
}

/** `owner/name` or `owner/name:version`, else undefined. */
export function parseModelRef(ref: string): ModelRef | undefined {
  const match = MODEL_REF.exec(ref.trim());
  if (!match) return undefined;
  return match[3] ? { owner: match[1], name: match[2], version: match[3] } : { owner: match[1], name: match[2] };
}

function setting(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

/** A positive number of seconds as milliseconds; undefined (so the default applies) when unset or not positive. */
function seconds(name: string): number | undefined {
  const value = Number(setting(name));
  return Number.isFinite(value) && value > 0 ? value * 1000 : undefined;
}

/** A comma list; undefined (so the default applies) when it names nothing. */
function list(name: string): string[] | undefined {
  const items = (setting(name) ?? "").split(",").map((item) => item.trim()).filter(Boolean);
  return items.length ? items : undefined;
}

/** A model list from the first of `names` that is set (the others are older spellings), else `defaults`, each priced. */
function models(capability: ModelCapability, names: string[], defaults: string[]): PricedModel[] {
  for (const name of names) {
    const entries = list(name);
    if (entries) return priceModels({ setting: name, entries, capability });
  }
  return priceModels({ setting: names[0], entries: defaults, capability });
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}
