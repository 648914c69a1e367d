import { DarkroomError, clientError } from "./errors.js";
import { prepareFile, type PreparedFile } from "./file-input.js";
import { Http, errorOf, readJson, sleep } from "./http.js";
import { tusUpload } from "./tus.js";
import type {
  Accepted,
  ArchiveAssetsInput,
  Asset,
  Batch,
  BatchAccepted,
  BatchFields,
  BatchInputItem,
  AssetList,
  AssetListQuery,
  BulkAssetsInput,
  BulkAssetsResult,
  ConvertFields,
  CreateGalleryInput,
  CreatedUploadToken,
  CreateUploadTokenInput,
  DryRun,
  FileInput,
  FolderTree,
  Gallery,
  GalleryList,
  GalleryListQuery,
  Job,
  Ledger,
  LedgerQuery,
  Output,
  Run,
  RunFields,
  SendOptions,
  SkillFields,
  SkillList,
  StoreAssetsInput,
  StoredAssets,
  UpdateAssetInput,
  UploadToken,
  VariantSpec,
  WaitOptions,
} from "./types.js";

export type DarkroomOptions = {
  /** Default: the DARKROOM_API_KEY environment variable. */
  apiKey?: string;
  /** Default: DARKROOM_URL, else http://localhost:3000. */
  baseUrl?: string;
  /** How often a 429 or 503 is sent again after its Retry-After; default 3, 0 turns retries off. */
  maxRetries?: number;
  /** Files larger than this go up resumably (tus); default 20 MB. */
  tusThresholdBytes?: number;
  /** Bytes per tus PATCH; default 8 MiB. */
  tusChunkBytes?: number;
  /** The first wait between two looks at unfinished work; it grows to 5 s. Default 500 ms. */
  pollIntervalMs?: number;
  fetch?: typeof fetch;
};

export type ConvertInput = ConvertFields & { file?: FileInput };
export type SkillInput = SkillFields & { file?: FileInput };
export type RunInput = RunFields & { file?: FileInput };
/** A batch: the line (`steps` or `recipe`, and `output`) and its inputs, files and `{ url }` or `{ job_id }` alike. */
export type BatchInput = BatchFields & { inputs: BatchInputItem[] };
type NoWait = { wait: false };
type Waits = { wait?: true };

const MB = 1000 * 1000;
const MAX_POLL_INTERVAL_MS = 5000;
const SDK_OPTIONS = ["file", "wait", "timeoutMs", "onProgress", "signal", "filename", "idempotencyKey"] as const;

/** The Darkroom API: every call waits for its work by default and retries 429 and 503 safely. */
export class Darkroom {
  readonly skills = {
    /** The live catalogue with option ids and prices (needs no key). */
    list: async (): Promise<SkillList> => (await this.http.json<SkillList>({ method: "GET", path: "/api/v1/skills", auth: false })).body,
    /** Runs one skill on a file, a `url` or a `job_id`, charged first and refunded on failure. */
    run: ((slug: string, input: SkillInput & SendOptions & { wait?: boolean }) =>
      this.submit(`/api/v1/run/${encodeURIComponent(slug)}`, input)) as {
      (slug: string, input: SkillInput & SendOptions & NoWait): Promise<Accepted>;
      (slug: string, input: SkillInput & SendOptions & Waits): Promise<Job>;
    },
  };

  readonly jobs = {
    get: async (id: string): Promise<Job> => (await this.http.json<Job>({ method: "GET", path: `/api/v1/jobs/${encodeURIComponent(id)}` })).body,
    /** Polls until the job is complete; a failed or canceled job throws a DarkroomError carrying it. */
    wait: (id: string, options: WaitOptions = {}): Promise<Job> => this.poll<Job>(`/api/v1/jobs/${encodeURIComponent(id)}`, options, Date.now()),
    cancel: async (id: string): Promise<Job> => (await this.http.json<Job>({ method: "POST", path: `/api/v1/jobs/${encodeURIComponent(id)}/cancel` })).body,
  };

