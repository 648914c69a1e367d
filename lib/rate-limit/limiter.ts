import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "@/lib/config/env";

export type RateDecision = {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window frees up again. */
  resetSeconds: number;
};

const WINDOW_SECONDS = 60;
const holder = globalThis as unknown as { __darkroomLimiters?: Map<number, RateLimiterAbstract> };

/** One limiter per ceiling; REST and MCP share it, so a key has one bucket whichever door it uses. */
function limiterFor(limitPerMinute: number): RateLimiterAbstract {
  holder.__darkroomLimiters ??= new Map();
  let limiter = holder.__darkroomLimiters.get(limitPerMinute);
  if (!limiter) {
    const options = { points: limitPerMinute, duration: WINDOW_SECONDS, keyPrefix: `darkroom:rl:${limitPerMinute}` };
    const redisUrl = env().REDIS_URL;
    limiter = redisUrl
      ? new RateLimiterRedis({ ...options, storeClient: redisClient(redisUrl), insuranceLimiter: new RateLimiterMemory(options) })
      : new RateLimiterMemory(options);
    holder.__darkroomLimiters.set(limitPerMinute, limiter);
  }
  return limiter;
}

function redisClient(url: string) {
  const globalRedis = globalThis as unknown as { __darkroomRedis?: import("ioredis").Redis };
  if (!globalRedis.__darkroomRedis) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when REDIS_URL is set
    const { Redis } = require("ioredis") as typeof import("ioredis");
    globalRedis.__darkroomRedis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  }
  return globalRedis.__darkroomRedis;
}

/** Spends `points` requests (default one) from the subject's per-minute budget, all or none. */
export async function consumeRequest({ subject, limitPerMinute, points = 1 }: { subject: string; limitPerMinute: number; points?: number }): Promise<RateDecision> {
  const limiter = limiterFor(limitPerMinute);
  try {
    const res = await limiter.consume(subject, points);
    return decision(res, limitPerMinute, true);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    // A refused batch is given back, so the caller can still send what fits.
    return decision(points > 1 ? await limiter.reward(subject, points) : error, limitPerMinute, false);
  }
}

function decision(res: RateLimiterRes, limit: number, allowed: boolean): RateDecision {
  return { allowed, limit, remaining: Math.max(0, res.remainingPoints), resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
}

export function rateLimitHeaders(d: RateDecision): Record<string, string> {
  const headers: Record<string, string> = {
    "RateLimit-Limit": String(d.limit),
    "RateLimit-Remaining": String(d.remaining),
    "RateLimit-Reset": String(d.resetSeconds),
  };
  if (!d.allowed) headers["Retry-After"] = String(d.resetSeconds);
  return headers;
}
