import { LIMITS } from "@/lib/platform/config/limits";
const MAX_FILE_NAME_LENGTH = LIMITS.fileNameChars.value;

/** A display-only file name: no directories, no control characters, bounded length; `fallback` when nothing is left. */
export function sanitizeFileName({ name, fallback }: { name: string | null | undefined; fallback: string }): string {
  const base = (name ?? "").split(/[/\\]/).pop() ?? "";
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, "").trim().replace(/^\.+/, "");
  const bounded = Array.from(cleaned).slice(0, MAX_FILE_NAME_LENGTH).join("").trim();
  return bounded || fallback;
}

/** The file name a Content-Disposition header suggests, preferring the RFC 5987 `filename*` form. */
export function fileNameFromContentDisposition(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const extended = header.match(/filename\*\s*=\s*([\w!#$&+.^`|~-]+)'[^']*'([^;\s]+)/i);
  if (extended && /^utf-8$/i.test(extended[1])) {
    const decoded = decodeComponent(extended[2]);
    if (decoded) return decoded;
  }
  const quoted = header.match(/(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i);
  if (quoted) return quoted[1].replace(/\\(.)/g, "$1");
  return header.match(/(?:^|;)\s*filename\s*=\s*([^;\s"]+)/i)?.[1];
}

/** The last path segment of a URL, percent-decoded. */
export function fileNameFromUrl(url: URL): string | undefined {
  const segment = url.pathname.split("/").pop();
  return segment ? decodeComponent(segment) : undefined;
}

function decodeComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
