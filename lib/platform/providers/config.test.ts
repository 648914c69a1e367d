import { afterEach, describe, expect, it } from "vitest";
import { env, resetEnvForTests } from "@/lib/platform/config/env";
import { checkProviderSettings, openAiConfig, parseModelRef, providerStatus, replicateConfig, REPLICATE_DEFAULTS } from "./config";
import { ModelSettingError } from "./models";

const VARIABLES = [
  "OPENAI_BASE_URL",
  "OPENAI_API_KEY",
  "OPENAI_VISION_MODEL",
  "OPENAI_IMAGE_MODELS",
  "OPENAI_SPEECH_MODELS",
  "OPENAI_SPEECH_MODEL",
  "OPENAI_TIMEOUT_SECONDS",
  "REPLICATE_API_TOKEN",
  "REPLICATE_BASE_URL",
  "REPLICATE_SWAP_MODEL",
  "REPLICATE_VIDEO_MODELS",
  "REPLICATE_MUSIC_MODELS",
  "REPLICATE_MUSIC_MODEL",
];
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));

afterEach(() => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetEnvForTests();
});

/** Clears the provider variables, sets `vars`, and makes env() read them again. */
function setEnv(vars: Record<string, string> = {}): void {
  for (const name of VARIABLES) delete process.env[name];
  Object.assign(process.env, vars);
  resetEnvForTests();
}

describe("providerStatus", () => {
  it("says what to set when nothing is configured", () => {
    setEnv();
    expect(providerStatus()).toEqual({
      openai: { available: false, reason: "Set OPENAI_API_KEY or OPENAI_BASE_URL to enable the OpenAI-compatible provider." },
      replicate: { available: false, reason: "Set REPLICATE_API_TOKEN to enable the Replicate provider." },
    });
  });

  it("counts a base URL alone as configured, for keyless servers like Ollama", () => {
    setEnv({ OPENAI_BASE_URL: "http://localhost:11434/v1/" });
    expect(providerStatus().openai).toEqual({ available: true });
    expect(openAiConfig()).toMatchObject({ baseUrl: "http://localhost:11434/v1", apiKey: undefined, configured: true });
  });

  it("uses the OpenAI defaults with a key alone", () => {
    setEnv({ OPENAI_API_KEY: "sk-abc" });
    expect(openAiConfig()).toEqual({
      baseUrl: "https://api.openai.com/v1",
      apiKey: "sk-abc",
      configured: true,
      visionModel: "gpt-4o-mini",
      transcribeModel: "whisper-1",
      speechModels: [
        { id: "tts-1", price: 2 },
        { id: "tts-1-hd", price: 4 },
      ],
      imageModels: [
        { id: "gpt-image-1", price: 8 },
        { id: "dall-e-3", price: 6 },
      ],
      timeoutMs: undefined,
    });
  });

  it("reads model overrides and comma lists", () => {
    setEnv({
      OPENAI_API_KEY: "sk-abc",
      OPENAI_VISION_MODEL: "llava:13b",
      OPENAI_IMAGE_MODELS: " dall-e-2 , , gpt-image-1 ",
      OPENAI_TIMEOUT_SECONDS: "2.5",
      REPLICATE_API_TOKEN: "r8_x",
      REPLICATE_VIDEO_MODELS: "minimax/video-01,kwaivgi/kling-v1.6-standard=55",
    });
    expect(openAiConfig()).toMatchObject({ visionModel: "llava:13b", imageModels: [{ id: "dall-e-2", price: 2 }, { id: "gpt-image-1", price: 8 }], timeoutMs: 2500 });
    expect(replicateConfig().videoModels).toEqual([
      { id: "minimax/video-01", price: 40 },
      { id: "kwaivgi/kling-v1.6-standard", price: 55 },
    ]);
  });

  it("keeps the default list or limit when a variable names nothing", () => {
    setEnv({ OPENAI_IMAGE_MODELS: " , ", OPENAI_TIMEOUT_SECONDS: " ", REPLICATE_VIDEO_MODELS: "," });
    expect(openAiConfig().imageModels.map((m) => m.id)).toEqual(["gpt-image-1", "dall-e-3"]);
    expect(openAiConfig().timeoutMs).toBeUndefined();
    expect(replicateConfig().videoModels).toEqual([{ id: REPLICATE_DEFAULTS.video, price: 40 }]);
  });

  it("refuses, naming the variable, a limit that is not a number and a base URL that is not http(s)", () => {
    setEnv({ OPENAI_TIMEOUT_SECONDS: "soon" });
    expect(() => providerStatus()).toThrow(/OPENAI_TIMEOUT_SECONDS/);
    setEnv({ OPENAI_BASE_URL: "ftp://models.example" });
    expect(() => providerStatus()).toThrow(/OPENAI_BASE_URL: must be an http\(s\) URL/);
    setEnv({ REPLICATE_API_TOKEN: "r8_x", REPLICATE_BASE_URL: "not a url" });
    expect(() => providerStatus()).toThrow(/REPLICATE_BASE_URL: must be an http\(s\) URL/);
  });

  it("names the Replicate variable holding a malformed model reference", () => {
    setEnv({ REPLICATE_API_TOKEN: "r8_x" });
    expect(providerStatus().replicate).toEqual({ available: true });
    setEnv({ REPLICATE_API_TOKEN: "r8_x", REPLICATE_SWAP_MODEL: "face-swap" });
    expect(() => env()).toThrow("REPLICATE_SWAP_MODEL: must be owner/name or owner/name:<64-hex version>");
  });
});

