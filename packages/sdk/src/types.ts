// Named views of the generated contract types (generated/openapi.ts), so the SDK cannot drift from the server.
import type { paths } from "./generated/openapi.js";

type JsonOf<T> = T extends { content: { "application/json": infer Body } } ? Body : never;
type Answer<P extends keyof paths, M extends keyof paths[P], S extends number> = paths[P][M] extends { responses: infer R } ? (S extends keyof R ? JsonOf<R[S]> : never) : never;
type JsonBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;
type Query<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

export type { paths };

export type Job = Answer<"/api/v1/jobs/{id}", "get", 200>;
export type Output = Job["outputs"][number];
export type JobStatus = Job["status"];
/** A waiting call's answer while the work goes on (`wait: false`, or past the server's wait). */
export type Accepted = Answer<"/api/v1/convert", "post", 202>;
export type Run = Answer<"/api/v1/runs/{id}", "get", 200>;
export type RunStep = Run["steps"][number];
export type DryRun = Extract<Answer<"/api/v1/runs", "post", 200>, { dry_run: true }>;
export type SkillList = Answer<"/api/v1/skills", "get", 200>;
export type Skill = SkillList["skills"][number];
export type Asset = Answer<"/api/v1/assets/{id}", "get", 200>;
export type AssetList = Answer<"/api/v1/assets", "get", 200>;
export type AssetListQuery = Query<"/api/v1/assets", "get">;
export type StoredAssets = Answer<"/api/v1/assets", "post", 201>;
export type FolderTree = Answer<"/api/v1/assets/folders", "get", 200>;
export type BulkAssetsResult = Answer<"/api/v1/assets/bulk", "post", 200>;
export type Gallery = Answer<"/api/v1/galleries/{id}", "get", 200>;
export type GalleryList = Answer<"/api/v1/galleries", "get", 200>;
export type GalleryListQuery = Query<"/api/v1/galleries", "get">;
export type Batch = Answer<"/api/v1/batches/{id}", "get", 200>;
export type BatchItem = Batch["items"][number];
export type BatchStatus = Batch["status"];
/** What POST /api/v1/batches answers: the batch is queued, poll `poll_url`. */
export type BatchAccepted = Answer<"/api/v1/batches", "post", 202>;
export type Ledger = Answer<"/api/v1/credits", "get", 200>;
export type LedgerQuery = Query<"/api/v1/credits", "get">;

export type UploadToken = Answer<"/api/v1/upload-tokens", "get", 200>["upload_tokens"][number];
/** A new upload token: `token` (dut_…) is shown in this answer only; hand it with `upload_url` to one browser. */
export type CreatedUploadToken = Answer<"/api/v1/upload-tokens", "post", 201>;
export type CreateUploadTokenInput = JsonBody<"/api/v1/upload-tokens", "post">;

export type ConvertFields = Omit<JsonBody<"/api/v1/convert", "post">, "file" | "wait">;
export type SkillFields = Omit<JsonBody<"/api/v1/run/{skill}", "post">, "file" | "wait">;
export type RunFields = Omit<JsonBody<"/api/v1/runs", "post">, "file" | "wait" | "dry_run">;
export type BatchFields = Omit<JsonBody<"/api/v1/batches", "post">, "inputs">;
/** One input of a batch: a file to upload (as FileInput), or an earlier job's output or a URL for the server to fetch. */
export type BatchInputItem = FileInput | { url: string } | { job_id: string };
export type StoreAssetsInput = JsonBody<"/api/v1/assets", "post">;
export type UpdateAssetInput = JsonBody<"/api/v1/assets/{id}", "patch">;
export type BulkAssetsInput = JsonBody<"/api/v1/assets/bulk", "post">;
export type ArchiveAssetsInput = JsonBody<"/api/v1/assets/archive", "post">;
export type CreateGalleryInput = JsonBody<"/api/v1/galleries", "post">;

/**
 * A file to send: a path (Node), bytes, a Blob or File, or a stream (read into memory first, so a
 * refused request can be sent again; pass a path for large files).
 */
export type FileInput = string | Blob | Uint8Array | ArrayBuffer | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

/** What a call reports while it runs: bytes sent, then the job's state at each look. */
export type Progress =
  | { stage: "upload"; bytesSent: number; bytesTotal: number }
  | { stage: "wait"; id: string; status: JobStatus; progress: number | null }
  | { stage: "batch"; id: string; status: BatchStatus; counts: Batch["counts"]; itemCount: number };

export type WaitOptions = {
  /** Give up waiting after this long (the work goes on): a DarkroomError `wait_timeout`. Default: no limit. */
  timeoutMs?: number;
  onProgress?: (progress: Progress) => void;
  signal?: AbortSignal;
};

export type SendOptions = WaitOptions & {
  /** The file's name as the job shows it; default the path's or File's name. */
  filename?: string;
  /** Sent as `Idempotency-Key`; by default the SDK makes one per call. */
  idempotencyKey?: string;
};

/** One rendition of an image asset, as POST /api/v1/assets/{id}/variants takes it. */
export type VariantSpec = Extract<JsonBody<"/api/v1/assets/{id}/variants", "post">, { variants: unknown }>["variants"][number];

export type WebhookEventType = "job.completed" | "job.failed" | "run.completed" | "run.failed" | "batch.completed" | "gallery.feedback" | "gallery.selection_submitted" | "ping";
/** A verified webhook message: `data` is the job, run or batch as GET answers it, or the event's own fields. */
export type WebhookEvent =
  | { type: "job.completed" | "job.failed"; timestamp: string; data: Job }
  | { type: "run.completed" | "run.failed"; timestamp: string; data: Run }
  | { type: "batch.completed"; timestamp: string; data: Batch }
  | { type: "gallery.selection_submitted"; timestamp: string; data: { gallery_id: string; gallery_name: string; reviewer: string; submitted_at: string; asset_ids: string[] } }
  | { type: "gallery.feedback" | "ping"; timestamp: string; data: Record<string, unknown> };
