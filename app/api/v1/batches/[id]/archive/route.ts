import { batchArchiveResponse } from "@darkroom/lib/http/batch-archive-route";
import { handle, readQuery } from "@darkroom/lib/http/contract-route";
import { BatchArchiveContract } from "@darkroom/lib/http/contracts/batches";
import { withUserFileHeaders } from "@darkroom/lib/http/serve-file";

// GET /api/v1/batches/{id}/archive — a ZIP of every output of an ended batch, streamed; with a key or through the signed archive_url
export const GET = withUserFileHeaders(handle(BatchArchiveContract, async ({ request, params }) => batchArchiveResponse(request, params.id, readQuery(BatchArchiveContract, request))));
