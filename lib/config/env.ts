import path from "node:path";
import { z } from "zod";
import { parseTrustProxy } from "./trust-proxy";

const EnvSchema = z.object({
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().optional(),
  PORT: z.coerce.number().int().positive().default(3000),
  PUBLIC_BASE_URL: z.string().url().optional(),
  DARKROOM_SECRET: z.string().min(16).optional(),
  DARKROOM_SIGNUP_PLAN: z.enum(["basic", "plus", "pro", "business"]).default("basic"),
  WAIT_TIMEOUT_SECONDS: z.coerce.number().positive().default(150),
  MAX_UPLOAD_BYTES: z.coerce.number().int().positive().default(2 * 1024 ** 3),
  DARKROOM_FETCH_ALLOW_HOSTS: z.string().default(""),
  WORKER_CONCURRENCY: z.coerce.number().int().min(0).optional(),
  DARKROOM_EMBEDDED_WORKERS: z.enum(["true", "false"]).default("true"),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).default(25),

  // Internet-facing: which proxy headers (X-Forwarded-For, -Proto, -Host) are believed.
  TRUST_PROXY: z
    .string()
    .default("")
    .refine((value) => parseTrustProxy(value) !== null, "expected off, a number of proxy hops, or a comma list of proxy addresses / CIDR ranges"),
});

export type Env = z.infer<typeof EnvSchema> & { dataDir: string };

let cached: Env | undefined;

/** Validated environment, read on first use (never at import time, so tests and builds can set it first). */
export function env(): Env {
  if (!cached) {
    const parsed = EnvSchema.safeParse(process.env);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      throw new Error(`Invalid environment: ${detail}`);
    }
    cached = { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
  }
  return cached;
}

/** Tests change the environment between files; this forgets the cached copy. */
export function resetEnvForTests(): void {
  cached = undefined;
}
