import path from "node:path";
import { z } from "zod";
import { parseLaneSlots } from "@/lib/platform/config/lanes";
import { MODEL_REF } from "@/lib/platform/config/model-ref";
import { LIMITS } from "./limits";
import { MIN_SECRET_LENGTH } from "./secret-files";
import { parseTrustProxy } from "./trust-proxy";

const seconds = () => z.coerce.number().positive().max(31_536_000);
const count = () => z.coerce.number().int().positive();
const httpUrl = () =>
  z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).transform((url) => url.replace(/\/+$/, ""));
const modelRef = () => z.string().regex(MODEL_REF, "must be owner/name or owner/name:<64-hex version>");
/** A model-list entry: a reference, optionally priced as `ref=credits` (the price is read by lib/platform/providers/models.ts). */
const pricedModelRef = () =>
  z.string().refine((entry) => MODEL_REF.test(entry.split("=")[0].trim()), "must list owner/name or owner/name:<64-hex version>, each optionally =credits");
/** A comma list; one that names nothing counts as unset, so the default applies. */
const list = (item: z.ZodType<string, string>) =>
  z
    .string()
    .transform((value) => value.split(",").map((entry) => entry.trim()).filter(Boolean))
    .pipe(z.array(item))
    .transform((items) => (items.length ? items : undefined));

/** An origin as a browser sends it: scheme, host and port only (`https://app.example`, `http://127.0.0.1:5173`). */
const origin = () =>
  z
    .string()
    .transform((value) => value.replace(/\/+$/, ""))
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && new URL(value).origin === value.toLowerCase(), "must list origins such as https://app.example (scheme, host and port only)")
    .transform((value) => value.toLowerCase());

/**
 * Every setting the service reads, validated once at start-up (`startServerRuntime`); README's
 * "Configuration" table documents each one. A blank value counts as unset. The defaults of
 * the limits come from the one table of limits (`./limits.ts`).
 */
