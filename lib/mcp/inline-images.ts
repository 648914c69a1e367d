import { buffer } from "node:stream/consumers";
import type { ImageContent } from "@modelcontextprotocol/sdk/types.js";
import { listJobOutputs } from "@/lib/domain/jobs/queue";
import { blobStore } from "@/lib/platform/storage";
import { LIMITS } from "@/lib/platform/config/limits";

/** Small enough to hand the model the pixels; bigger outputs are only linked. */
export const INLINE_IMAGE_MAX_BYTES = LIMITS.mcpInlineImageBytes.value;
const INLINE_IMAGE_LIMIT = LIMITS.mcpInlineImages.value;
const INLINE_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];

/** The job's small image outputs as MCP image blocks (base64), beside the signed URLs in the JSON. */
export async function inlineImages(jobId: string): Promise<ImageContent[]> {
  const outputs = (await listJobOutputs(jobId))
    .filter((o) => INLINE_IMAGE_TYPES.includes(o.mime) && o.sizeBytes <= INLINE_IMAGE_MAX_BYTES)
    .slice(0, INLINE_IMAGE_LIMIT);
  return Promise.all(outputs.map(async (o) => ({ type: "image" as const, mimeType: o.mime, data: (await buffer(await blobStore().open(o.blobKey))).toString("base64") })));
}
