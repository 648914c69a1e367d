import fs from "node:fs";
import path from "node:path";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/config/env";
import { ApiError } from "@/lib/api/errors";

/**
 * The operator's admin token: written once into DATA_DIR with mode 0600, so only someone who can
 * read the server's files (the operator, the CLI on the same host) can use the admin interface
 * without signing in to the Workbench.
 */
export function adminTokenPath(): string {
  return path.join(env().dataDir, "admin-token");
}

export function ensureAdminToken(): string {
  const file = adminTokenPath();
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const token = `dka_${randomBytes(32).toString("base64url")}`;
    try {
      fs.writeFileSync(file, token, { mode: 0o600, flag: "wx" });
      return token;
    } catch {
      // Another request wrote it first.
      return fs.readFileSync(file, "utf8").trim();
    }
  }
}

export function assertAdminToken(request: Request): void {
  const header = request.headers.get("authorization") ?? "";
  const given = Buffer.from(header.replace(/^Bearer\s+/i, ""));
  const expected = Buffer.from(ensureAdminToken());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ApiError("unauthorized", "Admin token missing or wrong. The token is in DATA_DIR/admin-token on the server.");
  }
}