describe("model lists and their prices", () => {
  it("prices known models by name (a pinned Replicate version included) and others by their id=credits entry", () => {
    setEnv({ OPENAI_SPEECH_MODELS: "tts-1-hd, kokoro = 1", REPLICATE_MUSIC_MODELS: `${REPLICATE_DEFAULTS.music},acme/tunes=0` });
    expect(openAiConfig().speechModels).toEqual([
      { id: "tts-1-hd", price: 4 },
      { id: "kokoro", price: 1 },
    ]);
    expect(replicateConfig().musicModels).toEqual([
      { id: REPLICATE_DEFAULTS.music, price: 10 },
      { id: "acme/tunes", price: 0 },
    ]);
    expect(() => checkProviderSettings()).not.toThrow();
  });

  it("still reads the older one-model settings when the list is not set", () => {
    setEnv({ OPENAI_SPEECH_MODEL: "gpt-4o-mini-tts", REPLICATE_MUSIC_MODEL: "meta/musicgen" });
    expect(openAiConfig().speechModels).toEqual([{ id: "gpt-4o-mini-tts", price: 3 }]);
    expect(replicateConfig().musicModels).toEqual([{ id: "meta/musicgen", price: 10 }]);
  });

  it("refuses to start with a model offered without a price, naming the setting and the model", () => {
    const cases: [string, string, RegExp][] = [
      ["OPENAI_IMAGE_MODELS", "gpt-image-1,flux-dev", /^OPENAI_IMAGE_MODELS offers the model flux-dev without a price\. Write it as flux-dev=<credits per run>/],
      ["OPENAI_SPEECH_MODEL", "kokoro", /^OPENAI_SPEECH_MODEL offers the model kokoro without a price/],
      ["REPLICATE_VIDEO_MODELS", "minimax/video-01,kwaivgi/kling-v1.6-standard", /^REPLICATE_VIDEO_MODELS offers the model kwaivgi\/kling-v1\.6-standard without a price/],
      ["REPLICATE_MUSIC_MODELS", "acme/tunes", /^REPLICATE_MUSIC_MODELS offers the model acme\/tunes without a price/],
      ["OPENAI_SPEECH_MODELS", "kokoro=cheap", /^OPENAI_SPEECH_MODELS: the price of kokoro must be a whole number of credits/],
      ["OPENAI_IMAGE_MODELS", "dall-e-3,dall-e-3=1", /^OPENAI_IMAGE_MODELS names the model dall-e-3 twice/],
    ];
    for (const [name, value, message] of cases) {
      setEnv({ [name]: value });
      let thrown: unknown;
      try {
        checkProviderSettings();
      } catch (error) {
        thrown = error;
      }
      expect(thrown, name).toBeInstanceOf(ModelSettingError);
      expect((thrown as Error).message, name).toMatch(message);
    }
  });
});

describe("parseModelRef", () => {
  it("splits owner/name and owner/name:version", () => {
    expect(parseModelRef("minimax/video-01")).toEqual({ owner: "minimax", name: "video-01" });
    const [ref, version] = REPLICATE_DEFAULTS.swap.split(":");
    expect(parseModelRef(REPLICATE_DEFAULTS.swap)).toEqual({ owner: ref.split("/")[0], name: ref.split("/")[1], version });
  });

  it("refuses anything else", () => {
    for (const bad of ["video-01", "a/b/c", "owner/name:latest", "owner/name:ABC", "../x/y", "owner/ name"]) {
      expect(parseModelRef(bad), bad).toBeUndefined();
    }
  });

  it("accepts every default", () => {
    for (const ref of Object.values(REPLICATE_DEFAULTS)) expect(parseModelRef(ref), ref).toBeDefined();
  });
});
