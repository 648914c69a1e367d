import { clientError } from "./errors.js";
import { Http } from "./http.js";
import { tusUpload } from "./tus.js";

/** A `dut_…` token as a string (then pass `baseUrl`), or as `uploadTokens.create()` answered it (its `upload_url` names the server). */
export type UploadTokenInput = string | { token: string; upload_url: string };

export type UploadWithTokenOptions = {
  /** The Darkroom server, when `token` is a bare string. */
  baseUrl?: string;
  /** Bytes sent so far, after each chunk the server confirmed. */
  onProgress?: (progress: { bytesSent: number; bytesTotal: number }) => void;
  signal?: AbortSignal;
  /** The name the upload job shows; default the File's name. */
  filename?: string;
  /** Bytes per tus PATCH; default 1 MiB, so progress moves on small files too. */
  chunkBytes?: number;
  fetch?: typeof fetch;
};

const DEFAULT_CHUNK_BYTES = 1024 * 1024;

/**
 * Uploads a file from a browser with an upload token, resumably (tus 1.0.0): the page never holds an
 * API key. Resolves to the finished upload job (`job_id`) and, when the token names a recipe, the run
 * it started (`run_id`). Needs no Node built-in: `fetch`, `Blob` and `crypto.getRandomValues` only.
 */
export async function uploadWithToken(file: Blob, token: UploadTokenInput, options: UploadWithTokenOptions = {}): Promise<{ job_id: string; run_id: string | null }> {
  const plaintext = typeof token === "string" ? token : token.token;
  const baseUrl = options.baseUrl ?? (typeof token === "string" ? undefined : new URL(token.upload_url).origin);
  if (!baseUrl) throw clientError("invalid_input", "Pass `baseUrl` (the Darkroom server), or the whole answer of uploadTokens.create() as `token`.");
  if (!(file instanceof Blob)) throw clientError("invalid_input", "`file` must be a Blob or File.");
  const http = new Http({ apiKey: plaintext, baseUrl, maxRetries: 3, fetch: options.fetch ?? globalThis.fetch.bind(globalThis) });
  const name = options.filename ?? ("name" in file && typeof file.name === "string" && file.name ? file.name : "upload");
  const { onProgress } = options;
  return tusUpload({
    http,
    file: { blob: file, name },
    chunkBytes: options.chunkBytes ?? DEFAULT_CHUNK_BYTES,
    signal: options.signal,
    onProgress: onProgress && ((progress) => progress.stage === "upload" && onProgress({ bytesSent: progress.bytesSent, bytesTotal: progress.bytesTotal })),
  });
}
