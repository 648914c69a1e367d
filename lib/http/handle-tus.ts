import { MemoryLocker, Metadata, Server, TUS_RESUMABLE, type Locker } from "@tus/server";
import { baseUrlOf } from "@/lib/http/base-url";
import { ApiError, isApiError, type ErrorCode } from "@/lib/core/errors";
import { errorResponse } from "./error-response";
import { refuseUnfitText } from "@/lib/core/edge-text";
import type { Caller } from "@/lib/http/with-api";
import { now } from "@/lib/core/clock";
import { env } from "@/lib/platform/config/env";
import { getDbDriver } from "@/lib/platform/db";
import { formatBytes } from "@/lib/core/bytes";
import { mediaTypeOf } from "@/lib/platform/inputs/media-type";
import { newBlobKey } from "@/lib/platform/storage";
import { TUS_PATH } from "@/lib/http/contracts/tus";
import { storageReservationsFor, type StorageReservations } from "@/lib/domain/jobs/storage-quota";
import { finishTusUpload } from "@/lib/domain/tus/finish";
import { PgLocker } from "@/lib/domain/tus/pg-locker";
import { tusStore, type TusStore } from "@/lib/domain/tus/store";
import { deleteTusUpload, findTusUpload, publicIdOf, recordTusUpload, type TusUploadRow } from "@/lib/domain/tus/uploads";
import { processState } from "@/lib/core/process-state";
import { log } from "@/lib/core/log";
import { asDependencyError, isDependencyUnavailable, isStorageFull, isStoreUnreachable } from "@/lib/platform/dependency";
import { assertRoomForUpload } from "@/lib/platform/storage/disk-space";
import { withoutCorsHeaders } from "@/lib/http/cors";
import { acceptForToken, checkTokenFile, runTokenRecipe, spendUploadToken } from "@/lib/domain/upload-tokens/tokens";

export const JOB_ID_HEADER = "Darkroom-Job-Id";
/** The run an upload token's recipe started on the finished upload. */
export const RUN_ID_HEADER = "Darkroom-Run-Id";

/** What one request brings to the tus server's hooks, and what they leave for the answer. */
/** `reservations`: a creation's bytes in the quota, handed over to its upload's row (recordTusUpload). */
type TusCall = { caller: Caller; upload: TusUploadRow | null; reservations?: StorageReservations; jobId?: string; runId?: string | null; refusal?: unknown };

const calls = new WeakMap<Request, TusCall>();

function callOf(request: Request): TusCall {
  const call = calls.get(request);
  if (!call) throw new Error("tus request without its call");
  return call;
}

declare module "@/lib/core/process-state" {
  interface ProcessState {
    tusServer?: { store: TusStore; server: Server };
  }
}

/** One @tus/server per process and store: it speaks the protocol, the hooks tie uploads to accounts and jobs. */
function tusServer(store: TusStore): Server {
  const current = processState().tusServer;
  if (current?.store === store) return current.server;
  const server = new Server({
    path: TUS_PATH,
    datastore: store,
    locker: lockerFor(),
    maxSize: maxUploadBytes,
    // A blob key: the finished upload is the job's blob where it lies (lib/domain/tus/store.ts).
    namingFunction: () => newBlobKey("tus"),
    generateUrl: (request, { id }) => `${baseUrlOf(request)}${TUS_PATH}/${publicIdOf(id)}`,
    getFileIdFromRequest: (request) => calls.get(request)?.upload?.storeKey,
    // CORS is the server entry's, for every endpoint alike (lib/http/cors.ts); what the tus server sets is dropped.
    allowedOrigins: () => false,
    onUploadCreate: async (request, upload) => {
      const call = callOf(request);
      const name = upload.metadata?.filename ?? upload.metadata?.name ?? "upload";
      call.upload = await recordTusUpload({
        accountId: call.caller.account.id,
        storeKey: upload.id,
        sizeBytes: upload.size ?? 0,
        name,
        uploadTokenId: call.caller.uploadToken?.id,
        handOver: call.reservations?.handOver,
      });
      return {};
    },
    // A full disk or a store that is down is answered as everywhere (507, 503: runTus); any other failure is hidden (refusalOf), the log keeps it.
    onResponseError: (request, error) => {
      const call = calls.get(request);
      // The tus store's S3 client throws the SDK's own errors: typed here as the blob store types its own.
      const typed = asDependencyError(error, "storage", isStoreUnreachable);
      if (call && (isStorageFull(typed) || isDependencyUnavailable(typed))) call.refusal = typed;
      else if (error instanceof Error && !isApiError(error) && !("status_code" in error)) log().error({ err: error }, "tus: request failed");
      return undefined;
    },
    onUploadFinish: async (request) => {
      const call = callOf(request);
      try {
        await finish(store, call);
      } catch (error) {
        call.refusal = error;
        throw error;
      }
      return { headers: { [JOB_ID_HEADER]: call.jobId!, ...(call.runId ? { [RUN_ID_HEADER]: call.runId } : {}) } };
    },
  });
  processState().tusServer = { store, server };
  return server;
}

