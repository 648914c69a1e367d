import { getJobOrThrow } from "@/lib/domain/jobs/view";
import { defineTool, READ_ONLY } from "../define-tool";
import { viewResult } from "../job-result";
import { GetJobInput, JobResult } from "../schema";

export const getJob = defineTool({
  name: "get_job",
  title: "Read a job",
  description:
    "Reads a job (convert, skill or upload): status, progress, error, inline text, outputs with fresh signed URLs (they expire after ten " +
    "minutes) and small images attached. Use it to poll work that was not finished in time.",
  input: GetJobInput,
  output: JobResult,
  annotations: READ_ONLY,
  run: async ({ job_id }, ctx) => viewResult({ job: await getJobOrThrow({ accountId: ctx.caller.account.id, jobId: job_id }), kind: "job", ctx }),
});
