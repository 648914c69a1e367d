import { handle, readBody } from "@/lib/http/contract-route";
import { bulkAssets } from "@/lib/domain/vault/organise";
import { BulkAssetsContract } from "@/lib/http/contracts/vault";

// POST /api/v1/assets/bulk — tag, untag, move or delete many assets at once; one that is not yours refuses them all
export const POST = handle(BulkAssetsContract, async ({ request, caller }) => bulkAssets({ account: caller.account, input: await readBody(BulkAssetsContract, request) }));
