import { LIMITS } from "@/lib/platform/config/limits";
const MAX_FILE_NAME_LENGTH = LIMITS.fileNameChars.value;

/**
 * Invisible characters that can make a name read as another: controls (Cc), format characters (Cf:
 * bidi marks, embeddings and isolates U+200E, U+200F, U+202A–U+202E, U+2066–U+2069, zero-width
 * U+200B–U+200D, U+2060, U+FEFF, soft hyphen…) and line and paragraph separators.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** A display-only file name: no directories, no control or invisible format characters, bounded length; `fallback` when nothing is left. */
export function sanitizeFileName({ name, fallback }: { name: string | null | undefined; fallback: string }): string {
  const base = (name ?? "").split(/[/\\]/).pop() ?? "";
  const cleaned = base.replace(INVISIBLE, "").trim().replace(/^\.+/, "");
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
