import { onAccountChanged } from "@/lib/domain/accounts/accounts";
import { forgetAccountKeys } from "@/lib/domain/keys/keys";
import { convertJob } from "@/lib/domain/convert/convert-job";
import { runJob } from "@/lib/domain/runs/run-job";
import { skillJob } from "@/lib/domain/skills/skill-job";
import { webhookDeliveryJob } from "@/lib/domain/webhooks/delivery-job";
import { announceDeliveries, jobEventWanted, recordJobEvent } from "@/lib/domain/webhooks/outbox";
import { onJobEnded, registerJobKinds } from "@/lib/domain/jobs/hooks";
import { jobKindRegistry, type JobKind } from "@/lib/domain/jobs/job-kind";
import { uploadJob } from "@/lib/domain/jobs/upload-job";
import { onAssetDeleted, provideDeliveryLinks } from "@/lib/domain/vault/hooks";
import { deliveryLinker } from "@/lib/domain/delivery/links";
import { forgetDeletedAsset } from "@/lib/domain/delivery/variants";
import { batchEndWanted, settleBatch } from "@/lib/domain/batches/settle";
import { describeBatch, getBatchOrThrow } from "@/lib/domain/batches/view";
import { provideSubjectView } from "@/lib/domain/webhooks/subject-views";

/**
 * The domain's wiring, the one module that sees every domain: the job kinds the queue runs, the
 * webhook outbox and batches hooked to the end of every job, the key cache hooked to account changes and the
 * Vault's delivery links, so that no domain imports one above it. Every entry point (the API
 * wrapper, MCP, the server runtime, the test setup) imports this module once.
 */
export const JOB_KINDS = [convertJob, skillJob, runJob, uploadJob, webhookDeliveryJob] as const;

export type JobKindName = (typeof JOB_KINDS)[number]["kind"];

export const jobKinds = jobKindRegistry(JOB_KINDS);

/** The kind of that name; an unknown name is refused with an error that lists the known ones. */
export function jobKind(kind: string): JobKind {
  return jobKinds.get(kind);
}

registerJobKinds(jobKinds);
// A job's end becomes webhook deliveries in the same transaction; they are announced once it commits.
onJobEnded(
  async (tx, job) => {
    const deliveries = await recordJobEvent(tx, job);
    return () => announceDeliveries(deliveries);
  },
  { wanted: jobEventWanted },
);
// A batch's last item to end ends the batch, in the same transaction (its batch.completed event with it).
onJobEnded(settleBatch, { wanted: batchEndWanted });
provideSubjectView("batch.", async ({ accountId, subjectId, baseUrl }) => describeBatch(await getBatchOrThrow({ accountId, batchId: subjectId }), baseUrl));
// A plan or role change reaches this process's cached key lookups at once.
onAccountChanged(forgetAccountKeys);
// Vault assets show their delivery URL; a deleted asset takes its rendered variants with it, and its signed URLs answer 404.
provideDeliveryLinks(deliveryLinker);
onAssetDeleted(forgetDeletedAsset);
