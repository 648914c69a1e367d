import fs from "node:fs";
import path from "node:path";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { createFirstOperator, operatorExists } from "@/lib/domain/accounts/accounts";
import { ApiError } from "@/lib/core/errors";
import { now } from "@/lib/core/clock";
import { env } from "@/lib/platform/config/env";
import { ensurePrivateDir } from "@/lib/platform/config/secret-files";
import { LIMITS } from "@/lib/platform/config/limits";

/** How long a /setup link works; `npm start` prints a fresh one after that while there is no operator. */
export const SETUP_TOKEN_HOURS = LIMITS.setupTokenHours.value;

const SetupFile = z.object({ token: z.string().min(32), expires_at: z.iso.datetime() });
type SetupFile = z.infer<typeof SetupFile>;

export function setupTokenPath(): string {
  return path.join(env().dataDir, "setup-token");
}

function readSetupFile(): SetupFile | null {
  try {
    const parsed = SetupFile.safeParse(JSON.parse(fs.readFileSync(setupTokenPath(), "utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const isLive = (file: SetupFile) => Date.parse(file.expires_at) > now().getTime();

/**
 * The one-time setup token while the instance has no operator (null once it has one): the stored
 * one while it lasts, else a new one written to DATA_DIR/setup-token (0600) with its expiry.
 */
export async function setupTokenIfNoOperator(): Promise<string | null> {
  if (await operatorExists()) {
    removeSetupToken();
    return null;
  }
  const stored = readSetupFile();
  if (stored && isLive(stored)) return stored.token;
  const fresh: SetupFile = {
    token: randomBytes(32).toString("base64url"),
    expires_at: new Date(now().getTime() + SETUP_TOKEN_HOURS * 3_600_000).toISOString(),
  };
  ensurePrivateDir(env().dataDir);
  fs.writeFileSync(setupTokenPath(), JSON.stringify(fresh), { mode: 0o600 });
  fs.chmodSync(setupTokenPath(), 0o600);
  return fresh.token;
}

export type SetupTokenCheck = "valid" | "invalid" | "expired";

/** Compares in constant time; a missing or unreadable file makes every token invalid. */
export function checkSetupToken(given: string): SetupTokenCheck {
  const stored = readSetupFile();
  if (!stored) return "invalid";
  const a = Buffer.from(given);
  const b = Buffer.from(stored.token);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return "invalid";
  return isLive(stored) ? "valid" : "expired";
}

export function assertSetupToken(given: string): void {
  const check = checkSetupToken(given);
  if (check === "expired") throw new ApiError("forbidden", "This setup link has expired. Restart Darkroom to print a new one.");
  if (check === "invalid") throw new ApiError("forbidden", "This setup link is not valid. Use the link Darkroom printed at start-up.");
}

/** Single use: gone once an operator exists. */
export function removeSetupToken(): void {
  fs.rmSync(setupTokenPath(), { force: true });
}

/** POST /api/auth/setup: the link's token makes the first operator, then the token is spent. */
export async function createOperatorWithSetupToken({ token, email, password }: { token: string; email: string; password: string }) {
  assertSetupToken(token);
  const account = await createFirstOperator({ email, password });
  removeSetupToken();
  return account;
}
