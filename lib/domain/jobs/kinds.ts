import { convertJob } from "@/lib/domain/convert/convert-job";
import { runJob } from "@/lib/domain/runs/run-job";
import { skillJob } from "@/lib/domain/skills/skill-job";
import { webhookDeliveryJob } from "@/lib/domain/webhooks/delivery-job";
import { jobKindRegistry, type JobKind } from "./job-kind";
import { uploadJob } from "./upload-job";

/**
 * The one list of job kinds. Every entry point that runs, fails or cancels jobs (the worker, the
 * cancel routes, MCP) imports this module; defining a kind registers nothing by itself.
 */
export const JOB_KINDS = [convertJob, skillJob, runJob, uploadJob, webhookDeliveryJob] as const;

export type JobKindName = (typeof JOB_KINDS)[number]["kind"];

export const jobKinds = jobKindRegistry(JOB_KINDS);

/** The kind of that name; an unknown name is refused with an error that lists the known ones. */
export function jobKind(kind: string): JobKind {
  return jobKinds.get(kind);
}
