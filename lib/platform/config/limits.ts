/**
 * Every limit the service enforces, in one table: what it bounds, its unit and value, and for the
 * ones an operator sets, the environment variable (`env` here; the value is then its default, and
 * `lib/platform/config/env.ts` reads and validates the variable). `npm run docs:limits` writes this
 * table to docs/limits.md; the OpenAPI document lists it with this server's values (`info.x-limits`).
 * Plain data with no imports, so browser code may read it too (a form's length checks).
 * Per-plan limits (requests per minute, Vault room, open jobs) are the plan table's,
 * lib/domain/accounts/plans.ts; docs/limits.md shows both.
 */

export type LimitUnit = "bytes" | "pixels" | "frames" | "frames per second" | "seconds" | "hours" | "days" | "characters" | "items";

export type LimitArea = "Uploads and inputs" | "Media" | "Jobs" | "AI providers" | "Accounts and sign-in" | "Vault" | "Galleries" | "Webhooks" | "MCP" | "Dependencies" | "Browsers";

/** The environment variables that set a limit (each a number in env.ts). */
export type LimitVariable =
  | "MAX_UPLOAD_BYTES"
  | "MAX_INPUT_PIXELS"
  | "MAX_FRAMES"
  | "MAX_VIDEO_SECONDS"
  | "MAX_VIDEO_DIMENSION"
  | "MAX_FPS"
  | "MEDIA_TIMEOUT_SECONDS"
  | "WAIT_TIMEOUT_SECONDS"
  | "JOB_RETENTION_HOURS"
  | "JOB_LEASE_SECONDS"
  | "SHUTDOWN_GRACE_SECONDS"
  | "DELIVERY_CACHE_BYTES"
  | "WEBHOOK_ENDPOINTS_PER_ACCOUNT"
  | "WEBHOOK_DELIVERIES_PER_HOUR"
  | "API_KEYS_PER_ACCOUNT"
  | "DATABASE_CONNECT_TIMEOUT_SECONDS"
  | "DATABASE_QUERY_TIMEOUT_SECONDS"
  | "S3_REQUEST_TIMEOUT_SECONDS"
  | "DISK_FREE_MIN_BYTES"
  | "BATCH_MAX_ITEMS"
  | "GALLERY_DEFAULT_EXPIRY_DAYS";

export type Limit = {
  area: LimitArea;
  /** The value, or the default of an operator-settable limit. */
  value: number;
  unit: LimitUnit;
  /** A rate: `value` per this many seconds. */
  windowSeconds?: number;
  env?: LimitVariable;
  description: string;
};

const MiB = 1024 ** 2;
const GiB = 1024 ** 3;
const MINUTE = 60;
const HOUR = 3600;

