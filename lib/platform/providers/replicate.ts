import fs from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { ApiError } from "@/lib/core/errors";
import { predictionMemory } from "@/lib/core/attempt-context";
import { isTransient, markTransient } from "@/lib/platform/transient";
import { parseModelRef, replicateAvailability, replicateConfig, type ReplicateConfig } from "./config";
import { downloadProviderOutput, type DownloadedOutput } from "./download-output";
import { describeDuration, requestJson, sleep, type ProviderRequest } from "./http";
import { formatBytes } from "@/lib/core/bytes";
import { LIMITS } from "@/lib/platform/config/limits";

/** Adapter for the Replicate HTTP API: create a prediction, poll it to the end, fetch its output files. */

const PROVIDER = "Replicate";

const REQUEST_TIMEOUT_MS = 30_000;
const CANCEL_TIMEOUT_MS = 10_000;
const UPLOAD_TIMEOUT_MS = 300_000;
const DEFAULT_POLL_INTERVAL_MS = 1_000;
const DEFAULT_PREDICTION_TIMEOUT_MS = LIMITS.replicatePredictionSeconds.value * 1000;
/**
 * Files up to this size travel inside the prediction as data: URIs (Replicate recommends them for small
 * files; its own client allows 10 MB in total). Larger files go through the Files API first (up to 100 MB).
 */
export const DATA_URI_MAX_BYTES = 4 * 1024 ** 2;
const UPLOAD_MAX_BYTES = LIMITS.replicateUploadBytes.value;
const MAX_OUTPUT_FILES = LIMITS.replicateOutputFiles.value;
const TERMINAL = new Set(["succeeded", "failed", "canceled", "aborted"]);

export type PredictionStatus = "starting" | "processing" | "succeeded" | "failed" | "canceled" | "aborted";

export type PredictionProgress = { status: PredictionStatus; percentage?: number };

type Prediction = {
  id?: unknown;
  status?: PredictionStatus;
  output?: unknown;
  error?: unknown;
  logs?: unknown;
  metrics?: Record<string, number>;
};

export type PredictionResult = { output: unknown; predictionId: string; metrics?: Record<string, number> };

export type SavedOutput = DownloadedOutput & { path: string };

/**
 * Runs one prediction to its end. `model` is `owner/name` (created with POST /models/{owner}/{name}/predictions)
 * or `owner/name:version` (POST /predictions with `version`). Polls until a terminal status; on abort or
 * when `timeoutMs` passes the prediction is canceled upstream so it stops costing money.
 */
export async function runPrediction(opts: {
  model: string;
  input: Record<string, unknown>;
  signal?: AbortSignal;
  onProgress?: (progress: PredictionProgress) => void;
  pollIntervalMs?: number;
  timeoutMs?: number;
  /** Sent as `Prefer: wait=N` (1–60): Replicate holds the create call open up to N s for quick models. */
  preferWaitSeconds?: number;
}): Promise<PredictionResult> {
  const config = requireReplicate();
  const ref = parseModelRef(opts.model);
  if (!ref) throw new ApiError("invalid_request", `"${opts.model}" is not a Replicate model reference (owner/name or owner/name:version).`);
  const timeoutMs = opts.timeoutMs ?? DEFAULT_PREDICTION_TIMEOUT_MS;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, deadline]) : deadline;
  const wait = opts.preferWaitSeconds === undefined ? undefined : Math.min(60, Math.max(1, Math.round(opts.preferWaitSeconds)));

  const stopped = (error: unknown, stage: "create" | "poll"): unknown => {
    if (opts.signal?.aborted) return opts.signal.reason;
    if (!deadline.aborted) return error;
    const what = stage === "create" ? "start" : "finish";
    const canceled = stage === "create" ? "" : "; it was canceled";
    return new ApiError("provider_error", `${PROVIDER} did not ${what} the prediction within ${describeDuration(timeoutMs)}${canceled}.`);
  };

  // Inside a job, a prediction already started for this model and input by an earlier attempt is polled, not paid for again.
  const memory = predictionMemory();
  const key = memory ? predictionKey(opts.model, opts.input) : undefined;
  const resumed = key ? memory?.recall(key) : undefined;
  let prediction: Prediction;
  if (resumed) {
    prediction = { id: resumed, status: "starting" };
  } else {
    try {
      prediction = await requestJson<Prediction>({
        ...base(config, ref.version ? "/predictions" : `/models/${ref.owner}/${ref.name}/predictions`, signal),
        json: ref.version ? { version: ref.version, input: opts.input } : { input: opts.input },
        headers: wait ? { prefer: `wait=${wait}` } : undefined,
        timeoutMs: REQUEST_TIMEOUT_MS + (wait ?? 0) * 1000,
      });
    } catch (error) {
      throw stopped(error, "create");
    }
  }
  if (typeof prediction.id !== "string" || !prediction.id) throw new ApiError("provider_error", `${PROVIDER} created a prediction without an id.`);
  const predictionId = prediction.id;

  try {
    if (key && !resumed) await memory?.remember(key, predictionId);
    opts.onProgress?.(progressOf(prediction));
    while (!TERMINAL.has(prediction.status ?? "")) {
      await sleep(opts.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS, signal);
      prediction = await requestJson<Prediction>({
        ...base(config, `/predictions/${encodeURIComponent(predictionId)}`, signal),
        timeoutMs: REQUEST_TIMEOUT_MS,
      });
      opts.onProgress?.(progressOf(prediction));
    }
  } catch (error) {
    // A poll that keeps failing (5xx) leaves the prediction running for the job's next attempt to resume.
    if (key && !signal.aborted && isTransient(error)) throw markTransient(error instanceof Error ? error : new Error(String(error)));
    await cancelPrediction(config, predictionId);
    throw stopped(error, "poll");
  }

  if (prediction.status === "failed") {
    throw new ApiError("provider_error", `The ${PROVIDER} prediction failed: ${describeError(prediction.error)}`);
  }
  if (prediction.status !== "succeeded") throw new ApiError("provider_error", `The ${PROVIDER} prediction was canceled before it finished.`);
  return { output: prediction.output, predictionId, ...(prediction.metrics && { metrics: prediction.metrics }) };
}

