import { env } from "@/lib/platform/config/env";
import { priceModels, type ModelCapability, type PricedModel } from "./models";

export { parseModelRef, type ModelRef } from "@/lib/platform/config/model-ref";

/**
 * Remote provider settings, from the validated environment (`lib/platform/config/env.ts`; a malformed URL,
 * model reference or limit stops the process at start-up).
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

export function openAiConfig(): OpenAiConfig {
  const e = env();
  return {
    baseUrl: e.OPENAI_BASE_URL ?? OPENAI_DEFAULT_BASE_URL,
    apiKey: e.OPENAI_API_KEY,
    // Ollama and LocalAI need no key, so naming a server is enough.
    configured: Boolean(e.OPENAI_API_KEY || e.OPENAI_BASE_URL),
    visionModel: e.OPENAI_VISION_MODEL,
    transcribeModel: e.OPENAI_TRANSCRIBE_MODEL,
    speechModels: models("speech", [["OPENAI_SPEECH_MODELS", e.OPENAI_SPEECH_MODELS], ["OPENAI_SPEECH_MODEL", single(e.OPENAI_SPEECH_MODEL)]], ["tts-1", "tts-1-hd"]),
    imageModels: models("image", [["OPENAI_IMAGE_MODELS", e.OPENAI_IMAGE_MODELS]], ["gpt-image-1", "dall-e-3"]),
    timeoutMs: e.OPENAI_TIMEOUT_SECONDS === undefined ? undefined : e.OPENAI_TIMEOUT_SECONDS * 1000,
  };
}

export function replicateConfig(): ReplicateConfig {
  const e = env();
  return {
    baseUrl: e.REPLICATE_BASE_URL ?? REPLICATE_DEFAULT_BASE_URL,
    token: e.REPLICATE_API_TOKEN,
    configured: Boolean(e.REPLICATE_API_TOKEN),
    swapModel: e.REPLICATE_SWAP_MODEL ?? REPLICATE_DEFAULTS.swap,
    tryOnModel: e.REPLICATE_TRYON_MODEL ?? REPLICATE_DEFAULTS.tryOn,
    videoModels: models("video", [["REPLICATE_VIDEO_MODELS", e.REPLICATE_VIDEO_MODELS]], [REPLICATE_DEFAULTS.video]),
    musicModels: models("music", [["REPLICATE_MUSIC_MODELS", e.REPLICATE_MUSIC_MODELS], ["REPLICATE_MUSIC_MODEL", single(e.REPLICATE_MUSIC_MODEL)]], [REPLICATE_DEFAULTS.music]),
    upscaleModel: e.REPLICATE_UPSCALE_MODEL ?? REPLICATE_DEFAULTS.upscale,
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
  return { available: true };
}

export function replicateAvailability(config: ReplicateConfig): ProviderAvailability {
  if (!config.configured) return { available: false, reason: "Set REPLICATE_API_TOKEN to enable the Replicate provider." };
  return { available: true };
}

function single(value: string | undefined): string[] | undefined {
  return value === undefined ? undefined : [value];
}

/** A model list from the first setting that is set (the others are older spellings), else `defaults`, each priced. */
function models(capability: ModelCapability, settings: Array<[name: string, entries: string[] | undefined]>, defaults: string[]): PricedModel[] {
  for (const [name, entries] of settings) {
    if (entries) return priceModels({ setting: name, entries, capability });
  }
  return priceModels({ setting: settings[0][0], entries: defaults, capability });
}
