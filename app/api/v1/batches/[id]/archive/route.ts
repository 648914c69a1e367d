import { batchArchiveResponse } from "@/lib/http/batch-archive-route";
import { handle, readQuery } from "@/lib/http/contract-route";
import { BatchArchiveContract } from "@/lib/http/contracts/batches";
import { withUserFileHeaders } from "@/lib/http/serve-file";

// GET /api/v1/batches/{id}/archive — a ZIP of every output of an ended batch, streamed; with a key or through the signed archive_url
export const GET = withUserFileHeaders(handle(BatchArchiveContract, async ({ request, params }) => batchArchiveResponse(request, params.id, readQuery(BatchArchiveContract, request))));
