import { handle, readBody } from "@darkroom/lib/http/contract-route";
import { bulkAssets } from "@darkroom/lib/domain/vault/organise";
import { BulkAssetsContract } from "@darkroom/lib/http/contracts/vault";

// POST /api/v1/assets/bulk — tag, untag, move or delete many assets at once; one that is not yours refuses them all
export const POST = handle(BulkAssetsContract, async ({ request, caller }) => bulkAssets({ account: caller.account, input: await readBody(BulkAssetsContract, request) }));
