import { ApiError, isApiError } from "@/lib/core/errors";
import { withLogDetail } from "@/lib/core/redact";
import { isDiskFull, StorageFull } from "@/lib/platform/dependency";

/**
 * What a sharp/libvips failure means for the user. Inputs reach sharp only after sniffing and header
 * checks, so a decode failure is the file's fault (`422 invalid_media`); failing to open or write a
 * file is ours and stays a plain error (500), a full disk StorageFull (507; a job waits for space). libvips reports in order, so a failed write after a
 * decode error ("VipsJpeg: premature end…\nvips2png: unable to write…") is the decode's fault.
 * libvips' own words (with scratch paths) become the error's log detail, never its message.
 */
export function toMediaError(error: unknown, format: string): unknown {
  if (isApiError(error) || !(error instanceof Error)) return error;
  // libvips names a full disk in a later line ("write error\nsystem error: No space left on device"): ours, and it passes.
  if (isDiskFull(error)) return new StorageFull({ cause: error });
  const message = error.message;
  const firstLine = message.split("\n")[0];
  if (/unable to (open|write)|ENOSPC|EACCES|ENOENT/i.test(firstLine)) return error;
  if (/pixel limit/i.test(message)) {
    return withLogDetail(new ApiError("media_too_large", "The image has more pixels than this server accepts."), message);
  }
  if (/timeout/i.test(message)) {
    return withLogDetail(new ApiError("processing_timeout", "Image processing took too long and was stopped."), message);
  }
  return withLogDetail(new ApiError("invalid_media", `The ${format} image is corrupt or truncated and could not be decoded.`), message);
}