  readonly runs = {
    /** Runs a line (inline `steps` or a `recipe`) on one file; with `dry_run: true` answers its quote instead. */
    create: ((input: RunInput & SendOptions & { wait?: boolean; dry_run?: boolean }) => this.submit("/api/v1/runs", input)) as {
      (input: RunInput & SendOptions & { dry_run: true }): Promise<DryRun>;
      (input: RunInput & SendOptions & NoWait): Promise<Accepted>;
      (input: RunInput & SendOptions & Waits & { dry_run?: false }): Promise<Run>;
    },
    get: async (id: string): Promise<Run> => (await this.http.json<Run>({ method: "GET", path: `/api/v1/runs/${encodeURIComponent(id)}` })).body,
    wait: (id: string, options: WaitOptions = {}): Promise<Run> => this.poll<Run>(`/api/v1/runs/${encodeURIComponent(id)}`, options, Date.now()),
    cancel: async (id: string): Promise<Run> => (await this.http.json<Run>({ method: "POST", path: `/api/v1/runs/${encodeURIComponent(id)}/cancel` })).body,
  };

  readonly batches = {
    /**
     * Runs one line over many inputs, each item a run of its own. The whole batch is quoted first: an
     * account that cannot pay for every item is refused (402) and nothing runs. Files go up in one
     * form (over 20 MB each first by tus); by default the call waits until the batch has ended and
     * answers it whatever its end (complete, partial, failed, canceled): read `items` for each outcome.
     */
    create: ((input: BatchInput & SendOptions & { wait?: boolean }) => this.startBatch(input)) as {
      (input: BatchInput & SendOptions & NoWait): Promise<BatchAccepted>;
      (input: BatchInput & SendOptions & Waits): Promise<Batch>;
    },
    get: async (id: string): Promise<Batch> => (await this.http.json<Batch>({ method: "GET", path: `/api/v1/batches/${encodeURIComponent(id)}` })).body,
    /** Polls until the batch has ended, reporting its counts (`stage: "batch"`). */
    wait: (id: string, options: WaitOptions = {}): Promise<Batch> => this.pollBatch(`/api/v1/batches/${encodeURIComponent(id)}`, options, Date.now()),
    /** Cancels its open items (refunded as runs are); finished items keep their outputs. */
    cancel: async (id: string): Promise<Batch> => (await this.http.json<Batch>({ method: "POST", path: `/api/v1/batches/${encodeURIComponent(id)}/cancel` })).body,
    /**
     * The ZIP of every output of an ended batch, each named after its input: through the batch's signed
     * `archive_url` (no key needed) when given the batch, with this client's key when given its id.
     */
    archive: ((target: Batch | string, options: { stream?: boolean; signal?: AbortSignal } = {}) => this.downloadArchive(target, options)) as {
      (target: Batch | string, options: { stream: true; signal?: AbortSignal }): Promise<ReadableStream<Uint8Array>>;
      (target: Batch | string, options?: { stream?: false; signal?: AbortSignal }): Promise<Uint8Array>;
    },
  };

