import { handle } from "@darkroom/lib/http/contract-route";
import type { ApiContext } from "@darkroom/lib/http/with-api";
import { TusDeleteContract, TusHeadContract, TusPatchContract } from "@darkroom/lib/http/contracts/tus";
import { handleTusUpload, withTusResumable } from "@darkroom/lib/http/handle-tus";

function upload({ request, caller, params }: ApiContext<{ id: string }, "key-or-session">) {
  return handleTusUpload({ request, caller, id: params.id });
}

// HEAD /api/v1/uploads/tus/{id} — the upload's offset; once finished, its job (Darkroom-Job-Id)
export const HEAD = withTusResumable(handle(TusHeadContract, upload));

// PATCH /api/v1/uploads/tus/{id} — the next bytes from Upload-Offset; the last ones make the upload job
export const PATCH = withTusResumable(handle(TusPatchContract, upload));

// DELETE /api/v1/uploads/tus/{id} — abandon an unfinished upload (termination)
export const DELETE = withTusResumable(handle(TusDeleteContract, upload));