/** The finished upload's job, checked against the caller's upload token, and the token's recipe started on it. */
async function finish(store: TusStore, call: TusCall): Promise<void> {
  const token = call.caller.uploadToken;
  call.jobId = (await finishTusUpload({ store, upload: call.upload!, accept: token ? acceptForToken(token) : undefined })).jobId;
  if (token) call.runId = await runTokenRecipe({ token, account: call.caller.account, jobId: call.jobId });
}

/** One process (PGlite) serializes an upload's requests in memory; processes sharing PostgreSQL, there. */
async function lockerFor(): Promise<Locker> {
  return (await getDbDriver()) === "postgres" ? new PgLocker() : new MemoryLocker();
}

/** Runs one request through the tus server and turns its refusals into the one error body. */
async function runTus(request: Request, call: TusCall): Promise<Response> {
  const store = await tusStore();
  calls.set(request, call);
  const creating = request.method === "POST";
  const response = withoutCorsHeaders(await tusServer(store).handleWeb(request));
  // A creation answered with an error gives the client no upload to resume: what it recorded or stored goes.
  if (creating && call.upload && !call.jobId && (call.refusal || response.status >= 400)) await dropRefusedCreation(store, call.upload);
  if (call.refusal) return errorResponse(call.refusal);
  if (response.status >= 400) return refusalOf(response);
  // The tus answer is written (it still read the store's record): the bytes are the job's blob now.
  if (call.jobId && call.upload) await forgetRecord(store, call.upload);
  return response;
}

/**
 * Removes an upload whose creation failed (the store down, the disk full): its row, and whatever the store
 * kept of it. The store is most likely unreachable still, so that part is best effort: a creation that
 * failed there stored nothing, and an open multipart upload holds no object.
 */
async function dropRefusedCreation(store: TusStore, upload: TusUploadRow): Promise<void> {
  await store.discard(upload.storeKey).catch((error: unknown) => log().warn({ err: error, upload: upload.id }, "tus: removing what a failed creation stored failed"));
  await deleteTusUpload(upload.id).catch((error: unknown) => log().error({ err: error, upload: upload.id }, "tus: removing a failed creation's row failed"));
}

/** Drops the store's record of a finished upload; a leftover record is only a few bytes, so a failure is logged. */
async function forgetRecord(store: TusStore, upload: TusUploadRow): Promise<void> {
  await store.forget(upload.storeKey).catch((error: unknown) => log().error({ err: error, upload: upload.id }, "tus: dropping a finished upload's store record failed"));
}

/** @tus/server refuses in plain text; the API answers `{ error: { code, message } }` with the same status. */
async function refusalOf(response: Response): Promise<Response> {
  const text = (await response.text()).trim();
  if (response.status >= 500) return errorResponse(new Error(`tus: ${response.status} ${text}`));
  const code: ErrorCode = TUS_REFUSALS[response.status] ?? "invalid_request";
  return errorResponse(new ApiError(code, text || "The tus request was refused.", { status: response.status }));
}

const TUS_REFUSALS: Record<number, ErrorCode> = { 404: "not_found", 409: "conflict", 410: "expired", 412: "unsupported_tus_version", 413: "file_too_large" };

type RouteHandler<C> = (request: Request, context: C) => Promise<Response>;

/** Every answer of a tus route but OPTIONS carries `Tus-Resumable`, refusals (even of the key) included. */
export function withTusResumable<C>(handler: RouteHandler<C>): RouteHandler<C> {
  return async (request, context) => {
    const response = await handler(request, context);
    response.headers.set("Tus-Resumable", TUS_RESUMABLE);
    return response;
  };
}

function checkTusVersion(request: Request): void {
  if (request.headers.get("tus-resumable") !== TUS_RESUMABLE) {
    throw new ApiError("unsupported_tus_version", `Send 'Tus-Resumable: ${TUS_RESUMABLE}': it is the tus version this server speaks.`, { headers: { "Tus-Version": TUS_RESUMABLE } });
  }
}

/** The largest upload an account may start. */
function maxUploadBytes(): number {
  return env().MAX_UPLOAD_BYTES;
}

// OPTIONS /api/v1/uploads/tus — discovery, open to anyone as the protocol asks
export async function tusOptions(request: Request): Promise<Response> {
  return withoutCorsHeaders(await tusServer(await tusStore()).handleWeb(request));
}

