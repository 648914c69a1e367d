import { ApiError } from "@/lib/api/errors";
import { withApi } from "@/lib/api/with-api";
import { baseUrlOf } from "@/lib/api/base-url";
import { pickSource, readJobRequest } from "@/lib/jobs/job-request";
import { createUpload } from "@/lib/jobs/upload";
import { describeJob } from "@/lib/jobs/view";

// POST /api/v1/uploads — store a file (multipart `file` or `url`) as a finished job to reuse by job_id
export const POST = withApi(
  async ({ request, caller }) => {
    const body = await readJobRequest(request);
    try {
      const source = pickSource(body);
      if (!source || source.kind === "job") throw new ApiError("input_required", "Send the file as multipart `file` or as `url`.");
      return describeJob(await createUpload({ accountId: caller.account.id, source }), baseUrlOf(request));
    } finally {
      await body.cleanup();
    }
  },
  { status: 201 },
);
