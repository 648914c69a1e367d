import { baseUrlOf } from "@darkroom/lib/http/base-url";
import { answer, handle, readBody, readQuery } from "@darkroom/lib/http/contract-route";
import { describeStored, listVault } from "@darkroom/lib/domain/vault/assets";
import { ListAssetsContract, StoreAssetsContract } from "@darkroom/lib/http/contracts/vault";
import { storeJobOutputs } from "@darkroom/lib/domain/vault/store-outputs";

// GET /api/v1/assets — search the Vault (?q=&tag=&folder=&type=&taken_after=&taken_before=&sort=&cursor=&limit=) with the room left
export const GET = handle(ListAssetsContract, async ({ request, caller }) =>
  listVault({ account: caller.account, query: readQuery(ListAssetsContract, request), baseUrl: baseUrlOf(request) }),
);

// POST /api/v1/assets — store a complete job's outputs in the Vault (201; 200 when all were already stored)
export const POST = handle(StoreAssetsContract, async ({ request, caller }) => {
  const { job_id, folder = "", tags = [], keep_location = false } = await readBody(StoreAssetsContract, request);
  const stored = await storeJobOutputs({ account: caller.account, jobId: job_id, placement: { folder, tags, keepLocation: keep_location } });
  const body = await describeStored({ account: caller.account, stored, baseUrl: baseUrlOf(request) });
  return answer(StoreAssetsContract, stored.created.length ? 201 : 200, body);
});