  readonly assets = {
    /** Stores a finished job's or run's outputs in the Vault. */
    store: async (input: StoreAssetsInput): Promise<StoredAssets> => (await this.http.json<StoredAssets>({ method: "POST", path: "/api/v1/assets", json: input })).body,
    list: async (query: Partial<AssetListQuery> = {}): Promise<AssetList> => (await this.http.json<AssetList>({ method: "GET", path: "/api/v1/assets", query })).body,
    /**
     * Searches the Vault: `q` (words in name, tags, folder, camera, lens), `tag`, `folder` (with its
     * subfolders), `type`, `taken_after`/`taken_before`, `sort`; one page, with `next_cursor` for the next.
     */
    search: async (query: Partial<AssetListQuery> = {}): Promise<AssetList> => this.assets.list(query),
    /** Every asset matching the search, page after page. */
    searchAll: (query: Partial<Omit<AssetListQuery, "cursor">> = {}): AsyncGenerator<Asset> => this.everyAsset(query),
    get: async (id: string): Promise<Asset> => (await this.http.json<Asset>({ method: "GET", path: `/api/v1/assets/${encodeURIComponent(id)}` })).body,
    /** Moves an asset (`folder`), sets its tags, or removes its location (`keep_location: false`). */
    update: async (id: string, input: UpdateAssetInput): Promise<Asset> =>
      (await this.http.json<Asset>({ method: "PATCH", path: `/api/v1/assets/${encodeURIComponent(id)}`, json: input })).body,
    /** Tags, untags, moves or deletes many assets at once; one id that is not yours refuses them all. */
    bulk: async (input: BulkAssetsInput): Promise<BulkAssetsResult> => (await this.http.json<BulkAssetsResult>({ method: "POST", path: "/api/v1/assets/bulk", json: input })).body,
    /** The folder tree with each folder's counts. */
    folders: async (): Promise<FolderTree> => (await this.http.json<FolderTree>({ method: "GET", path: "/api/v1/assets/folders" })).body,
    /** A ZIP of the listed assets or of a folder: its bytes, or a stream with `{ stream: true }`. */
    archive: ((input: ArchiveAssetsInput, options: { stream?: boolean; signal?: AbortSignal } = {}) => this.archiveAssets(input, options)) as {
      (input: ArchiveAssetsInput, options: { stream: true; signal?: AbortSignal }): Promise<ReadableStream<Uint8Array>>;
      (input: ArchiveAssetsInput, options?: { stream?: false; signal?: AbortSignal }): Promise<Uint8Array>;
    },
    /** Stable delivery URLs for renditions of an image asset, in the order asked. */
    variants: async (id: string, variants: VariantSpec[]): Promise<string[]> =>
      (await this.http.json<{ urls: string[] }>({ method: "POST", path: `/api/v1/assets/${encodeURIComponent(id)}/variants`, json: { variants } })).body.urls,
  };

  readonly galleries = {
    /** A gallery of Vault assets with a public review page (`review_url`). */
    create: async (input: CreateGalleryInput): Promise<Gallery> => (await this.http.json<Gallery>({ method: "POST", path: "/api/v1/galleries", json: input })).body,
    list: async (query: Partial<GalleryListQuery> = {}): Promise<GalleryList> => (await this.http.json<GalleryList>({ method: "GET", path: "/api/v1/galleries", query })).body,
    get: async (id: string): Promise<Gallery> => (await this.http.json<Gallery>({ method: "GET", path: `/api/v1/galleries/${encodeURIComponent(id)}` })).body,
  };

  readonly uploads = {
    /** Stores a file as a finished upload job, to pass as `job_id`; over 20 MB resumably (tus). */
    upload: async (file: FileInput, options: Omit<SendOptions, "timeoutMs"> = {}): Promise<{ job_id: string }> => {
      const prepared = await prepareFile(file, options.filename);
      if (prepared.blob.size > this.tusThresholdBytes) return this.tus(prepared, options);
      const { body } = await this.http.json<Job>({ method: "POST", path: "/api/v1/uploads", form: formOf({}, prepared), onUploadProgress: uploadProgress(options.onProgress, prepared.blob.size), idempotencyKey: options.idempotencyKey, signal: options.signal });
      return { job_id: body.id };
    },
  };

  readonly uploadTokens = {
    /** A short-lived `dut_…` token a browser uploads with (uploadWithToken from `@darkroom/sdk/browser`), within `max_bytes`, `types` and `uses`. */
    create: async (input: CreateUploadTokenInput): Promise<CreatedUploadToken> =>
      (await this.http.json<CreatedUploadToken>({ method: "POST", path: "/api/v1/upload-tokens", json: input })).body,
    list: async (): Promise<UploadToken[]> => (await this.http.json<{ upload_tokens: UploadToken[] }>({ method: "GET", path: "/api/v1/upload-tokens" })).body.upload_tokens,
    revoke: async (id: string): Promise<void> => void (await this.http.json({ method: "DELETE", path: `/api/v1/upload-tokens/${encodeURIComponent(id)}` })),
  };

