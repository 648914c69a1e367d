import { z } from "zod";
import { JOB_STATUSES } from "@/lib/core/job-status";
import { OutputView } from "@/lib/domain/jobs/schema";
import { DroppedOptions, LineOutput, MAX_STEPS, StepInput } from "@/lib/domain/lines/schema";

/** One input of a batch: an earlier job's output or a public URL (files come as multipart `file` parts). */
export const BatchItemInput = z.union([
  z.object({ job_id: z.string().min(1).describe("Reuse a finished job's output") }).strict(),
  z.object({ url: z.string().min(1).describe("Public URL of the file; fetched by the item's run as it starts") }).strict(),
]);
export type BatchItemInput = z.infer<typeof BatchItemInput>;

export const BatchInput = z
  .object({
    steps: z.array(StepInput).min(1).max(MAX_STEPS).optional().describe("The line, written inline"),
    recipe: z.string().optional().describe("A recipe id, instead of steps"),
    output: LineOutput.optional().describe("Final format and quality, for lines that end in an image or a video"),
    inputs: z.array(BatchItemInput).optional().describe("The inputs, at most BATCH_MAX_ITEMS with the uploaded files; each becomes a run"),
  })
  .strict();
export type BatchInput = z.infer<typeof BatchInput>;

export const BATCH_STATUSES = ["queued", "running", "complete", "partial", "failed", "canceled"] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const BatchAccepted = z.object({
  id: z.string().describe("bat_…"),
  status: z.enum(BATCH_STATUSES),
  poll_url: z.string(),
  item_count: z.number().int(),
  quoted_credits: z.number().int().describe("What every item's line costs together; the balance covered it when the batch started"),
  dropped_options: DroppedOptions.optional(),
});
export type BatchAccepted = z.infer<typeof BatchAccepted>;

export const BatchItemView = z.object({
  input: z
    .object({
      name: z.string().nullable().describe("The input's file name, which its outputs are named after in the archive; null for a URL not fetched yet"),
      file: z.string().optional().describe("An uploaded file's name"),
      url: z.string().optional(),
      job_id: z.string().optional(),
    })
    .describe("What this item was given"),
  run_id: z.string(),
  status: z.enum(JOB_STATUSES),
  outputs: z.array(OutputView),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});

export const BatchView = z.object({
  id: z.string(),
  status: z.enum(BATCH_STATUSES).describe("queued until an item starts; running; then complete (every item), partial, failed (none) or canceled"),
  recipe_id: z.string().nullable(),
  tools: z.array(z.string()).describe("The line every item runs"),
  output_format: LineOutput.nullable(),
  item_count: z.number().int(),
  counts: z
    .object({ queued: z.number().int(), running: z.number().int(), complete: z.number().int(), failed: z.number().int().describe("Items that ended without output: failed or canceled") })
    .describe("Items by state"),
  items: z.array(BatchItemView),
  quoted_credits: z.number().int(),
  credits_charged: z.number().int().describe("What the items cost in the end: charged minus refunded"),
  credits_refunded: z.number().int().describe("Given back for items that failed or were canceled"),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  poll_url: z.string(),
  archive_url: z.string().nullable().describe("Once the batch has ended: a signed link to the ZIP of every output, valid ten minutes without a key; null before"),
  archive_expires_at: z.string().nullable(),
});
export type BatchView = z.infer<typeof BatchView>;
