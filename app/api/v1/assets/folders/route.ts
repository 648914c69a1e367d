import { handle } from "@darkroom/lib/http/contract-route";
import { folderTree } from "@darkroom/lib/domain/vault/organise";
import { AssetFoldersContract } from "@darkroom/lib/http/contracts/vault";

// GET /api/v1/assets/folders — every folder of the Vault, with its parents, and how many assets each holds
export const GET = handle(AssetFoldersContract, async ({ caller }) => folderTree({ accountId: caller.account.id }));
