import { and, asc, eq } from "drizzle-orm";
import { isExpired } from "@/lib/domain/jobs/expiry";
import { ApiError } from "@/lib/core/errors";
import { getDb, jobs, runs, runSteps } from "@/lib/platform/db";
import { signFileUrl } from "@/lib/platform/links/signing";
import { describeJob } from "@/lib/domain/jobs/view";
import type { JobRow } from "@/lib/platform/db";

/** Loads a run of the account (its job row); another account's run is a 404. */
export async function getRunOrThrow({ accountId, runId }: { accountId: string; runId: string }): Promise<JobRow> {
  const db = await getDb();
  const [row] = await db.select().from(jobs).where(and(eq(jobs.id, runId), eq(jobs.accountId, accountId), eq(jobs.kind, "run")));
  if (!row) throw new ApiError("not_found", `No run ${runId}.`);
  return row;
}

/**
 * The public shape of a run: the job fields plus each step's state, charge, output and timings. A
 * failed run's `error.step` is the step it failed at; the step count with `stage: "output"` means
 * every step finished and the final `output` encode failed.
 */
export async function describeRun(run: JobRow, baseUrl: string) {
  const db = await getDb();
  const [line] = await db.select().from(runs).where(eq(runs.id, run.id));
  const steps = await db.select().from(runSteps).where(eq(runSteps.runId, run.id)).orderBy(asc(runSteps.position));
  const failedAt = line?.failedStep ?? null;
  const job = await describeJob(run, baseUrl);
  return {
    ...job,
    poll_url: `${baseUrl}/api/v1/runs/${run.id}`,
    recipe_id: line?.recipeId ?? null,
    output_format: line?.output ?? null,
    error: job.error ? { ...job.error, ...(failedAt !== null ? { step: failedAt, ...(failedAt === steps.length ? { stage: "output" as const } : {}) } : {}) } : null,
    steps: steps.map((s) => ({
      step: s.position,
      tool: s.tool,
      status: s.status,
      credits_charged: s.creditsCharged,
      refunded: s.refunded,
      output: s.outputBlobKey
        ? {
            name: s.outputName,
            mime: s.outputMime,
            size_bytes: s.outputSizeBytes,
            width: s.outputWidth,
            height: s.outputHeight,
            ...(s.outputDurationSeconds !== null ? { duration_seconds: s.outputDurationSeconds } : {}),
            ...(isExpired(run) ? { expired: true } : { ...signedUrl(s.id, baseUrl), expired: false }),
          }
        : null,
      ...(typeof s.result?.text === "string" ? { text: s.result.text } : {}),
      ...(s.result && "data" in s.result ? { data: s.result.data } : {}),
      error: s.errorCode ? { code: s.errorCode, message: s.errorMessage ?? "" } : null,
      started_at: s.startedAt?.toISOString() ?? null,
      completed_at: s.completedAt?.toISOString() ?? null,
    })),
  };
}

function signedUrl(fileId: string, baseUrl: string) {
  const { url, expiresAt } = signFileUrl({ baseUrl, fileId });
  return { url, expires_at: expiresAt };
}
