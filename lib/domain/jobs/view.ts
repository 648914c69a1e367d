import { isTestAccountId } from "@/lib/core/ids";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { creditsRefundedSql } from "@/lib/domain/credits/ledger";
import { getDb, jobOutputs, jobs, type Db } from "@/lib/platform/db";
import { prepareNamed } from "@/lib/platform/db/named-statements";
import { signFileUrl } from "@/lib/platform/links/signing";
import { expiryOf, isExpired } from "./expiry";
import { registeredJobKinds } from "./hooks";
import type { JobView } from "./schema";
import type { JobOutputRow, JobRow } from "@/lib/platform/db";

/** The columns a job's view shows: a read fetches (and the embedded database decodes) only these. */
const viewedJob = {
  id: jobs.id,
  accountId: jobs.accountId,
  kind: jobs.kind,
  status: jobs.status,
  params: jobs.params,
  result: jobs.result,
  errorCode: jobs.errorCode,
  errorMessage: jobs.errorMessage,
  creditsCharged: jobs.creditsCharged,
  progress: jobs.progress,
  createdAt: jobs.createdAt,
  startedAt: jobs.startedAt,
  completedAt: jobs.completedAt,
  expiredAt: jobs.expiredAt,
};
const viewedOutput = {
  id: jobOutputs.id,
  name: jobOutputs.name,
  mime: jobOutputs.mime,
  sizeBytes: jobOutputs.sizeBytes,
  width: jobOutputs.width,
  height: jobOutputs.height,
  durationSeconds: jobOutputs.durationSeconds,
};
type ViewedJob = Pick<JobRow, keyof typeof viewedJob>;
type ViewedOutput = Pick<JobOutputRow, keyof typeof viewedOutput>;
type LoadedJob = { job: ViewedJob; outputs: ViewedOutput[]; creditsRefunded: number };

/** The job view's one query, prepared once per database handle: planned once per PostgreSQL connection or PGlite handle. */
function jobQuery(db: Db) {
  const query = db
    .select({ job: viewedJob, output: viewedOutput, creditsRefunded: creditsRefundedSql(jobs.accountId, jobs.id) })
    .from(jobs)
    .leftJoin(jobOutputs, and(eq(jobOutputs.jobId, jobs.id), eq(jobs.status, "complete")))
    .where(and(eq(jobs.id, sql.placeholder("jobId")), eq(jobs.accountId, sql.placeholder("accountId"))))
    .orderBy(asc(jobOutputs.position));
  return prepareNamed(query, "darkroom_job_view");
}

const prepared = new WeakMap<Db, ReturnType<typeof jobQuery>>();

/** A job with its outputs (when complete) and its refunds, in one query. */
async function loadJob({ accountId, jobId }: { accountId: string; jobId: string }): Promise<LoadedJob | null> {
  const db = await getDb();
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = jobQuery(db)));
  const rows = await query.execute({ accountId, jobId });
  if (!rows.length) return null;
  return { job: rows[0].job, outputs: rows.flatMap((row) => (row.output ? [row.output] : [])), creditsRefunded: rows[0].creditsRefunded };
}

/** Loads a job and checks tenancy: another account's job is indistinguishable from a missing one. */
export async function getJobOrThrow({ accountId, jobId }: { accountId: string; jobId: string }): Promise<JobRow> {
  const db = await getDb();
  const [row] = await db.select().from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.accountId, accountId)));
  if (!row) throw new ApiError("not_found", `No job ${jobId}.`);
  return row;
}

/** Reads a job's public view in one query, with the same tenancy rule: another account's job is indistinguishable from a missing one. */
export async function readJobOrThrow({ accountId, jobId, baseUrl }: { accountId: string; jobId: string; baseUrl: string }): Promise<JobView> {
  const loaded = await loadJob({ accountId, jobId });
  if (!loaded) throw new ApiError("not_found", `No job ${jobId}.`);
  return presentJob(loaded, baseUrl);
}

/** One output with a fresh signed link, or marked expired (no link) once retention let the job's files go. */
export function describeOutput(output: ViewedOutput, baseUrl: string, { expired }: { expired: boolean }) {
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

/**
 * The public shape of a job row just written (submit, upload, cancel); every read signs fresh output
 * URLs. A completion made in this process hands its `outputs` as written: then nothing is read, since
 * refunds come only with a failure or a cancellation (a kind's onFailed), never with a complete job.
 */
export async function describeJob(job: JobRow, baseUrl: string, { outputs }: { outputs?: ViewedOutput[] } = {}): Promise<JobView> {
  if (outputs && job.status === "complete") return presentJob({ job, outputs, creditsRefunded: 0 }, baseUrl);
  const loaded = await loadJob({ accountId: job.accountId, jobId: job.id });
  return presentJob({ ...(loaded ?? { outputs: [], creditsRefunded: 0 }), job }, baseUrl);
}

function presentJob({ job, outputs: rows, creditsRefunded }: LoadedJob, baseUrl: string): JobView {
  const outputs = rows.map((o) => describeOutput(o, baseUrl, { expired: isExpired(job) }));
  const result = job.result ?? {};
  return {
    id: job.id,
    status: job.status,
    kind: job.kind,
    livemode: !isTestAccountId(job.accountId),
    test: isTestAccountId(job.accountId),
    ...registeredJobKinds().view(job),
    created_at: job.createdAt.toISOString(),
    started_at: job.startedAt?.toISOString() ?? null,
    completed_at: job.completedAt?.toISOString() ?? null,
    progress: job.progress,
    error: job.errorCode ? { code: job.errorCode, message: job.errorMessage ?? "" } : null,
    outputs,
    expired_at: expiryOf(job)?.toISOString() ?? null,
    ...(typeof result.text === "string" ? { text: result.text } : {}),
    ...("data" in result ? { data: result.data } : {}),
    // Net of refunds, as for runs; the refunds themselves are listed beside it.
    credits_charged: job.creditsCharged,
    credits_refunded: creditsRefunded,
    poll_url: `${baseUrl}/api/v1/jobs/${job.id}`,
  };
}

/** One line of the account's work list: a convert, a skill job or a run (uploads are files, not work). */
export type WorkSummary = { id: string; kind: string; status: string; skill: string | null; tools: string[]; created_at: string; credits_charged: number };

/** The account's latest converts, skill jobs and runs, newest first, for the Usage page. */
export async function listRecentWork({ accountId, limit = 50 }: { accountId: string; limit?: number }): Promise<WorkSummary[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      status: jobs.status,
      skill: sql<string | null>`${jobs.params}->>'skill'`,
      // Spelled out: drizzle leaves columns unqualified here, and a bare "id" would name the step's own.
      tools: sql<string | null>`(SELECT string_agg(s.tool, ',' ORDER BY s.position) FROM run_steps s WHERE s.run_id = "jobs"."id")`,
      createdAt: jobs.createdAt,
      creditsCharged: jobs.creditsCharged,
    })
    .from(jobs)
    .where(and(eq(jobs.accountId, accountId), inArray(jobs.kind, ["convert", "skill", "run"])))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    skill: row.skill,
    tools: row.tools ? row.tools.split(",") : [],
    created_at: row.createdAt.toISOString(),
    credits_charged: row.creditsCharged,
  }));
}
