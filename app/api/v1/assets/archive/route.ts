import { handle, readBody } from "@darkroom/lib/http/contract-route";
import { ArchiveAssetsContract } from "@darkroom/lib/http/contracts/vault";
import { withUserFileHeaders } from "@darkroom/lib/http/serve-file";
import { zipResponse } from "@darkroom/lib/http/zip-response";
import { vaultArchiveFiles } from "@darkroom/lib/domain/vault/archive";

// POST /api/v1/assets/archive — a ZIP of the listed assets ({ ids }) or of a folder and its subfolders ({ folder }), streamed
export const POST = withUserFileHeaders(
  handle(ArchiveAssetsContract, async ({ request, caller }) => zipResponse(await vaultArchiveFiles({ accountId: caller.account.id, input: await readBody(ArchiveAssetsContract, request) }))),
);
