import { baseUrlOf } from "@darkroom/lib/http/base-url";
import { handle } from "@darkroom/lib/http/contract-route";
import { ApiError } from "@darkroom/lib/core/errors";
import { UploadContract } from "@darkroom/lib/http/contracts/jobs";
import { pickSource } from "@darkroom/lib/domain/jobs/job-request";
import { readJobRequest } from "@darkroom/lib/http/job-request-body";
import { createUpload } from "@darkroom/lib/domain/jobs/upload";
import { describeJob } from "@darkroom/lib/domain/jobs/view";

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
