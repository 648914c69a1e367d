import { ApiError } from "@/lib/core/errors";
import { findServableFile } from "@/lib/domain/files/lookup";
import { handle } from "@/lib/http/contract-route";
import { DownloadFileContract, HeadFileContract } from "@/lib/http/contracts/files";
import { redirectToStore, serveFile, withUserFileHeaders } from "@/lib/http/serve-file";
import type { ApiContext } from "@/lib/http/with-api";
import { checkFileSignature } from "@/lib/platform/links/signing";

// GET /api/v1/files/{id}?expires=…&signature=… — a signed, expiring download of an output or asset,
// streamed through the app, or a 302 to the store's presigned GET when S3_PUBLIC_ENDPOINT is set
async function download({ request, params }: ApiContext<{ id: string }, "none">) {
  const query = new URL(request.url).searchParams;
  const download = query.get("download");
  const check = checkFileSignature({ fileId: params.id, expires: query.get("expires"), download, sig: query.get("signature") });
  if (check === "expired") throw new ApiError("link_expired", "This download link has expired. Read the job again for a fresh link.");
  if (check === "invalid") throw new ApiError("invalid_signature", "This download link is not valid.");
  const file = await findServableFile(params.id);
  if (file === "expired") throw new ApiError("expired", "This file has expired: a job's files are kept JOB_RETENTION_HOURS after it ends. Store outputs in the Vault to keep them.");
  if (!file) throw new ApiError("not_found", "This file no longer exists.");
  const redirect = await redirectToStore(file, { download: download === "1", linkExpires: Number(query.get("expires")) });
  return redirect ?? serveFile(request, file, { download: download === "1" });
}

export const downloadGet = withUserFileHeaders(handle(DownloadFileContract, download));
export const downloadHead = withUserFileHeaders(handle(HeadFileContract, download));
