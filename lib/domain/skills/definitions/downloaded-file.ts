import { ApiError, isApiError } from "@/lib/core/errors";
import { inspectMedia } from "@/lib/platform/media/inspect";
import type { FileKind, SkillFile } from "@/lib/domain/skills/define";
import { skillFile } from "./output-file";

/** Checks what a provider sent back like any upload, so a bad provider file never reaches a user as valid media. */
export async function inspectProviderFile(filePath: string, expected: FileKind): Promise<SkillFile> {
  let media;
  try {
    media = await inspectMedia(filePath, { decode: false });
  } catch (error) {
    if (isApiError(error)) throw new ApiError("provider_error", `The provider returned an unusable file: ${error.message}`);
    throw error;
  }
  if (media.kind !== expected) throw new ApiError("provider_error", `The provider returned ${media.kind} where ${expected} was expected.`);
  return skillFile(filePath, media);
}
