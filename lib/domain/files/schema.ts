import { z } from "zod";
import { OutputView } from "@/lib/domain/jobs/schema";

/** One kept upload: its job id (the `job_id` every call takes) and its file, with a fresh signed link. */
export const UploadView = OutputView.extend({
  id: z.string().describe("The upload's job id, to pass as job_id"),
  created_at: z.string(),
});
export type UploadView = z.infer<typeof UploadView>;

export const UploadListView = z.object({ uploads: z.array(UploadView) });
export type UploadListView = z.infer<typeof UploadListView>;

export const ListUploadsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50).describe("How many of the newest uploads, 1-100"),
});

export const ForgottenUploadsView = z.object({ forgotten: z.number().int().describe("How many uploads were let go") });
