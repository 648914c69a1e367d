import { ApiError, isApiError } from "@/lib/api/errors";

/**
 * What a sharp/libvips failure means for the user. Inputs reach sharp only after sniffing and header
 * checks, so a decode failure is the file's fault (`400 invalid_media`); failing to write the output
 * is ours and stays a plain error (500).
 */
export function toMediaError(error: unknown, format: string): unknown {
  if (isApiError(error) || !(error instanceof Error)) return error;
  const message = error.message;
  if (/unable to (open|write)|ENOSPC|EACCES|ENOENT/i.test(message)) return error;
  if (/pixel limit/i.test(message)) {
    return new ApiError("media_too_large", "The image has more pixels than this server accepts.");
  }
  if (/timeout/i.test(message)) {
    return new ApiError("processing_timeout", "Image processing took too long and was stopped.");
  }
  return new ApiError("invalid_media", `The ${format} image is corrupt or truncated and could not be decoded.`);
}
