import fs from "node:fs/promises";
import { ApiError, isApiError } from "@/lib/core/errors";
import { formatBytes } from "@/lib/core/bytes";
import { safeFetchToFile } from "@/lib/platform/inputs/safe-fetch";

export type DownloadedOutput = { sizeBytes: number; contentType: string | null; fileName: string };

const DEFAULT_TIMEOUT_MS = 120_000;
const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,/i;

/**
 * Saves a file a provider returned by URL. http(s) URLs go through the safe fetcher (private addresses
 * blocked, bytes and time capped) because the URL is the provider's word, not the operator's; `data:`
 * URLs (Replicate answers with them in sync mode) are decoded locally under the same byte cap.
 */
export async function downloadProviderOutput(opts: {
  provider: string;
  url: string;
  destPath: string;
  maxBytes: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}): Promise<DownloadedOutput> {
  const { provider, url, destPath, maxBytes } = opts;
  opts.signal?.throwIfAborted();
  if (/^data:/i.test(url)) return saveDataUrl({ provider, url, destPath, maxBytes });
  try {
    const result = await safeFetchToFile({ url, destPath, maxBytes, timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS });
    opts.signal?.throwIfAborted();
    return { sizeBytes: result.sizeBytes, contentType: result.contentType, fileName: result.fileName };
  } catch (error) {
    if (!isApiError(error)) throw error;
    // A refused, oversize, slow or missing output is the provider's doing, whatever the fetcher called it.
    throw new ApiError("provider_error", `Downloading the output ${provider} returned failed: ${error.message}.`);
  }
}

async function saveDataUrl(opts: { provider: string; url: string; destPath: string; maxBytes: number }): Promise<DownloadedOutput> {
  const { provider, url, destPath, maxBytes } = opts;
  const header = DATA_URL.exec(url);
  if (!header) throw new ApiError("provider_error", `${provider} returned a malformed data: URL.`);
  const payload = url.slice(header[0].length);
  const base64 = Boolean(header[3]);
  const estimated = base64 ? Math.floor((payload.length * 3) / 4) : payload.length;
  if (estimated > maxBytes + 2) {
    throw new ApiError("provider_error", `The output ${provider} returned is larger than the ${formatBytes(maxBytes)} limit.`);
  }
  const bytes = base64 ? Buffer.from(payload, "base64") : percentDecoded(payload);
  if (bytes.length === 0 || bytes.length > maxBytes) {
    throw new ApiError("provider_error", `The output ${provider} returned is empty or larger than the ${formatBytes(maxBytes)} limit.`);
  }
  await fs.writeFile(destPath, bytes);
  const contentType = header[1].trim().toLowerCase() || null;
  return { sizeBytes: bytes.length, contentType, fileName: "output" };
}

function percentDecoded(payload: string): Buffer {
  try {
    return Buffer.from(decodeURIComponent(payload), "utf8");
  } catch {
    return Buffer.alloc(0);
  }
}
