import { priceOf } from "./define";
import { runSkillFor } from "./test-fakes";
import { z } from "zod";
import { refundJob } from "@/lib/domain/jobs/charges";
import { defineJobKind } from "@/lib/domain/jobs/job-kind";
import { storeOutputFile } from "@/lib/domain/jobs/outputs";
import { blobStore } from "@/lib/platform/storage";
import { getSkillOrThrow } from "./catalogue";
import { openAiSkills } from "./definitions/openai";
import { replicateSkills } from "./definitions/replicate";

/** Skills that wait on a provider's network call run in the io lane; local ones (sharp, ffmpeg, ONNX) in cpu. */
const REMOTE_SKILLS = new Set([...openAiSkills, ...replicateSkills].map((skill) => skill.slug));

/** A stored file a job refers to besides its input (a skill's reference image). */
export const StoredFileRef = z.object({ blobKey: z.string(), name: z.string(), mime: z.string() });

/** What a queued skill job carries. */
export const SkillJobParams = z.object({
  skill: z.string(),
  // No options stored means the skill's defaults.
  options: z.record(z.string(), z.unknown()).default({}),
  prompt: z.string().optional(),
  model: z.string().optional(),
  reference: StoredFileRef.nullable().optional(),
});
export type SkillJobParams = z.infer<typeof SkillJobParams>;

export const skillJob = defineJobKind({
  kind: "skill",
  title: "A skill",
  params: SkillJobParams,
  view: (params) => ({ skill: params.skill }),
  lane: (params) => (REMOTE_SKILLS.has(params.skill) ? "io" : "cpu"),
  async handle({ job, params, input, workDir, signal, reportProgress }) {
    const skill = getSkillOrThrow(params.skill);
    const reference = params.reference
      ? { path: await blobStore().localPath(params.reference.blobKey, workDir), name: params.reference.name, mime: params.reference.mime }
      : null;
    const result = await runSkillFor(job.accountId, skill, priceOf(skill, params.model), { input, reference, options: params.options, prompt: params.prompt, model: params.model, workDir, signal, reportProgress });
    const outputs = result.file
      ? [
          await storeOutputFile({
            path: result.file.path,
            naming: { from: job.inputName, fallback: skill.slug, suffix: `-${skill.slug}`, extension: result.file.extension },
            mime: result.file.mime,
            width: result.file.width,
            height: result.file.height,
            durationSeconds: result.file.durationSeconds,
          }),
        ]
      : [];
    const inline = {
      ...(result.text !== undefined ? { text: result.text } : {}),
      ...(result.data !== undefined ? { data: result.data } : {}),
    };
    return { outputs, result: inline };
  },
  // Failure and cancellation give the credits back, once, in the transaction that records them.
  onFailed: async (tx, job) => {
    await refundJob(tx, { jobId: job.id });
  },
});
