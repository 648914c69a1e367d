import { DarkroomError, clientError } from "./errors.js";
import { prepareFile, type PreparedFile } from "./file-input.js";
import { Http, errorOf, readJson, sleep } from "./http.js";
import { tusUpload } from "./tus.js";
import type {
  Accepted,
  Asset,
  AssetList,
  AssetListQuery,
  ConvertFields,
  CreateGalleryInput,
  CreatedUploadToken,
  CreateUploadTokenInput,
  DryRun,
  FileInput,
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

  readonly assets = {
    /** Stores a finished job's or run's outputs in the Vault. */
    store: async (input: StoreAssetsInput): Promise<StoredAssets> => (await this.http.json<StoredAssets>({ method: "POST", path: "/api/v1/assets", json: input })).body,
    list: async (query: Partial<AssetListQuery> = {}): Promise<AssetList> => (await this.http.json<AssetList>({ method: "GET", path: "/api/v1/assets", query })).body,
    get: async (id: string): Promise<Asset> => (await this.http.json<Asset>({ method: "GET", path: `/api/v1/assets/${encodeURIComponent(id)}` })).body,
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
      options.onProgress?.({ stage: "upload", bytesSent: 0, bytesTotal: prepared.blob.size });
      const { body } = await this.http.json<Job>({ method: "POST", path: "/api/v1/uploads", form: formOf({}, prepared), idempotencyKey: options.idempotencyKey, signal: options.signal });
      options.onProgress?.({ stage: "upload", bytesSent: prepared.blob.size, bytesTotal: prepared.blob.size });
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
    if (file !== undefined) {
      const prepared = await prepareFile(file, filename);
      if (prepared.blob.size > this.tusThresholdBytes) {
        request = { json: { ...fields, job_id: (await this.tus(prepared, { onProgress, signal })).job_id } };
      } else {
        onProgress?.({ stage: "upload", bytesSent: 0, bytesTotal: prepared.blob.size });
        request = { form: formOf(fields, prepared) };
      }
    }
    const response = await this.http.send({ method: "POST", path, ...request, idempotencyKey, signal });
    const body = await readJson(response);
    if (!response.ok) throw errorOf(response, body);
    if (response.status !== 202 || wait === false) return body as T;
    const pending = body as Accepted;
    onProgress?.({ stage: "wait", id: pending.id, status: pending.status, progress: null });
    return this.poll<T>(pending.poll_url, { timeoutMs, onProgress, signal }, startedAt);
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
    if (stream && response.body) return response.body;
    const bytes = await response.arrayBuffer();
    // In Node a Buffer (a Uint8Array with Buffer's methods); elsewhere a plain Uint8Array.
    const nodeBuffer = (globalThis as { Buffer?: { from(data: ArrayBuffer): Uint8Array } }).Buffer;
    return nodeBuffer ? nodeBuffer.from(bytes) : new Uint8Array(bytes);
  }
}

/** A multipart body: fields as text (objects such as `options`, `steps`, `output` as JSON), then the file. */
function formOf(fields: Record<string, unknown>, file: PreparedFile): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, typeof value === "object" && value !== null ? JSON.stringify(value) : String(value));
  form.set("file", file.blob, file.name);
  return form;
}
