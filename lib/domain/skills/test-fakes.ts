import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { isTestAccountId } from "@/lib/core/ids";
import { runFfmpeg } from "@/lib/platform/media/ffmpeg";
import { sineWav } from "@/lib/platform/media/wav";
import type { Skill, SkillResult, SkillRunContext } from "./define";

/** Seconds of the fake audio and video a test-mode generator makes. */
const FAKE_SECONDS = 1;
const FAKE_SIDE = 256;

/**
 * Runs a skill for its job's account: in test mode (a test twin's work) a paid skill runs its built-in,
 * deterministic fake instead (no provider called, no network, no model loaded); free skills, which run
 * here anyway, run for real. The same input, options and prompt always give the same output.
 */
export function runSkillFor(accountId: string, skill: Skill, price: number, ctx: SkillRunContext<Record<string, unknown>>): Promise<SkillResult> {
  return isTestAccountId(accountId) && price > 0 ? fakeSkill(skill, ctx) : skill.run(ctx);
}

async function fakeSkill(skill: Skill, ctx: SkillRunContext<Record<string, unknown>>): Promise<SkillResult> {
  const digest = createHash("sha256").update(skill.slug).update(JSON.stringify(ctx.options)).update(ctx.prompt ?? "").update(ctx.model ?? "");
  if (ctx.input) digest.update(await fs.readFile(ctx.input.path));
  const seed = digest.digest();
  const tag = seed.toString("hex").slice(0, 12);
  ctx.reportProgress(0.5);
  const out = (extension: string) => path.join(ctx.workDir, `test-${skill.slug}.${extension}`);
  switch (skill.output) {
    case "text":
      return { text: `Test mode: ${skill.title} of ${ctx.input?.name ?? "the prompt"} (${tag}). No provider was called.` };
    case "image": {
      const file = out("png");
      const source = ctx.input?.mime.startsWith("image/") ? sharp(ctx.input.path).greyscale() : sharp({ create: { width: FAKE_SIDE, height: FAKE_SIDE, channels: 3, background: colourOf(seed) } });
      const { width, height } = await source.png().toFile(file);
      return { file: { path: file, mime: "image/png", extension: "png", width, height } };
    }
    case "audio": {
      const file = out("wav");
      await fs.writeFile(file, sineWav({ seconds: FAKE_SECONDS, frequency: 220 + (seed[0] % 64) * 10 }));
      return { file: { path: file, mime: "audio/wav", extension: "wav", durationSeconds: FAKE_SECONDS } };
    }
    case "video": {
      const file = out("mp4");
      const { r, g, b } = colourOf(seed);
      const colour = [r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("");
      await runFfmpeg({
        args: ["-f", "lavfi", "-i", `color=c=0x${colour}:s=${FAKE_SIDE}x${FAKE_SIDE}:d=${FAKE_SECONDS}:r=10`, "-c:v", "libx264", "-pix_fmt", "yuv420p", "-bitexact", "-f", "mp4", "-y", file],
        timeoutMs: 60_000,
        signal: ctx.signal,
      });
      return { file: { path: file, mime: "video/mp4", extension: "mp4", width: FAKE_SIDE, height: FAKE_SIDE, durationSeconds: FAKE_SECONDS } };
    }
  }
}

function colourOf(seed: Buffer): { r: number; g: number; b: number } {
  return { r: seed[1], g: seed[2], b: seed[3] };
}
