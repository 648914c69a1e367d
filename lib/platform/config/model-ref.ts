/** A Replicate model reference split into the owner/name and the optional pinned version. */
export type ModelRef = { owner: string; name: string; version?: string };

/** `owner/name` (an official model, run by name) or `owner/name:<64-hex version>`. */
export const MODEL_REF = /^([A-Za-z0-9][A-Za-z0-9_.-]*)\/([A-Za-z0-9][A-Za-z0-9_.-]*)(?::([0-9a-f]{64}))?$/;

/** `owner/name` or `owner/name:version`, else undefined. */
export function parseModelRef(ref: string): ModelRef | undefined {
  const match = MODEL_REF.exec(ref.trim());
  if (!match) return undefined;
  return match[3] ? { owner: match[1], name: match[2], version: match[3] } : { owner: match[1], name: match[2] };
}