// POST /api/v1/uploads/tus — creation (and creation-with-upload)
export async function createTusUpload({ request, caller }: { request: Request; caller: Caller }): Promise<Response> {
  checkTusVersion(request);
  // @tus/server answers concatenation with a plain 501, which would read as our own failure.
  if (request.headers.has("upload-concat")) {
    throw new ApiError("invalid_request", "Upload-Concat is not supported: send the file as one upload (turn off parallel uploads in the tus client).");
  }
  if (request.headers.has("upload-defer-length")) {
    throw new ApiError("invalid_request", "Declare the file's size with Upload-Length: uploads of unknown length are not taken.");
  }
  const length = request.headers.get("upload-length") ?? "";
  if (!/^\d{1,16}$/.test(length)) throw new ApiError("invalid_request", "Send the file's size in bytes as Upload-Length.");
  const max = maxUploadBytes();
  if (Number(length) > max) throw new ApiError("file_too_large", `The file is ${formatBytes(Number(length))}; uploads take at most ${formatBytes(max)}.`);
  checkMetadata(request);
  await assertRoomForUpload();
  const token = caller.uploadToken;
  if (token) checkTokenFile(token, { sizeBytes: Number(length) });
  // By its declared length, before a byte is stored, reserved until the upload's row counts it at that size:
  // concurrent creations cannot pass the quota together.
  const reservations = storageReservationsFor(caller.account.id);
  await reservations.admit(Number(length));
  try {
    if (token) await spendUploadToken(token.id);
    return await runTus(request, { caller, upload: null, reservations });
  } finally {
    await reservations.release();
  }
}

// The tus server would answer bad metadata in plain text only after naming the upload; its decoded values meet the edge rule.
function checkMetadata(request: Request): void {
  const metadata = request.headers.get("upload-metadata");
  if (!metadata) return;
  let values: Record<string, string | null>;
  try {
    values = Metadata.parse(metadata);
  } catch {
    throw new ApiError("invalid_request", "Upload-Metadata must be comma-separated `key base64value` pairs.");
  }
  refuseUnfitText(values, "Upload-Metadata");
}

// HEAD, PATCH and DELETE /api/v1/uploads/tus/{id} — one upload of the caller's account
export async function handleTusUpload({ request, caller, id }: { request: Request; caller: Caller; id: string }): Promise<Response> {
  checkTusVersion(request);
  if (request.method === "PATCH") checkPatch(request);
  const upload = await findTusUpload({ accountId: caller.account.id, id });
  // An upload token reaches only the uploads it created.
  if (!upload || (caller.uploadToken && upload.uploadTokenId !== caller.uploadToken.id)) throw new ApiError("not_found", `No upload ${id}.`);
  if (upload.finishedAt) return answerFinished(request, upload);
  if (upload.expiresAt <= now()) throw new ApiError("expired", "This upload expired: unfinished uploads are kept 24 hours. Start it again.");
  if (request.method === "PATCH") await assertRoomForUpload();
  const call: TusCall = { caller, upload };
  const response = await runTus(request, call);
  if (request.method === "DELETE" && response.status === 204) await deleteTusUpload(upload.id);
  if (request.method === "HEAD" && response.status === 200) return finishIfComplete(response, call);
  return response;
}

// The tus server would refuse these with 403, a status the API keeps for permissions.
function checkPatch(request: Request): void {
  if (!/^\d{1,16}$/.test(request.headers.get("upload-offset") ?? "")) throw new ApiError("invalid_request", "Send where these bytes start as Upload-Offset (the offset HEAD answers).");
  if (mediaTypeOf(request.headers.get("content-type")) !== "application/offset+octet-stream") {
    throw new ApiError("unsupported_media_type", "Send the bytes as Content-Type: application/offset+octet-stream.");
  }
}

/** A finished upload is a job now: its state comes from its row, whatever the store still keeps. */
function answerFinished(request: Request, upload: TusUploadRow): Response {
  if (!upload.jobId) throw new ApiError("expired", "This upload's job no longer exists.");
  const size = String(upload.sizeBytes);
  const finished = { "Upload-Offset": size, [JOB_ID_HEADER]: upload.jobId, "Cache-Control": "no-store" };
  if (request.method === "HEAD") return new Response(null, { status: 200, headers: { ...finished, "Upload-Length": size } });
  if (request.method === "PATCH" && request.headers.get("upload-offset") === size) return new Response(null, { status: 204, headers: finished });
  throw new ApiError("conflict", `Upload ${upload.id} is finished: it is job ${upload.jobId}, and its file follows that job's retention.`, { headers: finished });
}

/**
 * A HEAD that finds every byte stored but no job: the request that sent the last bytes failed to
 * finish it (a store or database error); finish it now, so the answer still names the job.
 */
async function finishIfComplete(response: Response, call: TusCall): Promise<Response> {
  const offset = response.headers.get("upload-offset");
  if (offset === null || offset !== response.headers.get("upload-length")) return response;
  const store = await tusStore();
  try {
    await finish(store, call);
  } catch (error) {
    if (isApiError(error)) return errorResponse(error);
    throw error;
  }
  await forgetRecord(store, call.upload!);
  response.headers.set(JOB_ID_HEADER, call.jobId!);
  if (call.runId) response.headers.set(RUN_ID_HEADER, call.runId);
  return response;
}
