import { afterEach, describe, expect, it } from "vitest";
import { env, resetEnvForTests } from "@/lib/config/env";
import { openAiConfig, parseModelRef, providerStatus, replicateConfig, REPLICATE_DEFAULTS } from "./config";

const VARIABLES = [
  "OPENAI_BASE_URL",
  "OPENAI_API_KEY",
  "OPENAI_VISION_MODEL",
  "OPENAI_IMAGE_MODELS",
  "OPENAI_TIMEOUT_SECONDS",
  "REPLICATE_API_TOKEN",
  "REPLICATE_BASE_URL",
  "REPLICATE_SWAP_MODEL",
  "REPLICATE_VIDEO_MODELS",
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
      speechModel: "tts-1",
      imageModels: ["gpt-image-1", "dall-e-3"],
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
      REPLICATE_VIDEO_MODELS: "minimax/video-01,kwaivgi/kling-v1.6-standard",
    });
    expect(openAiConfig()).toMatchObject({ visionModel: "llava:13b", imageModels: ["dall-e-2", "gpt-image-1"], timeoutMs: 2500 });
    expect(replicateConfig().videoModels).toEqual(["minimax/video-01", "kwaivgi/kling-v1.6-standard"]);
  });

  it("keeps the default list or limit when a variable names nothing", () => {
    setEnv({ OPENAI_IMAGE_MODELS: " , ", OPENAI_TIMEOUT_SECONDS: " ", REPLICATE_VIDEO_MODELS: "," });
    expect(openAiConfig().imageModels).toEqual(["gpt-image-1", "dall-e-3"]);
    expect(openAiConfig().timeoutMs).toBeUndefined();
    expect(replicateConfig().videoModels).toEqual([REPLICATE_DEFAULTS.video]);
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