const EnvSchema = z.object({
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
  DATABASE_POOL_SIZE: count().max(1000).default(10),
  DATABASE_CONNECT_TIMEOUT_SECONDS: seconds().max(600).default(LIMITS.databaseConnectTimeoutSeconds.value),
  DATABASE_QUERY_TIMEOUT_SECONDS: seconds().max(3600).default(LIMITS.databaseQueryTimeoutSeconds.value),
  // Tests isolate each file in its own schema; it is interpolated into search_path, so identifiers only.
  DARKROOM_PG_SCHEMA: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,62}$/, "must be a plain schema name").optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "must be a redis:// URL" }).optional(),
  PORT: count().max(65_535).default(3000),
  HOSTNAME_BIND: z.string().default("0.0.0.0"),
  PUBLIC_BASE_URL: httpUrl().optional(),
  // Without PUBLIC_BASE_URL: the hosts a request's Host may name for links (default: HOSTNAME_BIND and localhost on PORT).
  // Browser pages on these origins may call /api/v1 (CORS, bearer credentials only); none by default.
  CORS_ALLOWED_ORIGINS: list(origin()).optional(),
  ALLOWED_HOSTS: list(z.string().regex(/^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/, "must list host or host:port names")).optional(),
  DARKROOM_SECRET: z.string().min(MIN_SECRET_LENGTH, `must have at least ${MIN_SECRET_LENGTH} characters`).optional(),
  // open: anyone may sign up (on DARKROOM_SIGNUP_PLAN); closed: accounts come from the operator.
  DARKROOM_SIGNUP: z.enum(["open", "closed"]).default("open"),
  DARKROOM_SIGNUP_PLAN: z.enum(["basic", "plus", "pro", "business"]).default("basic"),
  // Credits granted (a ledger grant) to each web sign-up and to the /setup operator, so paid skills can be tried; 0 grants none.
  DARKROOM_SIGNUP_CREDITS: z.coerce.number().int().min(0).max(1_000_000).default(20),
  WAIT_TIMEOUT_SECONDS: seconds().default(LIMITS.waitSeconds.value),
  MAX_UPLOAD_BYTES: count().default(LIMITS.uploadBytes.value),
  // Live (unrevoked) API keys one account may hold.
  API_KEYS_PER_ACCOUNT: count().max(10_000).default(LIMITS.apiKeysPerAccount.value),
  // Inputs one batch (POST /api/v1/batches) may hold.
  BATCH_MAX_ITEMS: count().max(100_000).default(LIMITS.batchItems.value),
  // Days a new gallery stays open when its creator gives no `expires_at` (null is "never", on purpose).
  GALLERY_DEFAULT_EXPIRY_DAYS: count().max(3650).default(LIMITS.galleryDefaultExpiryDays.value),
  DARKROOM_FETCH_ALLOW_HOSTS: z.string().default(""),
  WORKER_CONCURRENCY: z.coerce.number().int().min(0).max(1024).optional(),
  WORKER_LANES: z
    .string()
    .refine((value) => parseLaneSlots(value) !== null, "expected lane=slots pairs such as cpu=2,io=8 (lanes: cpu, io)")
    .transform((value) => parseLaneSlots(value)!)
    .optional(),
  DARKROOM_EMBEDDED_WORKERS: z.enum(["true", "false"]).default("true"),
  JOB_LEASE_SECONDS: seconds().default(LIMITS.jobLeaseSeconds.value),
  // Hours after a job ends until its inputs and outputs are deleted; decimals allowed (tests use seconds).
  JOB_RETENTION_HOURS: z.coerce.number().positive().max(87_600).default(LIMITS.jobRetentionHours.value),
  // Webhooks: endpoints an account may have (more: 409 limit_reached), and first attempts sent per account in any hour (more wait).
  WEBHOOK_ENDPOINTS_PER_ACCOUNT: count().max(10_000).default(LIMITS.webhookEndpointsPerAccount.value),
  WEBHOOK_DELIVERIES_PER_HOUR: count().max(1_000_000).default(LIMITS.webhookDeliveriesPerHour.value),
  // Bytes an account may keep in unexpired uploads and job files, per plan; unset: the plan's default (lib/domain/accounts/plans.ts).
  STORAGE_QUOTA_BYTES_BASIC: count().optional(),
  STORAGE_QUOTA_BYTES_PLUS: count().optional(),
  STORAGE_QUOTA_BYTES_PRO: count().optional(),
  STORAGE_QUOTA_BYTES_BUSINESS: count().optional(),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(86_400).default(LIMITS.shutdownGraceSeconds.value),
  // The background remover's model process is stopped after this long without work (its memory goes back); 0 keeps it loaded. At most ~23 days: a timer's limit.
  MODEL_IDLE_SECONDS: z.coerce.number().min(0).max(2_000_000).default(300),
  MAX_INPUT_PIXELS: count().default(LIMITS.inputPixels.value),
  MAX_FRAMES: count().default(LIMITS.inputFrames.value),
  MAX_VIDEO_SECONDS: seconds().default(LIMITS.videoSeconds.value),
  MAX_VIDEO_DIMENSION: count().default(LIMITS.videoDimension.value),
  MAX_FPS: z.coerce.number().positive().default(LIMITS.videoFps.value),
  MEDIA_TIMEOUT_SECONDS: seconds().default(LIMITS.mediaTimeoutSeconds.value),
  // Delivery (/d/ URLs): rendered variants kept at most this many bytes; renders at once per process (default: the cores).
  DELIVERY_CACHE_BYTES: count().default(LIMITS.deliveryCacheBytes.value),
  DELIVERY_RENDER_CONCURRENCY: count().max(1024).optional(),
  OPENAI_BASE_URL: httpUrl().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_VISION_MODEL: z.string().default("gpt-4o-mini"),
  OPENAI_TRANSCRIBE_MODEL: z.string().default("whisper-1"),
  OPENAI_SPEECH_MODELS: list(z.string()).optional(),
  OPENAI_SPEECH_MODEL: z.string().optional(),
  OPENAI_IMAGE_MODELS: list(z.string()).optional(),
  OPENAI_TIMEOUT_SECONDS: seconds().optional(),
  REPLICATE_API_TOKEN: z.string().optional(),
  REPLICATE_BASE_URL: httpUrl().optional(),
  REPLICATE_SWAP_MODEL: modelRef().optional(),
  REPLICATE_TRYON_MODEL: modelRef().optional(),
  REPLICATE_VIDEO_MODELS: list(pricedModelRef()).optional(),
  REPLICATE_MUSIC_MODELS: list(pricedModelRef()).optional(),
  REPLICATE_MUSIC_MODEL: modelRef().optional(),
  REPLICATE_UPSCALE_MODEL: modelRef().optional(),
  // S3-compatible blob storage: S3_BUCKET set → S3; unset → files under DATA_DIR/blobs.
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: httpUrl().optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  S3_PUBLIC_ENDPOINT: httpUrl().optional(),
  S3_REQUEST_TIMEOUT_SECONDS: seconds().max(3600).default(LIMITS.s3RequestTimeoutSeconds.value),
  // Below this many free bytes in DATA_DIR new uploads are refused (507) before the disk is full; 0 turns the check off.
  DISK_FREE_MIN_BYTES: z.coerce.number().int().min(0).default(LIMITS.diskFreeMinBytes.value),
  // Monitoring: GET /metrics takes this bearer token (or the admin token); LOG_LEVEL filters the JSON logs.
  METRICS_TOKEN: z.string().min(16).optional(),
  METRICS_PORT: count().max(65_535).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Internet-facing: which proxy headers (X-Forwarded-For, -Proto, -Host) are believed.
  TRUST_PROXY: z
    .string()
    .default("")
    .refine((value) => parseTrustProxy(value) !== null, "expected off, a number of proxy hops, or a comma list of proxy addresses / CIDR ranges"),
});

export type Env = z.infer<typeof EnvSchema> & { dataDir: string };

let cached: Env | undefined;

/**
 * Validated environment, read on first use (never at import time, so tests and builds can set it
 * first). Throws one error naming every bad variable; values are left out, as they may be secrets.
 */
export function env(): Env {
  if (!cached) {
    const raw = Object.fromEntries(Object.keys(EnvSchema.shape).map((name) => [name, process.env[name]?.trim() || undefined]));
    const parsed = EnvSchema.safeParse(raw);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      throw new Error(`Invalid environment: ${detail}`);
    }
    cached = { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
  }
  return cached;
}

/** Tests change the environment between files and tests; this forgets the cached copy. */
export function resetEnvForTests(): void {
  cached = undefined;
}
