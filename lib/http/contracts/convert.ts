import { defineRoute, ok } from "@/lib/http/contract";
import { INPUT_ERRORS, WORK_FAILURES } from "@/lib/http/contracts/jobs";
import { JobView } from "@/lib/domain/jobs/schema";
import { ConvertInput } from "@/lib/domain/convert/schema";

export const ConvertContract = defineRoute({
  method: "POST",
  path: "/api/v1/convert",
  operationId: "convert",
  tags: ["Convert"],
  summary: "Convert or resize one image or video (no credits; paid plans)",
  description:
    "Converts or resizes one image (png, jpeg, webp) or video (mp4, webm) sent as multipart `file`, a public `url` or the `job_id` of an earlier job. `width` or `height` alone keeps the proportions; both cover the box and crop from the centre; `aspect` crops to a ratio first; nothing is enlarged. Costs no credits. Waits for the result unless `wait=false`.",
  auth: "key",
  body: ConvertInput,
  multipart: { file: "The image or video to convert, instead of `url` or `job_id`" },
  responses: { 200: ok(JobView, "The finished job") },
  errors: [...INPUT_ERRORS, "unsupported_format", "audio_not_supported", "invalid_option", "unknown_option", "too_many_jobs"],
  waits: { failures: WORK_FAILURES },
});
