import { checkTargetFormat, startConvert } from "@/lib/domain/convert/convert";
import { ConvertInput } from "@/lib/domain/convert/schema";
import { pickSource } from "@/lib/domain/jobs/job-request";
import { defineTool, STARTS_WORK } from "../define-tool";
import { fieldsOnly } from "../fields";
import { answerWork } from "../job-result";
import { JobResult } from "../schema";

export const convert = defineTool({
  name: "convert",
  title: "Convert or resize",
  description:
    "Converts or resizes one image (png, jpeg, webp; default webp) or video (mp4, webm; default mp4) given by `url` or `job_id`. " +
    "Costs no credits. Waits for the result by default; if it is not done in time, poll with get_job.",
  input: ConvertInput,
  output: JobResult,
  annotations: STARTS_WORK,
  run: async (input, ctx) => {
    checkTargetFormat(input.format);
    const job = await startConvert({ account: ctx.caller.account, source: pickSource(fieldsOnly(input)), input });
    return answerWork({ job, wait: input.wait, kind: "job", ctx });
  },
});
