import { isApiError } from "@/lib/core/errors";
import { sanitizeFileName } from "@/lib/platform/inputs/file-name";
import { recordUpload } from "@/lib/domain/jobs/upload";
import type { AcceptFile } from "@/lib/domain/jobs/job-request";
import { inspectMedia } from "@/lib/platform/media/inspect";
import { withLocalPath } from "@/lib/platform/storage";
import type { TusStore } from "./store";
import { deleteTusUpload, findTusUpload, markTusUploadFinished, type TusUploadRow } from "./uploads";

/**
 * Turns a finished upload into a finished `upload` job, as `POST /api/v1/uploads` does: the same
 * header checks (`inspectMedia`), then the bytes already written under the store key become the
 * job's blob, with no copy (on S3 the check reads the object once). A file the checks (and `accept`) refuse is
 * removed with its record, and the refusal is thrown. The caller then drops the store's record
 * (`forget`) once the tus answer is written, which still reads it.
 */
export async function finishTusUpload({ store, upload, accept }: { store: TusStore; upload: TusUploadRow; accept?: AcceptFile }): Promise<{ jobId: string }> {
  let media;
  try {
    media = await withLocalPath(upload.storeKey, (filePath) => inspectMedia(filePath));
    accept?.({ kind: media.kind });
  } catch (error) {
    // A store or tool failure keeps the upload, so a later HEAD finishes it (lib/http/handle-tus.ts).
    if (!isApiError(error)) throw error;
    await store.discard(upload.storeKey);
    await deleteTusUpload(upload.id);
    throw error;
  }
  const name = sanitizeFileName({ name: upload.name, fallback: "upload" });
  try {
    const job = await recordUpload({
      accountId: upload.accountId,
      stored: { blobKey: upload.storeKey, name, mime: media.mime, sizeBytes: upload.sizeBytes, media },
      // With the job, so the expiry sweep never takes a blob a job already owns, and one upload makes one job.
      record: async (tx, row) => {
        if (!(await markTusUploadFinished(tx, { id: upload.id, jobId: row.id }))) throw new FinishedMeanwhile();
      },
    });
    return { jobId: job.id };
  } catch (error) {
    if (!(error instanceof FinishedMeanwhile)) throw error;
    const finished = await findTusUpload({ accountId: upload.accountId, id: upload.id });
    if (!finished?.jobId) throw new Error(`tus upload ${upload.id} finished without a job`);
    return { jobId: finished.jobId };
  }
}

/** Another request (a HEAD after a failed finish, lib/http/handle-tus.ts) made the job first. */
class FinishedMeanwhile extends Error {}