  readonly files = {
    /** An output's or asset's file through its signed link (valid ten minutes: read the job again for fresh ones). */
    download: ((target: Output | Asset | string, options: { stream?: boolean; signal?: AbortSignal } = {}) => this.download(target, options)) as {
      (target: Output | Asset | string, options: { stream: true; signal?: AbortSignal }): Promise<ReadableStream<Uint8Array>>;
      (target: Output | Asset | string, options?: { stream?: false; signal?: AbortSignal }): Promise<Uint8Array>;
    },
  };

  readonly credits = {
    /** The balance and the ledger, newest first. */
    ledger: async (query: Partial<LedgerQuery> = {}): Promise<Ledger> => (await this.http.json<Ledger>({ method: "GET", path: "/api/v1/credits", query })).body,
  };

  private readonly http: Http;
  private readonly fetch: typeof fetch;
  private readonly tusThresholdBytes: number;
  private readonly tusChunkBytes: number;
  private readonly pollIntervalMs: number;

  constructor(options: DarkroomOptions = {}) {
    const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {};
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.http = new Http({
      apiKey: options.apiKey ?? env.DARKROOM_API_KEY,
      baseUrl: options.baseUrl ?? env.DARKROOM_URL ?? "http://localhost:3000",
      maxRetries: options.maxRetries ?? 3,
      fetch: this.fetch,
    });
    this.tusThresholdBytes = options.tusThresholdBytes ?? 20 * MB;
    this.tusChunkBytes = options.tusChunkBytes ?? 8 * 1024 * 1024;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
  }

  /** Converts or resizes one image or video (no credits; paid plans) and waits for the job. */
  convert(input: ConvertInput & SendOptions & NoWait): Promise<Accepted>;
  convert(input: ConvertInput & SendOptions & Waits): Promise<Job>;
  convert(input: ConvertInput & SendOptions & { wait?: boolean }): Promise<Job | Accepted> {
    return this.submit("/api/v1/convert", input);
  }

  /**
   * The one way work is started: the file goes in the form (or, when large, up by tus first and then
   * by `job_id`), and a 202 is polled at `poll_url` until the work is done.
   */
  private async submit<T>(path: string, input: { file?: FileInput; wait?: boolean } & SendOptions & Record<string, unknown>): Promise<T> {
    const startedAt = Date.now();
    const { file, wait, timeoutMs, onProgress, signal, filename, idempotencyKey } = input;
    const fields = Object.fromEntries(Object.entries(input).filter(([name, value]) => value !== undefined && !(SDK_OPTIONS as readonly string[]).includes(name)));
    if (wait === false) fields.wait = false;
    let request: { json: Record<string, unknown> } | { form: FormData } = { json: fields };
    let formFileBytes: number | null = null;
    if (file !== undefined) {
      const prepared = await prepareFile(file, filename);
      if (prepared.blob.size > this.tusThresholdBytes) {
        request = { json: { ...fields, job_id: (await this.tus(prepared, { onProgress, signal })).job_id } };
      } else {
        request = { form: formOf(fields, prepared) };
        formFileBytes = prepared.blob.size;
      }
    }
    const response = await this.http.send({ method: "POST", path, ...request, onUploadProgress: formFileBytes === null ? undefined : uploadProgress(onProgress, formFileBytes), idempotencyKey, signal });
    const body = await readJson(response);
    if (!response.ok) throw errorOf(response, body);
    if (response.status !== 202 || wait === false) return body as T;
    const pending = body as Accepted;
    onProgress?.({ stage: "wait", id: pending.id, status: pending.status, progress: null });
    return this.poll<T>(pending.poll_url, { timeoutMs, onProgress, signal }, startedAt);
  }

