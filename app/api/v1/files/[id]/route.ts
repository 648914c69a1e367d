import { ApiError } from "@/lib/api/errors";
import { withApi } from "@/lib/api/with-api";
import { checkFileSignature } from "@/lib/files/signing";
import { findServableFile } from "@/lib/files/lookup";
import { redirectToStore, serveFile } from "@/lib/files/serve";

// GET /api/v1/files/{id}?expires=…&signature=… — a signed, expiring download of an output or asset,
// streamed through the app, or a 302 to the store's presigned GET when S3_PUBLIC_ENDPOINT is set
const handler = withApi<{ id: string }, "none">(
  async ({ request, params }) => {
    const query = new URL(request.url).searchParams;
    const download = query.get("download");
    const check = checkFileSignature({ fileId: params.id, expires: query.get("expires"), download, sig: query.get("signature") });
    if (check === "expired") throw new ApiError("link_expired", "This download link has expired. Read the job again for a fresh link.");
    if (check === "invalid") throw new ApiError("invalid_signature", "This download link is not valid.");
    const file = await findServableFile(params.id);
    if (!file) throw new ApiError("not_found", "This file no longer exists.");
    const redirect = await redirectToStore(file, { download: download === "1", linkExpires: Number(query.get("expires")) });
    return redirect ?? serveFile(request, file, { download: download === "1" });
  },
  { auth: "none" },
);

export const GET = handler;
export const HEAD = handler;
