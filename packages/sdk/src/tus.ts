import { DarkroomError, clientError } from "./errors.js";
import { errorOf, readJson, sleep, type Http } from "./http.js";
import type { PreparedFile } from "./file-input.js";
import type { Progress } from "./types.js";

const TUS_PATH = "/api/v1/uploads/tus";
const TUS_HEADERS = { "tus-resumable": "1.0.0" };
const JOB_ID_HEADER = "darkroom-job-id";
const RUN_ID_HEADER = "darkroom-run-id";
/** Waits before each attempt to resume after a dropped connection or a busy upload; then the upload fails. */
const RESUME_DELAYS_MS = [500, 1000, 2000, 4000, 8000];

/**
 * A resumable upload (tus 1.0.0) over fetch, so the same code runs in Node and browsers: create the
 * upload, PATCH it a chunk at a time, and after a dropped connection ask where it stands (HEAD) and
 * go on from there. Resolves to the finished upload job.
 */
export async function tusUpload({
  http,
  file,
  chunkBytes,
  idempotencyKey,
  onProgress,
  signal,
}: {
  http: Http;
  file: PreparedFile;
  chunkBytes: number;
  idempotencyKey?: string;
  onProgress?: (progress: Progress) => void;
  signal?: AbortSignal;
}): Promise<{ job_id: string; run_id: string | null }> {
  const total = file.blob.size;
  const created = await http.send({
    method: "POST",
    path: TUS_PATH,
    headers: { ...TUS_HEADERS, "upload-length": String(total), "upload-metadata": `filename ${base64(file.name)}` },
    idempotencyKey,
    signal,
  });
  if (created.status !== 201) throw errorOf(created, await readJson(created));
  const location = created.headers.get("location");
  if (!location) throw new DarkroomError({ status: created.status, code: "invalid_response", message: "The tus server answered without a Location.", requestId: created.headers.get("x-request-id") });
  await created.body?.cancel();

  let offset = 0;
  let jobId = created.headers.get(JOB_ID_HEADER);
  let runId = created.headers.get(RUN_ID_HEADER);
  let failures = 0;
  onProgress?.({ stage: "upload", bytesSent: 0, bytesTotal: total });
  while (!jobId) {
    try {
      if (offset >= total) {
        ({ offset, jobId } = await where(http, location, signal));
        if (!jobId) throw clientError("invalid_response", "The upload is complete but the server named no job.");
        break;
      }
      const answer = await http.send({
        method: "PATCH",
        path: location,
        headers: { ...TUS_HEADERS, "upload-offset": String(offset), "content-type": "application/offset+octet-stream" },
        body: file.blob.slice(offset, Math.min(total, offset + chunkBytes)),
        signal,
      });
      if (answer.status !== 204) throw errorOf(answer, await readJson(answer));
      offset = Number(answer.headers.get("upload-offset") ?? offset);
      jobId = answer.headers.get(JOB_ID_HEADER);
      runId = answer.headers.get(RUN_ID_HEADER);
      failures = 0;
      onProgress?.({ stage: "upload", bytesSent: offset, bytesTotal: total });
    } catch (error) {
      if (signal?.aborted || !isResumable(error) || failures >= RESUME_DELAYS_MS.length) throw error;
      await sleep(RESUME_DELAYS_MS[failures++], signal);
      ({ offset, jobId } = await where(http, location, signal).catch(() => ({ offset, jobId: null })));
    }
  }
  onProgress?.({ stage: "upload", bytesSent: total, bytesTotal: total });
  return { job_id: jobId, run_id: runId };
}

/** HEAD: the bytes the server holds, and the job once the upload finished. */
async function where(http: Http, location: string, signal?: AbortSignal): Promise<{ offset: number; jobId: string | null }> {
  const answer = await http.send({ method: "HEAD", path: location, headers: TUS_HEADERS, signal });
  if (answer.status !== 200) throw errorOf(answer, null);
  return { offset: Number(answer.headers.get("upload-offset") ?? 0), jobId: answer.headers.get(JOB_ID_HEADER) };
}

/** A dropped connection, a PATCH that crossed another (409, 423) or a server fault is worth resuming; a refusal is not. */
function isResumable(error: unknown): boolean {
  if (!(error instanceof DarkroomError)) return false;
  return error.code === "network_error" || error.status === 409 || error.status === 423 || error.status >= 500;
}

function base64(text: string): string {
  return btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(""));
}