  /** Sends a batch: small files in the form, large ones by tus first (then as `job_id`), every other input as it is. */
  private async startBatch(input: BatchInput & SendOptions & { wait?: boolean }): Promise<Batch | BatchAccepted> {
    const startedAt = Date.now();
    const { inputs, wait, timeoutMs, onProgress, signal, filename: _filename, idempotencyKey, ...line } = input;
    const fields: Record<string, unknown> = Object.fromEntries(Object.entries(line).filter(([, value]) => value !== undefined));
    const listed: ({ url: string } | { job_id: string })[] = [];
    const files: PreparedFile[] = [];
    for (const item of inputs) {
      if (isReference(item)) {
        listed.push(item);
        continue;
      }
      const prepared = await prepareFile(item);
      if (prepared.blob.size > this.tusThresholdBytes) listed.push(await this.tus(prepared, { onProgress, signal }));
      else files.push(prepared);
    }
    const body = { ...fields, inputs: listed };
    const request = files.length === 0 ? { json: body } : { form: formOf(body, ...files) };
    const { body: accepted } = await this.http.json<BatchAccepted>({ method: "POST", path: "/api/v1/batches", ...request, idempotencyKey, signal });
    if (wait === false) return accepted;
    return this.pollBatch(accepted.poll_url, { timeoutMs, onProgress, signal }, startedAt);
  }

  /** Looks at a batch until it has ended (its `completed_at` set), each wait a little longer than the last. */
  private async pollBatch(pollUrl: string, { timeoutMs = Infinity, onProgress, signal }: WaitOptions, startedAt: number): Promise<Batch> {
    let interval = this.pollIntervalMs;
    for (;;) {
      const { body: batch } = await this.http.json<Batch>({ method: "GET", path: pollUrl, signal });
      onProgress?.({ stage: "batch", id: batch.id, status: batch.status, counts: batch.counts, itemCount: batch.item_count });
      if (batch.completed_at !== null) return batch;
      if (Date.now() + interval - startedAt > timeoutMs) {
        throw new DarkroomError({ status: 0, code: "wait_timeout", message: `${batch.id} is still ${batch.status} after ${Math.round(timeoutMs / 1000)} s; it goes on: wait for it again, or cancel it.` });
      }
      await sleep(interval, signal);
      interval = Math.min(MAX_POLL_INTERVAL_MS, interval * 1.5);
    }
  }

  private async downloadArchive(target: Batch | string, options: { stream?: boolean; signal?: AbortSignal }): Promise<Uint8Array | ReadableStream<Uint8Array>> {
    if (typeof target !== "string") {
      if (!target.archive_url) throw clientError("invalid_input", `${target.id} has not ended yet (status ${target.status}): its archive is made once every item has ended.`);
      return this.download(target.archive_url, options);
    }
    const response = await this.http.send({ method: "GET", path: `/api/v1/batches/${encodeURIComponent(target)}/archive`, signal: options.signal });
    if (!response.ok) throw errorOf(response, await readJson(response).catch(() => null));
    return bodyOf(response, options.stream ?? false);
  }

  /** Looks at `pollUrl` (on this client's base) until the work finished, each wait a little longer than the last. */
  private async poll<T>(pollUrl: string, { timeoutMs = Infinity, onProgress, signal }: WaitOptions, startedAt: number): Promise<T> {
    let interval = this.pollIntervalMs;
    for (;;) {
      const { body: work } = await this.http.json<Job | Run>({ method: "GET", path: pollUrl, signal });
      onProgress?.({ stage: "wait", id: work.id, status: work.status, progress: work.progress });
      if (work.status === "complete") return work as T;
      if (work.status === "failed" || work.status === "canceled") {
        const { code, message } = work.error ?? { code: work.status, message: `The work was ${work.status}.` };
        throw new DarkroomError({ status: 0, code, message, job: work });
      }
      if (Date.now() + interval - startedAt > timeoutMs) {
        throw new DarkroomError({ status: 0, code: "wait_timeout", message: `${work.id} is still ${work.status} after ${Math.round(timeoutMs / 1000)} s; it goes on: wait for it again, or cancel it.`, job: work });
      }
      await sleep(interval, signal);
      interval = Math.min(MAX_POLL_INTERVAL_MS, interval * 1.5);
    }
  }

