import fs from "node:fs";
import path from "node:path";

/** Shortest secret Darkroom accepts, from a file or DARKROOM_SECRET: shorter ones are guessable. */
export const MIN_SECRET_LENGTH = 32;

/** Creates `dir` (and its parents) readable by the server's user alone; an existing one is made so. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  // mkdir keeps an existing folder's mode: data made by an older version was 0755.
  if ((fs.statSync(dir).mode & 0o077) !== 0) fs.chmodSync(dir, 0o700);
}

/**
 * The secret kept in `file`, created with `make()` (mode 0600, in a 0700 folder) when the file does
 * not exist. An empty, unreadable or too short file throws with the file's name: the server must
 * not start, nor compare against, a secret anyone could guess.
 */
export function readOrCreateSecret(file: string, make: () => string): string {
  const existing = readSecret(file);
  if (existing !== null) return existing;
  ensurePrivateDir(path.dirname(file));
  try {
    fs.writeFileSync(file, make(), { mode: 0o600, flag: "wx" });
  } catch (error) {
    // Another process or request wrote it first.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw new Error(`cannot write ${file}: ${(error as Error).message}`);
  }
  const written = readSecret(file);
  if (written === null) throw new Error(`cannot read ${file} after writing it`);
  return written;
}

/** The file's secret, or null when it does not exist; throws when it is unreadable or too short. */
function readSecret(file: string): string | null {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new Error(`cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? "error"}): fix its permissions, or delete it to have a new one made`);
  }
  if (text.length < MIN_SECRET_LENGTH) {
    throw new Error(`${file} is ${text.length === 0 ? "empty" : `shorter than ${MIN_SECRET_LENGTH} characters`}: delete it to have a new one made, or put a longer secret in it`);
  }
  return text;
}
