import { baseUrlOf } from "@/lib/http/base-url";
import { handle } from "@/lib/http/contract-route";
import { checkTargetFormat, startConvert } from "@/lib/domain/convert/convert";
import { ConvertContract } from "@/lib/http/contracts/convert";
import { parseConvertInput } from "@/lib/domain/convert/schema";
import { awaitWork, workResponse } from "@/lib/http/await-work";
import { pickSource } from "@/lib/domain/jobs/job-request";
import { readJobRequest } from "@/lib/http/job-request-body";

// POST /api/v1/convert — convert or resize one image or video (no credits; paid plans)
export const convert = handle(ConvertContract, async ({ request, caller }) => {
  const body = await readJobRequest(request);
  try {
    const input = parseConvertInput(body.fields);
    checkTargetFormat(input.format);
    const job = await startConvert({ account: caller.account, source: pickSource(body), input });
    return workResponse(await awaitWork({ job, kind: "job", wait: input.wait, baseUrl: baseUrlOf(request) }));
  } finally {
    await body.cleanup();
  }
});