  private tus(file: PreparedFile, { onProgress, signal, idempotencyKey }: SendOptions): Promise<{ job_id: string }> {
    return tusUpload({ http: this.http, file, chunkBytes: this.tusChunkBytes, idempotencyKey, onProgress, signal });
  }

  private async download(target: Output | Asset | string, { stream = false, signal }: { stream?: boolean; signal?: AbortSignal }): Promise<Uint8Array | ReadableStream<Uint8Array>> {
    const url = typeof target === "string" ? target : target.url;
    if (!url) throw clientError("invalid_input", "This output has no download link: its file expired.");
    let response: Response;
    try {
      response = await this.fetch(url, { signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw clientError("network_error", `The download from ${new URL(url).origin} failed.`);
    }
    if (!response.ok) throw errorOf(response, await readJson(response).catch(() => null));
    return bodyOf(response, stream);
  }

  private async *everyAsset(query: Partial<Omit<AssetListQuery, "cursor">>): AsyncGenerator<Asset> {
    let cursor: string | undefined;
    do {
      const page = await this.assets.list({ ...query, ...(cursor ? { cursor } : {}) });
      yield* page.assets;
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
  }

  /** A ZIP of Vault assets (listed ids, or a folder and its subfolders), streamed by the server as it is made. */
  private async archiveAssets(input: ArchiveAssetsInput, { stream = false, signal }: { stream?: boolean; signal?: AbortSignal }): Promise<Uint8Array | ReadableStream<Uint8Array>> {
    const response = await this.http.send({ method: "POST", path: "/api/v1/assets/archive", json: input, signal });
    if (!response.ok) throw errorOf(response, await readJson(response).catch(() => null));
    return bodyOf(response, stream);
  }
}

/** A download's body: a stream, or its bytes (in Node a Buffer, a Uint8Array with Buffer's methods). */
async function bodyOf(response: Response, stream: boolean): Promise<Uint8Array | ReadableStream<Uint8Array>> {
  if (stream && response.body) return response.body;
  const bytes = await response.arrayBuffer();
  const nodeBuffer = (globalThis as { Buffer?: { from(data: ArrayBuffer): Uint8Array } }).Buffer;
  return nodeBuffer ? nodeBuffer.from(bytes) : new Uint8Array(bytes);
}

/**
 * The upload stage of a form of about `fileBytes` (the fields and boundaries add a little, so a share
 * past the file's size reads as all sent): 0 at once, then as the bytes go out.
 */
function uploadProgress(onProgress: SendOptions["onProgress"], fileBytes: number): ((sent: number) => void) | undefined {
  if (!onProgress) return undefined;
  onProgress({ stage: "upload", bytesSent: 0, bytesTotal: fileBytes });
  return (sent) => onProgress({ stage: "upload", bytesSent: Math.min(sent, fileBytes), bytesTotal: fileBytes });
}

/** A multipart body: fields as text (objects such as `options`, `steps`, `output` as JSON), then the files, each a `file` part. */
function formOf(fields: Record<string, unknown>, ...files: PreparedFile[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, typeof value === "object" && value !== null ? JSON.stringify(value) : String(value));
  for (const file of files) form.append("file", file.blob, file.name);
  return form;
}

/** A batch input the server fetches or reuses, rather than a file to send. */
function isReference(item: BatchInputItem): item is { url: string } | { job_id: string } {
  return typeof item === "object" && item !== null && !(item instanceof Uint8Array) && !(item instanceof ArrayBuffer) && !(typeof Blob !== "undefined" && item instanceof Blob) && ("url" in item || "job_id" in item);
}
