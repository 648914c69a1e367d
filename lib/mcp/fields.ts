import type { JobRequest } from "@/lib/domain/jobs/job-request";

/** Tool arguments as a file-less job request, so the REST rules for sources and options read them unchanged. */
export function fieldsOnly(fields: Record<string, unknown>): JobRequest {
  return { fields, cleanup: async () => {} };
}