export const LIMITS = {
  // Uploads and inputs
  uploadBytes: {
    area: "Uploads and inputs",
    value: 2 * GiB,
    unit: "bytes",
    env: "MAX_UPLOAD_BYTES",
    description: "Largest upload (multipart or tus) or file fetched from a `url` input; more is refused with 413 `file_too_large`.",
  },
  jsonBodyBytes: { area: "Uploads and inputs", value: MiB, unit: "bytes", description: "Largest JSON request body; checked as it streams (`413 payload_too_large`)." },
  jsonDepth: {
    area: "Uploads and inputs",
    value: 32,
    unit: "items",
    description: "Levels of arrays and objects nested in a JSON body, an MCP tool call's arguments or a JSON form field; deeper is refused with 400 `invalid_request`.",
  },
  requestTargetChars: {
    area: "Uploads and inputs",
    value: 8192,
    unit: "characters",
    description: "Longest request target (path and query string); longer is refused with 414 `uri_too_long`.",
  },
  requestHeaderBytes: {
    area: "Uploads and inputs",
    value: 16 * 1024,
    unit: "bytes",
    description: "Request headers together (names and values); more is refused with 431 `headers_too_large`.",
  },
  formFieldBytes: { area: "Uploads and inputs", value: 64 * 1024, unit: "bytes", description: "Largest text field of a multipart form; refused the moment it passes." },
  formFields: { area: "Uploads and inputs", value: 50, unit: "items", description: "Text fields of a multipart form (it may hold one file part more)." },
  formPartHeaderBytes: { area: "Uploads and inputs", value: 16 * 1024, unit: "bytes", description: "Headers of one multipart part; past it they are cut." },
  formUntakenBytes: { area: "Uploads and inputs", value: MiB, unit: "bytes", description: "Bytes of a multipart body that no part takes (preamble, skipped parts, epilogue)." },
  fetchRedirects: { area: "Uploads and inputs", value: 5, unit: "items", description: "Redirects followed when fetching a `url` input or a provider's output." },
  fileNameChars: { area: "Uploads and inputs", value: 200, unit: "characters", description: "A file name is cut to this length (it is only shown, never used as a path)." },
  resumableUploadHours: { area: "Uploads and inputs", value: 24, unit: "hours", description: "An unfinished tus upload is deleted this long after it was created." },
  idempotencyKeyChars: { area: "Uploads and inputs", value: 255, unit: "characters", description: "Longest `Idempotency-Key`." },
  idempotencyKeyHours: { area: "Uploads and inputs", value: 24, unit: "hours", description: "An `Idempotency-Key` replays its first answer for this long." },
  signedUrlSeconds: { area: "Uploads and inputs", value: 10 * MINUTE, unit: "seconds", description: "A signed output link works this long; every read of the job signs fresh ones." },

  // Media
  inputPixels: {
    area: "Media",
    value: 50_000_000,
    unit: "pixels",
    env: "MAX_INPUT_PIXELS",
    description: "Width × height × frames of an input image (animations count every frame); more is refused with 413 `media_too_large`.",
  },
  inputFrames: { area: "Media", value: 1000, unit: "frames", env: "MAX_FRAMES", description: "Frames (pages) of an animated image." },
  videoSeconds: { area: "Media", value: HOUR, unit: "seconds", env: "MAX_VIDEO_SECONDS", description: "Duration of an input video or audio file." },
  videoDimension: { area: "Media", value: 7680, unit: "pixels", env: "MAX_VIDEO_DIMENSION", description: "Width or height of an input video." },
  videoFps: { area: "Media", value: 240, unit: "frames per second", env: "MAX_FPS", description: "Frame rate of an input video." },
  mediaTimeoutSeconds: {
    area: "Media",
    value: 10 * MINUTE,
    unit: "seconds",
    env: "MEDIA_TIMEOUT_SECONDS",
    description: "Wall-clock limit of one media tool run (ffmpeg, OCR; a probe gets at most 30 s); a run over it fails with 422 `processing_timeout`.",
  },
  outputSide: { area: "Media", value: 16_384, unit: "pixels", description: "Width or height of an image a skill makes (resize, crop, canvas)." },
  ocrSeconds: { area: "Media", value: 2 * MINUTE, unit: "seconds", description: "Time limit of text extraction (OCR) on one image, within the media timeout." },

  // Jobs
  waitSeconds: {
    area: "Jobs",
    value: 150,
    unit: "seconds",
    env: "WAIT_TIMEOUT_SECONDS",
    description: "How long a call with `wait` holds the request before answering 202 with a `poll_url`.",
  },
  jobRetentionHours: {
    area: "Jobs",
    value: 168,
    unit: "hours",
    env: "JOB_RETENTION_HOURS",
    description: "A job's inputs and outputs are deleted this long after it ends (decimals allowed).",
  },
  jobLeaseSeconds: {
    area: "Jobs",
    value: 30,
    unit: "seconds",
    env: "JOB_LEASE_SECONDS",
    description: "A job whose worker stops renewing its lease for this long is taken again by another worker.",
  },
  shutdownGraceSeconds: {
    area: "Jobs",
    value: 25,
    unit: "seconds",
    env: "SHUTDOWN_GRACE_SECONDS",
    description: "On SIGTERM, running jobs get this long to finish; the rest go back to the queue.",
  },
  runSteps: { area: "Jobs", value: 20, unit: "items", description: "Steps in one run (a line)." },
  batchItems: {
    area: "Jobs",
    value: 500,
    unit: "items",
    env: "BATCH_MAX_ITEMS",
    description: "Inputs of one batch (`POST /api/v1/batches`); a batch counts as one job toward the plan's open jobs, whatever its size.",
  },
  promptChars: { area: "Jobs", value: 2000, unit: "characters", description: "Longest `prompt` of a skill, in code points." },

  // AI providers
  transcribeBytes: { area: "AI providers", value: 25 * MiB, unit: "bytes", description: "Largest audio the OpenAI-compatible transcription takes (OpenAI's own limit)." },
  speechChars: { area: "AI providers", value: 4096, unit: "characters", description: "Longest text the OpenAI-compatible speech endpoint reads aloud (OpenAI's own limit)." },
  replicateUploadBytes: { area: "AI providers", value: 100 * MiB, unit: "bytes", description: "Largest input file sent to Replicate." },
  replicateOutputBytes: { area: "AI providers", value: 512 * MiB, unit: "bytes", description: "Largest file brought back from a Replicate prediction." },
  replicateOutputFiles: { area: "AI providers", value: 16, unit: "items", description: "Files one Replicate prediction may return." },
  replicatePredictionSeconds: { area: "AI providers", value: 15 * MINUTE, unit: "seconds", description: "A Replicate prediction still running after this long is canceled." },

  // Accounts and sign-in
  passwordMinChars: { area: "Accounts and sign-in", value: 10, unit: "characters", description: "Shortest account password." },
  passwordMaxChars: { area: "Accounts and sign-in", value: 200, unit: "characters", description: "Longest account password." },
  sessionDays: { area: "Accounts and sign-in", value: 30, unit: "days", description: "A Workbench session ends this long after sign-in." },
  sessionIdleDays: { area: "Accounts and sign-in", value: 7, unit: "days", description: "A Workbench session unused for this long ends." },
  sessionRequestsPerMinute: {
    area: "Accounts and sign-in",
    value: 600,
    unit: "items",
    windowSeconds: MINUTE,
    description: "Requests of one Workbench session (API keys follow their plan's ceiling).",
  },
  failedSignInsPerEmailAndAddress: { area: "Accounts and sign-in", value: 10, unit: "items", windowSeconds: 15 * MINUTE, description: "Failed sign-ins for one e-mail from one client address; more answer 429 to that address." },
  failedSignInsPerKnownDevice: { area: "Accounts and sign-in", value: 10, unit: "items", windowSeconds: 15 * MINUTE, description: "Failed sign-ins from a browser that signed in to that e-mail before (its device cookie); other addresses' failures never count here." },
  failedSignInsPerEmail: { area: "Accounts and sign-in", value: 100, unit: "items", windowSeconds: 15 * MINUTE, description: "Failed sign-ins for one e-mail from every browser it does not know; more answer 429 to unknown browsers only." },
  failedSignInsPerAddress: { area: "Accounts and sign-in", value: 30, unit: "items", windowSeconds: MINUTE, description: "Failed sign-ins from one client address; more answer 429." },
  testCredits: { area: "Accounts and sign-in", value: 1000, unit: "items", description: "Credits of an account's test balance (test mode, `dk_test_` keys): it starts there and is refilled to it every hour; live credits are never touched." },
  apiKeysPerAccount: { area: "Accounts and sign-in", value: 20, unit: "items", env: "API_KEYS_PER_ACCOUNT", description: "Live (unrevoked) API keys per account; one more answers 409 limit_reached." },
  signUpsPerAddress: { area: "Accounts and sign-in", value: 20, unit: "items", windowSeconds: HOUR, description: "Sign-ups from one client address." },
  setupTokenHours: { area: "Accounts and sign-in", value: 24, unit: "hours", description: "A first-run `/setup` link works this long." },

  // Vault
  assetDescriptionChars: { area: "Vault", value: 2000, unit: "characters", description: "Longest description of a Vault asset." },
  deliveryCacheBytes: { area: "Vault", value: 5 * GiB, unit: "bytes", env: "DELIVERY_CACHE_BYTES", description: "Rendered delivery variants kept; past it the least recently served are evicted (they do not count against Vault room)." },
  deliveryVariantSide: { area: "Vault", value: 8192, unit: "pixels", description: "Widest and tallest delivery variant." },
  deliveryVariantsPerCall: { area: "Vault", value: 20, unit: "items", description: "Variants one `POST /api/v1/assets/{id}/variants` makes." },
  assetFolderChars: { area: "Vault", value: 500, unit: "characters", description: "Longest folder path of an asset (such as `clients/anna/2026-11`)." },
  assetFolderSegmentChars: { area: "Vault", value: 100, unit: "characters", description: "Longest single name in a folder path." },
  assetTags: { area: "Vault", value: 50, unit: "items", description: "Tags on one asset." },
  assetTagChars: { area: "Vault", value: 64, unit: "characters", description: "Longest tag." },
  assetSearchChars: { area: "Vault", value: 200, unit: "characters", description: "Longest `q` of a Vault search." },
  assetsPerBulk: { area: "Vault", value: 500, unit: "items", description: "Assets one `POST /api/v1/assets/bulk` (or one archive of `ids`) acts on." },
  deliveryRenderWaitersPerSlot: { area: "Vault", value: 4, unit: "items", description: "Delivery renders waiting per render slot (DELIVERY_RENDER_CONCURRENCY, default the cores); more answer 503 overloaded with Retry-After." },

  // Galleries
  galleryAssets: { area: "Galleries", value: 500, unit: "items", description: "Assets in one gallery." },
  galleryDefaultExpiryDays: {
    area: "Galleries",
    value: 30,
    unit: "days",
    env: "GALLERY_DEFAULT_EXPIRY_DAYS",
    description: "A gallery created without `expires_at` expires this long after; `expires_at: null` is a gallery that never expires.",
  },
  gallerySelections: { area: "Galleries", value: 1000, unit: "items", description: "Submitted selections kept per gallery; one more answers 409 conflict." },
  galleryPasswordMinChars: { area: "Galleries", value: 8, unit: "characters", description: "Shortest gallery password." },
  galleryAccessDays: { area: "Galleries", value: 7, unit: "days", description: "An unlocked password-protected gallery stays open this long for that browser." },
  galleryUnlocksPerVisitor: { area: "Galleries", value: 10, unit: "items", windowSeconds: 15 * MINUTE, description: "Wrong password guesses per visitor and gallery." },
  galleryFreeWrongGuesses: { area: "Galleries", value: 10, unit: "items", windowSeconds: HOUR, description: "Wrong password guesses per gallery from everyone before each further wrong answer is delayed (250 ms, doubling to 8 s); a right password is never refused." },
  galleryWritesPerVisitor: { area: "Galleries", value: 120, unit: "items", windowSeconds: MINUTE, description: "Writes (reactions, comments, the reviewer's name, unlock attempts) per visitor and gallery." },
  commentChars: { area: "Galleries", value: 2000, unit: "characters", description: "Longest review comment." },
  commentsPerGallery: { area: "Galleries", value: 10_000, unit: "items", description: "Review comments in one gallery." },
  commentsPerAddress: { area: "Galleries", value: 60, unit: "items", windowSeconds: 5 * MINUTE, description: "Review comments per client address (IPv6: its /64) and gallery, whatever reviewer names it uses." },
  reviewCommentsPage: { area: "Galleries", value: 20, unit: "items", description: "Comments the review page shows per item at first, and per \"Show more\"." },
  commentsPerReviewer: { area: "Galleries", value: 20, unit: "items", windowSeconds: 5 * MINUTE, description: "Review comments per reviewer." },

  // Webhooks
  webhookEndpointsPerAccount: { area: "Webhooks", value: 10, unit: "items", env: "WEBHOOK_ENDPOINTS_PER_ACCOUNT", description: "Webhook endpoints per account; one more answers 409 limit_reached." },
  webhookDeliveriesPerHour: { area: "Webhooks", value: 3600, unit: "items", windowSeconds: HOUR, env: "WEBHOOK_DELIVERIES_PER_HOUR", description: "First delivery attempts per account in any hour; more are delayed (shown with delay_reason), never dropped." },
  webhookTimeoutSeconds: { area: "Webhooks", value: 15, unit: "seconds", description: "A receiver has this long to answer 2xx." },
  webhookRetries: { area: "Webhooks", value: 14, unit: "items", description: "Retries of a failed delivery, the n-th after a random wait below 10 s · 2^(n-1) (about 23 h in all on average)." },
  webhookDisableDays: { area: "Webhooks", value: 3, unit: "days", description: "An endpoint whose deliveries all failed for this long is disabled." },
  webhookAnswerBytes: { area: "Webhooks", value: 1024, unit: "bytes", description: "How much of a receiver's answer the delivery log keeps." },
  webhookDeliveriesListed: { area: "Webhooks", value: 100, unit: "items", description: "Deliveries the log lists, newest first." },

  // MCP
  mcpUploadBytes: { area: "MCP", value: 20 * MiB, unit: "bytes", description: "Largest file `upload_file` takes (base64 inside one JSON-RPC message)." },
  mcpInlineImageBytes: { area: "MCP", value: MiB, unit: "bytes", description: "Largest output image handed to the model inline; bigger ones are only linked." },
  mcpInlineImages: { area: "MCP", value: 4, unit: "items", description: "Output images handed inline per result." },

  // Dependencies: how long a request waits on one before it is answered 503 `unavailable` with Retry-After.
  databaseConnectTimeoutSeconds: { area: "Dependencies", value: 5, unit: "seconds", env: "DATABASE_CONNECT_TIMEOUT_SECONDS", description: "PostgreSQL: wait for a connection (a new one, or a free one of the pool); past it the request is answered 503 `unavailable`." },
  databaseQueryTimeoutSeconds: { area: "Dependencies", value: 30, unit: "seconds", env: "DATABASE_QUERY_TIMEOUT_SECONDS", description: "PostgreSQL: longest wait for one statement's answer (a cut network never answers); past it 503 `unavailable`." },
  s3RequestTimeoutSeconds: { area: "Dependencies", value: 30, unit: "seconds", env: "S3_REQUEST_TIMEOUT_SECONDS", description: "S3: longest silence on a request's connection (connecting: 5 s) before it fails, after the SDK's own three attempts: 503 `unavailable`." },
  diskFreeMinBytes: { area: "Dependencies", value: 1 * GiB, unit: "bytes", env: "DISK_FREE_MIN_BYTES", description: "Free space `DATA_DIR` keeps: below it new uploads are refused with 507 `insufficient_storage` and `/api/health` warns; a write that finds the disk full answers 507 too." },

  // Browsers
  corsPreflightSeconds: {
    area: "Browsers",
    value: 2 * HOUR,
    unit: "seconds",
    description: "A browser keeps a CORS preflight answer this long (`Access-Control-Max-Age`; Chromium's own cap). Only origins listed in `CORS_ALLOWED_ORIGINS` get CORS headers.",
  },
  uploadTokenSeconds: { area: "Browsers", value: HOUR, unit: "seconds", description: "Longest `expires_in` of an upload token (`dut_…`); past it the token answers 401." },
  uploadTokenUses: { area: "Browsers", value: 1000, unit: "items", description: "Most uploads (`uses`) one upload token may make." },
  uploadTokensPerAccount: { area: "Browsers", value: 10_000, unit: "items", description: "Upload tokens an account holds that are neither expired, used up nor revoked; one more answers 409 limit_reached." },
  uploadTokenKeptHours: { area: "Browsers", value: 24, unit: "hours", description: "An expired, used-up or revoked upload token is still listed this long, then deleted." },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;
