import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { refundCharge } from "@/lib/credits/ledger";
import { jobs } from "@/lib/db";
import { blobStore, newBlobKey } from "@/lib/storage";
import { defineJobKind } from "@/lib/jobs/registry";
import type { JobRow } from "@/lib/jobs/queue";
import { getSkillOrThrow } from "./catalogue";
import type { SkillJobParams } from "./schema";

/** The ledger key of a job's charge; the refund derives its own unique key from it. */
export function jobChargeKey(jobId: string): string {
  return `job:${jobId}`;
}

function outputName(job: JobRow, slug: string, extension: string): string {
  const base = job.inputName ? path.basename(job.inputName, path.extname(job.inputName)).slice(0, 80) : slug;
  return `${base}-${slug}.${extension}`;
}

export const skillJob = defineJobKind({
  kind: "skill",
  async handle({ job, input, workDir, signal, reportProgress }) {
    const params = job.params as unknown as SkillJobParams;
    const skill = getSkillOrThrow(params.skill);
    const reference = params.reference
      ? { path: await blobStore().localPath(params.reference.blobKey, workDir), name: params.reference.name, mime: params.reference.mime }
      : null;
    const result = await skill.run({ input, reference, options: params.options, prompt: params.prompt, model: params.model, workDir, signal, reportProgress });
    const outputs = [];
    if (result.file) {
      const blobKey = newBlobKey("output");
      const { sizeBytes } = await blobStore().putFile(blobKey, result.file.path);
      outputs.push({
        blobKey,
        name: outputName(job, skill.slug, result.file.extension),
        mime: result.file.mime,
        sizeBytes,
        width: result.file.width,
        height: result.file.height,
        durationSeconds: result.file.durationSeconds,
      });
    }
    const inline = {
      ...(result.text !== undefined ? { text: result.text } : {}),
      ...(result.data !== undefined ? { data: result.data } : {}),
    };
    return { outputs, result: inline };
  },
  // Failure and cancellation give the credits back, once, in the transaction that records them.
  onFailed: async (tx, job) => {
    const refunded = await refundCharge(tx, { chargeKey: jobChargeKey(job.id) });
    if (refunded > 0) await tx.update(jobs).set({ creditsCharged: sql`${jobs.creditsCharged} - ${refunded}` }).where(eq(jobs.id, job.id));
  },
});
