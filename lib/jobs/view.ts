import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/api/errors";
import { creditsRefundedFor } from "@/lib/credits/ledger";
import { getDb, jobs } from "@/lib/db";
import { signFileUrl } from "@/lib/files/signing";
import { jobKinds } from "./kinds";
import type { JobView } from "./schema";
import { listJobOutputs, type JobOutputRow, type JobRow } from "./queue";

/** Loads a job and checks tenancy: another account's job is indistinguishable from a missing one. */
export async function getJobOrThrow({ accountId, jobId }: { accountId: string; jobId: string }): Promise<JobRow> {
  const db = await getDb();
  const [row] = await db.select().from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.accountId, accountId)));
  if (!row) throw new ApiError("not_found", `No job ${jobId}.`);
  return row;
}

/** One output with a fresh signed link, or marked expired (no link) once retention let the job's files go. */
export function describeOutput(output: JobOutputRow, baseUrl: string, { expired }: { expired: boolean }) {
  const file = {
    name: output.name,
    mime: output.mime,
    size_bytes: output.sizeBytes,
    width: output.width,
    height: output.height,
    ...(output.durationSeconds !== null ? { duration_seconds: output.durationSeconds } : {}),
  };
  if (expired) return { ...file, expired: true };
  const { url, expiresAt } = signFileUrl({ baseUrl, fileId: output.id });
  return { ...file, url, expires_at: expiresAt, expired: false };
}

/** The public shape of a job; every read signs fresh output URLs. */
export async function describeJob(job: JobRow, baseUrl: string): Promise<JobView> {
  const finished = job.status === "complete";
  const outputs = finished ? (await listJobOutputs(job.id)).map((o) => describeOutput(o, baseUrl, { expired: job.expiredAt !== null })) : [];
  const result = job.result ?? {};
  return {
    id: job.id,
    status: job.status,
    kind: job.kind,
    ...jobKinds.view(job),
    created_at: job.createdAt.toISOString(),
    started_at: job.startedAt?.toISOString() ?? null,
    completed_at: job.completedAt?.toISOString() ?? null,
    progress: job.progress,
    error: job.errorCode ? { code: job.errorCode, message: job.errorMessage ?? "" } : null,
    outputs,
    expired_at: job.expiredAt?.toISOString() ?? null,
    ...(typeof result.text === "string" ? { text: result.text } : {}),
    ...("data" in result ? { data: result.data } : {}),
    // Net of refunds, as for runs; the refunds themselves are listed beside it.
    credits_charged: job.creditsCharged,
    credits_refunded: await creditsRefundedFor({ accountId: job.accountId, workId: job.id }),
    poll_url: `${baseUrl}/api/v1/jobs/${job.id}`,
  };
}
