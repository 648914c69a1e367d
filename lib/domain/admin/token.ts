import path from "node:path";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/platform/config/env";
import { MIN_SECRET_LENGTH, readOrCreateSecret } from "@/lib/platform/config/secret-files";
import { ApiError } from "@/lib/core/errors";
import { log } from "@/lib/core/log";

/**
 * The operator's admin token: written once into DATA_DIR with mode 0600, so only someone who can
 * read the server's files (the operator, the CLI on the same host) can use the admin interface
 * without signing in to the Workbench.
 */
export function adminTokenPath(): string {
  return path.join(env().dataDir, "admin-token");
}

/** The token, created when missing; an empty, unreadable or short file throws (start-up stops on it). */
export function ensureAdminToken(): string {
  return readOrCreateSecret(adminTokenPath(), () => `dka_${randomBytes(32).toString("base64url")}`);
}

const WRONG_TOKEN = "Admin token missing or wrong. The token is in DATA_DIR/admin-token on the server.";

/** Refuses `token` (what the caller sent as its bearer token) unless it is the admin token, compared in constant time. */
export function assertAdminToken(token: string): void {
  const given = Buffer.from(token);
  let expected: Buffer;
  try {
    expected = Buffer.from(ensureAdminToken());
  } catch (error) {
    // The file went bad after start-up: nobody gets in by token until it is fixed.
    log().error({ err: error }, "the admin token file cannot be read; every admin token is refused");
    throw new ApiError("unauthorized", WRONG_TOKEN);
  }
  if (expected.length < MIN_SECRET_LENGTH || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ApiError("unauthorized", WRONG_TOKEN);
  }
}
