import { z } from "zod";
import { LIMITS } from "@/lib/platform/config/limits";

const MAX_FOLDER_CHARS = LIMITS.assetFolderChars.value;
const MAX_SEGMENT_CHARS = LIMITS.assetFolderSegmentChars.value;
const MAX_TAG_CHARS = LIMITS.assetTagChars.value;
export const MAX_TAGS = LIMITS.assetTags.value;

/** Why a folder path is refused, or null when it is a valid one ('' is the root). */
export function folderProblem(path: string): string | null {
  if (path === "") return null;
  if (path.length > MAX_FOLDER_CHARS) return `Use at most ${MAX_FOLDER_CHARS} characters`;
  for (const segment of path.split("/")) {
    if (segment === "") return "No empty folder names: no leading, trailing or double slash";
    if (segment === "." || segment === "..") return "No `.` or `..` in a folder path";
    if (segment.length > MAX_SEGMENT_CHARS) return `Use at most ${MAX_SEGMENT_CHARS} characters per folder name`;
    if (segment.trim() !== segment) return "No spaces around a folder name";
    // Control characters and backslashes would read as something else in a ZIP entry or a terminal.
    if (/[\p{Cc}\\]/u.test(segment)) return "Use printable characters and no backslash";
  }
  return null;
}

/** A folder path such as `clients/anna/2026-11`; '' is the root. */
export const FolderPath = z
  .string()
  .superRefine((path, ctx) => {
    const problem = folderProblem(path);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .describe(`A path of names separated by \`/\` (such as \`clients/anna/2026-11\`), at most ${MAX_FOLDER_CHARS} characters; '' is the root`);

/** A tag: kept lower-case, so `Anna` and `anna` are one tag. */
export const Tag = z
  .string()
  .trim()
  .min(1, "A tag cannot be empty")
  .max(MAX_TAG_CHARS, `Use at most ${MAX_TAG_CHARS} characters per tag`)
  .regex(/^[^\p{Cc},]*$/u, "Use printable characters and no comma")
  .transform((tag) => tag.toLowerCase());

/** A set of tags, each once, in the order given. */
export const TagList = z
  .array(Tag)
  .max(MAX_TAGS, `An asset holds at most ${MAX_TAGS} tags`)
  .transform((tags) => [...new Set(tags)]);

/** A folder and everything under it: the SQL range `[prefix + '/', prefix + '0')` holds every subfolder, as '0' follows '/'. */
export function subfolderRange(folder: string): { from: string; to: string } {
  return { from: `${folder}/`, to: `${folder}0` };
}
