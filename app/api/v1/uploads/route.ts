import { baseUrlOf } from "@/lib/api/base-url";
import { handle } from "@/lib/api/contract-route";
import { ApiError } from "@/lib/api/errors";
import { UploadContract } from "@/lib/jobs/contracts";
import { pickSource, readJobRequest } from "@/lib/jobs/job-request";
import { createUpload } from "@/lib/jobs/upload";
import { describeJob } from "@/lib/jobs/view";

export * from "@/lib/api/method-not-allowed";

// POST /api/v1/uploads — store a file (multipart `file` or `url`) as a finished job to reuse by job_id
export const POST = handle(UploadContract, async ({ request, caller }) => {
  const body = await readJobRequest(request);
  try {
    const source = pickSource(body);
    if (!source || source.kind === "job") throw new ApiError("input_required", "Send the file as multipart `file` or as `url`.");
    return describeJob(await createUpload({ accountId: caller.account.id, source }), baseUrlOf(request));
  } finally {
    await body.cleanup();
  }
});
