import { randomBytes } from "node:crypto";

const PREFIXES = {
  account: "acc",
  key: "key",
  session: "ses",
  job: "job",
  run: "run",
  step: "stp",
  asset: "ast",
  gallery: "gal",
  recipe: "rcp",
  ledger: "led",
  blob: "blb",
  feedback: "fbk",
} as const;

export type IdKind = keyof typeof PREFIXES;

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Random base62 string drawn without modulo bias. */
export function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

/** Prefixed ids that sort by creation time: `job_` + 10 time chars + 14 random chars (>80 bits). */
export function createId(kind: IdKind): string {
  const time = Date.now().toString(36).padStart(10, "0");
  return `${PREFIXES[kind]}_${time}${randomBase62(14)}`;
}

export function hasIdPrefix(kind: IdKind, value: string): boolean {
  return value.startsWith(`${PREFIXES[kind]}_`);
}