/** A local file as a model input: a data: URI when small, else uploaded through the Files API and given by URL. */
export async function replicateFileInput(opts: { filePath: string; mime: string; signal?: AbortSignal }): Promise<string> {
  const config = requireReplicate();
  const { size } = await fs.promises.stat(opts.filePath);
  if (size <= DATA_URI_MAX_BYTES) return `data:${opts.mime};base64,${(await fs.promises.readFile(opts.filePath)).toString("base64")}`;
  if (size > UPLOAD_MAX_BYTES) throw new ApiError("invalid_request", `Files over ${formatBytes(UPLOAD_MAX_BYTES)} cannot be sent to Replicate.`);
  const uploaded = await requestJson<{ urls?: { get?: unknown } }>({
    ...base(config, "/files", opts.signal),
    timeoutMs: UPLOAD_TIMEOUT_MS,
    form: async () => {
      const form = new FormData();
      form.append("content", await fs.openAsBlob(opts.filePath, { type: opts.mime }), path.basename(opts.filePath));
      return form;
    },
  });
  const url = uploaded.urls?.get;
  if (typeof url !== "string" || !url) throw new ApiError("provider_error", `${PROVIDER} accepted the upload but returned no file URL.`);
  return url;
}

/**
 * Saves every file URL found in a prediction's output (a URL, a list of URLs, or an object whose values
 * are URLs) into `destDir`, each at most `maxBytes`, through the safe fetcher. Text outputs are ignored.
 */
export async function downloadOutputs(opts: { output: unknown; destDir: string; maxBytes: number; signal?: AbortSignal }): Promise<SavedOutput[]> {
  const urls = outputUrls(opts.output, 0);
  if (urls.length === 0) throw new ApiError("provider_error", `${PROVIDER} finished without any output file.`);
  if (urls.length > MAX_OUTPUT_FILES) throw new ApiError("provider_error", `${PROVIDER} returned more than ${MAX_OUTPUT_FILES} output files.`);
  await fs.promises.mkdir(opts.destDir, { recursive: true });
  const saved: SavedOutput[] = [];
  for (const [index, url] of urls.entries()) {
    const filePath = path.join(opts.destDir, `output-${index}${extensionOf(url)}`);
    const result = await downloadProviderOutput({ provider: PROVIDER, url, destPath: filePath, maxBytes: opts.maxBytes, signal: opts.signal });
    saved.push({ ...result, path: filePath });
  }
  return saved;
}

function requireReplicate(): ReplicateConfig {
  const config = replicateConfig();
  const status = replicateAvailability(config);
  if (!status.available) throw new ApiError("provider_unavailable", status.reason ?? "The Replicate provider is not configured.");
  return config;
}

function base(config: ReplicateConfig, route: string, signal: AbortSignal | undefined): Omit<ProviderRequest, "timeoutMs"> {
  return { provider: PROVIDER, url: `${config.baseUrl}${route}`, token: config.token, signal };
}

/** Best effort: the caller is already failing, so a cancel that does not go through is not reported. */
async function cancelPrediction(config: ReplicateConfig, predictionId: string): Promise<void> {
  try {
    await requestJson({
      ...base(config, `/predictions/${encodeURIComponent(predictionId)}/cancel`, undefined),
      method: "POST",
      timeoutMs: CANCEL_TIMEOUT_MS,
      maxRetries: 1,
    });
  } catch {
    // the prediction still ends by Replicate's own deadline
  }
}

/** Names a prediction by model and input, so the same call in a later attempt finds it. */
function predictionKey(model: string, input: Record<string, unknown>): string {
  return createHash("sha256").update(JSON.stringify([model, input])).digest("hex").slice(0, 32);
}

function progressOf(prediction: Prediction): PredictionProgress {
  const status = prediction.status ?? "starting";
  const percentage = typeof prediction.logs === "string" ? logPercentage(prediction.logs) : undefined;
  return percentage === undefined ? { status } : { status, percentage };
}

/** The last tqdm-style progress line in the logs ("76%|█████   | 76/100"), as 0–100. */
function logPercentage(logs: string): number | undefined {
  const lines = logs.split("\n").reverse();
  for (const line of lines) {
    const match = /^\s*(\d{1,3})%\s*\|/.exec(line);
    if (match) return Math.min(100, Number(match[1]));
  }
  return undefined;
}

function describeError(error: unknown): string {
  if (typeof error === "string" && error.trim()) return error.trim().slice(0, 500);
  if (error && typeof error === "object") return JSON.stringify(error).slice(0, 500);
  return "no reason given.";
}

function outputUrls(output: unknown, depth: number): string[] {
  if (typeof output === "string") return /^(https?:|data:)/i.test(output) ? [output] : [];
  if (depth > 3 || !output || typeof output !== "object") return [];
  const values = Array.isArray(output) ? output : Object.values(output);
  return values.flatMap((value) => outputUrls(value, depth + 1));
}

function extensionOf(url: string): string {
  if (!/^https?:/i.test(url)) return "";
  try {
    const extension = path.extname(new URL(url).pathname).toLowerCase();
    return /^\.[a-z0-9]{1,5}$/.test(extension) ? extension : "";
  } catch {
    return "";
  }
}
