import { handle } from "@darkroom/lib/http/contract-route";
import { ForgetUploadContract } from "@darkroom/lib/http/contracts/jobs";
import { forgetUploads } from "@darkroom/lib/domain/files/uploads";

// DELETE /api/v1/uploads/{id} — let one upload go now
export const DELETE = handle(ForgetUploadContract, async ({ caller, params }) => ({ forgotten: await forgetUploads({ accountId: caller.account.id, uploadId: params.id }) }));
