import { withApi } from "@/lib/api/with-api";
import { baseUrlOf } from "@/lib/api/base-url";
import { parseConvertInput } from "@/lib/convert/schema";
import { checkTargetFormat, startConvert } from "@/lib/convert/convert";
import { pickSource, readJobRequest } from "@/lib/jobs/job-request";
import { respondWithJob } from "@/lib/jobs/respond";

// POST /api/v1/convert — convert or resize one image or video (no credits; paid plans)
export const POST = withApi(async ({ request, caller }) => {
  const body = await readJobRequest(request);
  try {
    const input = parseConvertInput(body.fields);
    checkTargetFormat(input.format);
    const job = await startConvert({ caller, source: pickSource(body), input });
    return respondWithJob({ job, wait: input.wait, baseUrl: baseUrlOf(request) });
  } finally {
    await body.cleanup();
  }
});
