import { z } from "zod";
import { JOB_STATUSES } from "@/lib/core/job-status";

export const OutputView = z.object({
  name: z.string(),
  mime: z.string(),
  size_bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  duration_seconds: z.number().optional().describe("Video and audio only"),
  url: z.string().optional().describe("Signed download URL; expires after ten minutes. Absent once the output has expired"),
  expires_at: z.string().optional(),
  expired: z.boolean().describe("The file was deleted JOB_RETENTION_HOURS after the job ended (a Vault copy stays); its old links answer 410 expired"),
});

export const JobView = z.object({
  id: z.string(),
  status: z.enum(JOB_STATUSES),
  kind: z.string().describe("convert, skill, run or upload"),
  livemode: z.boolean().describe("false for work made in test mode (a dk_test_ key): test credits, and paid skills ran built-in fakes"),
  test: z.boolean().describe("true for work made in test mode; the opposite of livemode"),
  skill: z.string().optional(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  progress: z.number().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  outputs: z.array(OutputView),
  expired_at: z.string().nullable().describe("When retention deleted the job's inputs and outputs (JOB_RETENTION_HOURS after it ended); null until then"),
  text: z.string().optional().describe("Inline text result (alt text, OCR, transcript)"),
  data: z.unknown().optional().describe("Inline JSON result (palette, OCR lines, …)"),
  credits_charged: z.number().int().describe("Credits this job cost in the end: what was charged minus what was refunded"),
  credits_refunded: z.number().int().describe("Credits given back because the job, or a step of the run, failed or was canceled"),
  poll_url: z.string(),
});
export type JobView = z.infer<typeof JobView>;


/** What a waiting call answers while the work goes on: poll `poll_url` until it is finished. */
export const AcceptedView = z.object({
  id: z.string(),
  status: z.enum(["queued", "running"]),
  poll_url: z.string(),
  credits_charged: z.number().int().describe("Credits charged so far"),
});
export type AcceptedView = z.infer<typeof AcceptedView>;
