import { baseUrlOf } from "@/lib/api/base-url";
import { parseJsonBody } from "@/lib/api/body";
import { withApi } from "@/lib/api/with-api";
import { describeStored, listVault } from "@/lib/vault/assets";
import { ListAssetsQuery, StoreAssetsInput } from "@/lib/vault/schema";
import { storeJobOutputs } from "@/lib/vault/store-outputs";

// GET /api/v1/assets — list the Vault (newest first, ?cursor=&limit=&kind=) and the room left
export const GET = withApi(async ({ request, caller }) => {
  const query = ListAssetsQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  return listVault({ account: caller.account, query, baseUrl: baseUrlOf(request) });
});

// POST /api/v1/assets — store a complete job's outputs in the Vault (201; 200 when all were already stored)
export const POST = withApi(async ({ request, caller }) => {
  const { job_id } = await parseJsonBody(request, StoreAssetsInput);
  const stored = await storeJobOutputs({ account: caller.account, jobId: job_id });
  const body = await describeStored({ account: caller.account, stored, baseUrl: baseUrlOf(request) });
  return Response.json(body, { status: stored.created.length ? 201 : 200 });
});
