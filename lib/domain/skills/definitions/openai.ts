import path from "node:path";
import { z } from "zod";
import { openAiAvailability, openAiConfig } from "@/lib/platform/providers/config";
import { describeImage, generateImage, synthesizeSpeech, transcribe } from "@/lib/platform/providers/openai-compatible";
import { extractAudio } from "@/lib/platform/media/video-ops";
import { defineSkill, pricedByModel } from "@/lib/domain/skills/define";
import { avFormatOf, outputPathIn, requireInput, skillFile } from "./output-file";
import { inspectProviderFile } from "./downloaded-file";

const availability = () => openAiAvailability(openAiConfig());

export const openAiSkills = [
  defineSkill({
    slug: "alt-text",
    title: "Alt text",
    description: "Writes alternative text that describes the image for screen readers, returned inline.",
    category: "text",
    input: { kinds: ["image"] },
    output: "text",
    options: z
      .object({
        max_length: z.number().int().min(20).max(1000).default(250).describe("Longest answer, in characters"),
        language: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, "Expected a language code such as en or de").default("en").describe("Language of the text"),
      })
      .strict(),
    pricing: { price: 1 },
    availability,
    run: async ({ input, options, signal }) => {
      const file = requireInput(input);
      const prompt =
        `Write alt text for this image in the language "${options.language}". Describe what matters to someone who cannot see it, ` +
        `in at most ${options.max_length} characters. Answer with the alt text only, without quotes or a preamble.`;
      const { text, model } = await describeImage({ imagePath: file.path, mime: file.mime, prompt, maxTokens: Math.ceil(options.max_length / 2), signal });
      const trimmed = text.trim().slice(0, options.max_length);
      return { text: trimmed, data: { model, language: options.language } };
    },
  }),
  defineSkill({
    slug: "transcript",
    title: "Transcript",
    description: "Turns speech in an audio or video file into text, returned inline.",
    category: "text",
    input: { kinds: ["audio", "video"] },
    output: "text",
    options: z
      .object({ language: z.string().regex(/^[a-z]{2,3}$/, "Expected an ISO-639-1 code such as en").optional().describe("Spoken language; detected when left out") })
      .strict(),
    pricing: { price: 2 },
    availability,
    run: async ({ input, options, workDir, signal }) => {
      const file = requireInput(input);
      // Only the sound is sent: smaller uploads, and providers accept audio containers.
      const audioPath = path.join(workDir, "speech.m4a");
      await extractAudio({ inputPath: file.path, inputFormat: await avFormatOf(file), outputPath: audioPath, format: "m4a", signal });
      const result = await transcribe({ filePath: audioPath, fileName: "speech.m4a", mime: "audio/mp4", language: options.language, signal });
      return { text: result.text.trim(), data: { language: result.language ?? options.language ?? null, duration_seconds: result.durationSeconds ?? null } };
    },
  }),
  defineSkill({
    slug: "generate-image",
    title: "Generate image",
    description: "Creates an image from a prompt, optionally starting from a picture you give it.",
    category: "generate",
    input: { kinds: ["image"], optional: true },
    output: "image",
    options: z
      .object({ size: z.string().regex(/^(\d{2,5}x\d{2,5}|auto)$/, 'Expected a size like "1024x1024" or "auto"').default("1024x1024").describe("Output size") })
      .strict(),
    needsPrompt: true,
    get pricing() {
      return pricedByModel(openAiConfig().imageModels);
    },
    availability,
    run: async ({ input, options, prompt, model, workDir, signal }) => {
      const destPath = outputPathIn(workDir);
      const result = await generateImage({ prompt: prompt ?? "", model: model ?? openAiConfig().imageModels[0].id, size: options.size, destPath, startImagePath: input?.path, signal });
      return { file: await inspectProviderFile(destPath, "image"), ...(result.revisedPrompt ? { data: { revised_prompt: result.revisedPrompt } } : {}) };
    },
  }),
  defineSkill({
    slug: "generate-voice",
    title: "Generate voice",
    description: "Speaks the prompt aloud as an audio file (text to speech).",
    category: "generate",
    input: { kinds: [] },
    output: "audio",
    options: z
      .object({
        voice: z.enum(["alloy", "ash", "coral", "echo", "fable", "nova", "onyx", "sage", "shimmer"]).default("alloy").describe("Voice"),
        format: z.enum(["mp3", "wav", "opus", "aac", "flac"]).default("mp3").describe("Audio format"),
      })
      .strict(),
    needsPrompt: true,
    get pricing() {
      return pricedByModel(openAiConfig().speechModels);
    },
    availability,
    run: async ({ options, prompt, model, workDir, signal }) => {
      const destPath = outputPathIn(workDir);
      const result = await synthesizeSpeech({ text: prompt ?? "", model, voice: options.voice, format: options.format, destPath, signal });
      return { file: skillFile(destPath, { mime: result.mime }) };
    },
  }),
];
