import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from "rate-limiter-flexible";
import { ApiError } from "@/lib/core/errors";
import { env } from "@/lib/platform/config/env";
import { processState } from "@/lib/core/process-state";
import { log } from "@/lib/core/log";

/**
 * How long one Redis command may take: a Redis that stopped answering (a black-holed network, a stalled
 * server) then costs a request half a second, after which the in-memory insurance limiter answers.
 */
const REDIS_COMMAND_TIMEOUT_MS = 500;

export type RateDecision = {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window frees up again. */
  resetSeconds: number;
};

/** A named allowance: `points` per `windowSeconds`, counted per subject. */
export type Budget = { name: string; points: number; windowSeconds: number };

declare module "@/lib/core/process-state" {
  interface ProcessState {
    limiters?: Map<string, RateLimiterAbstract>;
    redis?: import("ioredis").Redis;
  }
}

/** One limiter per budget, shared by the whole process (and through Redis by every process). */
function limiterFor(budget: Budget): RateLimiterAbstract {
  const limiters = (processState().limiters ??= new Map());
  const keyPrefix = `darkroom:rl:${budget.name}`;
  let limiter = limiters.get(keyPrefix);
  if (!limiter) {
    const options = { points: budget.points, duration: budget.windowSeconds, keyPrefix };
    const redisUrl = env().REDIS_URL;
    limiter = redisUrl
      ? new RateLimiterRedis({ ...options, storeClient: redisClient(redisUrl), rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(options) })
      : new RateLimiterMemory(options);
    limiters.set(keyPrefix, limiter);
  }
  return limiter;
}

function redisClient(url: string) {
  const state = processState();
  if (!state.redis) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when REDIS_URL is set
    const { Redis } = require("ioredis") as typeof import("ioredis");
    const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
    // While Redis is away each limiter answers from its in-memory insurance; the client reconnects by itself. One line per outage.
    let down = false;
    redis.on("error", (error: Error) => {
      if (!down) log().warn({ err: error }, "redis is unreachable: rate limits are counted in this process until it is back");
      down = true;
    });
    redis.on("ready", () => {
      if (down) log().info("redis is back: rate limits are shared again");
      down = false;
    });
    state.redis = redis;
  }
  return state.redis;
}

/** Whether Redis answers (health checks); null when the service runs without it. */
export async function pingRedis(timeoutMs: number): Promise<boolean | null> {
  const url = env().REDIS_URL;
  if (!url) return null;
  const redis = redisClient(url);
  if (redis.status !== "ready") return false;
  const timeout = new Promise<false>((resolve) => setTimeout(resolve, timeoutMs, false).unref());
  return Promise.race([redis.ping().then((answer) => answer === "PONG", () => false), timeout]);
}

/** Spends `points` (default one) of the subject's budget, all or none. */
export async function consume(budget: Budget, subject: string, points = 1): Promise<RateDecision> {
  const limiter = limiterFor(budget);
  try {
    return decision(await limiter.consume(subject, points), budget.points, true);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    // A refused batch is given back, so the caller can still send what fits.
    return decision(points > 1 ? await limiter.reward(subject, points) : error, budget.points, false);
  }
}

/** rate-limiter-flexible rejects with a RateLimiterRes when the budget is spent; recognised by shape, not class, at the library's edge. */
function isRefusal(error: unknown): error is RateLimiterRes {
  return typeof error === "object" && error !== null && "msBeforeNext" in error && "remainingPoints" in error;
}

/** Gives a point back, e.g. for an attempt that turned out to be right. */
export async function refund(budget: Budget, subject: string): Promise<void> {
  await limiterFor(budget).reward(subject, 1);
}

/** Per-minute request ceilings (API keys, Workbench sessions, review writes); REST and MCP share a key's bucket. */
export function consumeRequest({ subject, limitPerMinute, points = 1 }: { subject: string; limitPerMinute: number; points?: number }): Promise<RateDecision> {
  return consume({ name: String(limitPerMinute), points: limitPerMinute, windowSeconds: 60 }, subject, points);
}

export type Attempt = { budget: Budget; subject: string };

/**
 * Reserves one point in every budget before an expensive check (a password hash), so parallel
 * guesses cannot all slip in before the first is counted. If any budget is spent, the points
 * already taken are given back and the answer is `429 rate_limited` with `Retry-After` and that budget's `RateLimit-*`. The caller
 * refunds the returned attempts when the guess was right, so only failures count.
 */
export async function reserveAttempts(attempts: Attempt[], message: string): Promise<Attempt[]> {
  const taken: Attempt[] = [];
  for (const attempt of attempts) {
    const result = await consume(attempt.budget, attempt.subject);
    if (!result.allowed) {
      await refundAttempts(taken);
      throw new ApiError("rate_limited", `${message} Try again in ${result.resetSeconds} s.`, { headers: rateLimitHeaders(result) });
    }
    taken.push(attempt);
  }
  return taken;
}

export async function refundAttempts(attempts: Attempt[]): Promise<void> {
  for (const { budget, subject } of attempts) await refund(budget, subject);
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
