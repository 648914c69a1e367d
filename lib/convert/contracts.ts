import { z } from "zod";
import { defineRoute, ok } from "@/lib/api/contract";
import { INPUT_ERRORS, WORK_FAILURES } from "@/lib/jobs/contracts";
import { JobView } from "@/lib/jobs/schema";
import { ConvertInput } from "./schema";

export const ConvertContract = defineRoute({
  method: "POST",
  path: "/api/v1/convert",
  summary: "Convert or resize one image or video (no credits; paid plans)",
  auth: "key",
  body: ConvertInput.extend({ file: z.string().optional().describe("The file itself (multipart only)") }),
  multipart: true,
  responses: { 200: ok(JobView, "The finished job") },
  errors: [...INPUT_ERRORS, "unsupported_format", "audio_not_supported", "invalid_option", "unknown_option", "too_many_jobs"],
  waits: { failures: WORK_FAILURES },
});
