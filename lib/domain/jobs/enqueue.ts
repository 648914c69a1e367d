import { sql } from "drizzle-orm";
import { createId } from "@/lib/core/ids";
import { jobs, type Tx } from "@/lib/platform/db";
import { currentRequestId } from "@/lib/core/log";
import type { Lane } from "@/lib/platform/config/lanes";

/** Inserts a queued job in the caller's transaction; `runAfterSeconds` holds it back that long. */
export async function enqueueJob(
  tx: Tx,
  job: {
    id?: string;
    accountId: string;
    kind: string;
    lane?: Lane;
    params: Record<string, unknown>;
    input?: { blobKey: string; name: string; mime: string } | null;
    /** Bytes the request staged for the job (its byte-quota share); absent for a reused input. */
    inputSizeBytes?: number | null;
    runAfterSeconds?: number;
  },
): Promise<typeof jobs.$inferSelect> {
  const [row] = await tx
    .insert(jobs)
    .values({
      id: job.id ?? createId("job"),
      accountId: job.accountId,
      kind: job.kind,
      lane: job.lane ?? "cpu",
      status: "queued",
      params: job.params,
      inputBlobKey: job.input?.blobKey ?? null,
      inputName: job.input?.name ?? null,
      inputMime: job.input?.mime ?? null,
      inputSizeBytes: job.inputSizeBytes ?? null,
      requestId: currentRequestId(),
      ...(job.runAfterSeconds ? { runAfter: sql`now() + make_interval(secs => ${job.runAfterSeconds})` } : {}),
    })
    .returning();
  return row;
}
