import fs from "node:fs/promises";
import path from "node:path";
import { ApiError } from "@/lib/core/errors";
import { randomBase62 } from "@/lib/core/ids";
import { env } from "@/lib/platform/config/env";
import { formatBytes } from "@/lib/core/bytes";
import { sanitizeFileName } from "@/lib/platform/inputs/file-name";
import { createUpload } from "@/lib/domain/jobs/upload";
import { scratchRoot } from "@/lib/platform/storage";
import { inFolderOf } from "@/lib/platform/storage/in-folder";
import { defineTool } from "../define-tool";
import { viewResult } from "../job-result";
import { JobResult, UploadFileInput } from "../schema";
import { LIMITS } from "@/lib/platform/config/limits";

/** Base64 travels inside one JSON-RPC message, so uploads here are capped well below multipart's. */
export const UPLOAD_MAX_BYTES = LIMITS.mcpUploadBytes.value;

export const uploadFile = defineTool({
  name: "upload_file",
  title: "Upload a file",
  description:
    `Stores a file sent as base64 (at most ${formatBytes(UPLOAD_MAX_BYTES)} decoded) and answers a complete job whose \`id\` is the ` +
    "`job_id` to give run_skill, convert or run_line. For files on the web, pass their `url` to those tools instead.",
  input: UploadFileInput,
  output: JobResult,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  run: async ({ name, content_base64 }, ctx) => {
    const bytes = decodeBase64(content_base64, Math.min(UPLOAD_MAX_BYTES, env().MAX_UPLOAD_BYTES));
    const tempPath = path.join(scratchRoot(), "uploads", randomBase62(20));
    try {
      await inFolderOf(tempPath, () => fs.writeFile(tempPath, bytes));
      const source = { kind: "file" as const, path: tempPath, name: sanitizeFileName({ name, fallback: "upload" }), sizeBytes: bytes.length };
      return viewResult({ job: await createUpload({ accountId: ctx.caller.account.id, source }), kind: "job", ctx });
    } finally {
      await fs.rm(tempPath, { force: true });
    }
  },
});

function decodeBase64(content: string, maxBytes: number): Buffer {
  const text = content.replace(/^data:[^,]*;base64,/, "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(text) || text.length % 4 === 1) {
    throw new ApiError("invalid_request", "`content_base64` is not valid base64.");
  }
  // Checked before decoding, so an oversized upload costs no memory beyond the message itself.
  const size = Math.floor((text.length * 3) / 4) - (text.match(/=+$/)?.[0].length ?? 0);
  if (size > maxBytes) {
    throw new ApiError("file_too_large", `The file is ${formatBytes(size)}; upload_file takes at most ${formatBytes(maxBytes)}. Pass a \`url\` to the tool instead.`);
  }
  if (size === 0) throw new ApiError("invalid_request", "The file is empty.");
  return Buffer.from(text, "base64");
}
