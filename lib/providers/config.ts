import { env } from "@/lib/config/env";

export { parseModelRef, type ModelRef } from "./model-ref";

/**
 * Remote provider settings, from the validated environment (`lib/config/env.ts`; a malformed URL,
 * model reference or limit stops the process at start-up).
 *
 * OpenAI-compatible (OpenAI, Ollama, vLLM, LocalAI):
 * | variable                  | default                      | meaning                                        |
 * |---------------------------|------------------------------|------------------------------------------------|
 * | `OPENAI_BASE_URL`         | `https://api.openai.com/v1`  | API root; setting it alone enables the adapter |
 * | `OPENAI_API_KEY`          | (none)                       | bearer key; optional for keyless local servers |
 * | `OPENAI_VISION_MODEL`     | `gpt-4o-mini`                | chat model that reads images (alt text)        |
 * | `OPENAI_TRANSCRIBE_MODEL` | `whisper-1`                  | speech-to-text model                           |
 * | `OPENAI_SPEECH_MODEL`     | `tts-1`                      | text-to-speech model                           |
 * | `OPENAI_IMAGE_MODELS`     | `gpt-image-1,dall-e-3`       | image generators offered, first is the default |
 * | `OPENAI_TIMEOUT_SECONDS`  | per endpoint, 90–300 s       | limit of one request (raise it for slow local models) |
 *
 * Replicate: `REPLICATE_API_TOKEN` (required), `REPLICATE_BASE_URL` (default
 * `https://api.replicate.com/v1`) and one model reference per capability (see REPLICATE_DEFAULTS).
 * A reference is `owner/name` (an official model, run by name) or `owner/name:<64-hex version>`.
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
  speechModel: string;
  imageModels: string[];
  /** Per-request limit set by the operator; each endpoint has its own default otherwise. */
  timeoutMs: number | undefined;
};

export type ReplicateConfig = {
  baseUrl: string;
  token: string | undefined;
  configured: boolean;
  swapModel: string;
  tryOnModel: string;
  videoModels: string[];
  musicModel: string;
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
    speechModel: e.OPENAI_SPEECH_MODEL,
    imageModels: e.OPENAI_IMAGE_MODELS ?? ["gpt-image-1", "dall-e-3"],
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
    videoModels: e.REPLICATE_VIDEO_MODELS ?? [REPLICATE_DEFAULTS.video],
    musicModel: e.REPLICATE_MUSIC_MODEL ?? REPLICATE_DEFAULTS.music,
    upscaleModel: e.REPLICATE_UPSCALE_MODEL ?? REPLICATE_DEFAULTS.upscale,
  };
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
