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
  selection: "sel",
  webhook: "whk",
  delivery: "whd",
  batch: "bat",
  uploadToken: "utk",
  testAccount: "tac",
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

const RANDOM_LENGTH = 14;
const RANDOM_SPACE = 62n ** BigInt(RANDOM_LENGTH);

function fromBase62(text: string): bigint {
  let value = 0n;
  for (const char of text) value = value * 62n + BigInt(BASE62.indexOf(char));
  return value;
}

function toBase62(value: bigint): string {
  let out = "";
  for (let rest = value; out.length < RANDOM_LENGTH; rest /= 62n) out = BASE62[Number(rest % 62n)] + out;
  return out;
}

/** The last id's millisecond and random part: ids made within one millisecond must still sort in creation order. */
let previous = { time: "", random: 0n };

/**
 * Prefixed ids that sort by creation time: `job_` + 10 time chars + 14 random chars (>80 bits).
 * Within one millisecond the random part grows by a random step instead of being drawn afresh.
 */
export function createId(kind: IdKind): string {
  const time = Date.now().toString(36).padStart(10, "0");
  const step = 1n + BigInt(randomBytes(4).readUInt32BE());
  const random = time === previous.time && previous.random + step < RANDOM_SPACE ? previous.random + step : fromBase62(randomBase62(RANDOM_LENGTH));
  previous = { time, random };
  return `${PREFIXES[kind]}_${time}${toBase62(random)}`;
}

export function hasIdPrefix(kind: IdKind, value: string): boolean {
  return value.startsWith(`${PREFIXES[kind]}_`);
}

/** Whether an account id is a test twin's (test mode): pure, so any layer can tell test work from live without a read. */
export function isTestAccountId(accountId: string): boolean {
  return hasIdPrefix("testAccount", accountId);
}
