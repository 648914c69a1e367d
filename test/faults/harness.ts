// What the fault harness's files share: requests that are always bounded and recorded, the checks every
// answer during an outage must pass, and the report table (docs/reliability.md takes its rows from it).
import fs from "node:fs";
import { expect } from "vitest";

/** No answer may take longer: past it the request counts as a hang. */
export const REQUEST_BOUND_MS = 15_000;

export type Observed = {
  label: string;
  status: number | "hang" | "reset";
  ms: number;
  code?: string;
  message?: string;
  /** The id an accepted request answered (a job's). */
  id?: string;
  /** The health report's `status` and `redis` (for /api/health). */
  health?: { status?: string; redis?: string; database?: string; storage?: string };
  retryAfter?: string | null;
  contentType?: string | null;
};

/** One request, bounded by REQUEST_BOUND_MS; its status, error code, Retry-After and time. */
export async function observe(label: string, url: string, init: RequestInit = {}): Promise<Observed> {
  const started = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_BOUND_MS) });
    const text = await response.text();
    let code: string | undefined;
    let message: string | undefined;
    let health: Observed["health"];
    let id: string | undefined;
    try {
      const body = JSON.parse(text);
      ({ code, message } = body?.error ?? {});
      if (typeof body?.id === "string") id = body.id;
      if (typeof body?.status === "string") health = { status: body.status, redis: body.redis, database: body.database, storage: body.storage };
    } catch {
      // Not JSON: checked below where an error shape is due.
    }
    return { label, status: response.status, ms: Date.now() - started, code, message, id, health, retryAfter: response.headers.get("retry-after"), contentType: response.headers.get("content-type") };
  } catch (error) {
    return { label, status: (error as Error).name === "TimeoutError" ? "hang" : "reset", ms: Date.now() - started };
  }
}

/**
 * Every answer during an outage: in time, never a 500 or a reset; a refusal is 503 `unavailable` with
 * Retry-After and the JSON error shape. `allowed` lists the statuses that may come at all.
 */
export function expectHonest(answers: Observed[], allowed: (status: number) => boolean): void {
  const wrong = answers.filter((a) => {
    if (typeof a.status !== "number" || !allowed(a.status)) return true;
    if (a.status === 503) return a.code !== "unavailable" || !(Number(a.retryAfter) > 0) || !a.contentType?.startsWith("application/json");
    return false;
  });
  expect(wrong, `answers that are not honest:\n${JSON.stringify(wrong.slice(0, 10), null, 1)}`).toEqual([]);
  expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(REQUEST_BOUND_MS);
}

/** "503 ×12, 200 ×30" for the report. */
export function tally(answers: Observed[]): string {
  const counts = new Map<string, number>();
  for (const a of answers) {
    const key = typeof a.status === "number" && a.status >= 400 ? `${a.status}${a.code ? ` ${a.code}` : ""}` : String(a.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k} ×${n}`).join(", ");
}

export type ReportRow = { fault: string; answered: string; lost: string; recovery: string };

/** Prints the rows as the table of docs/reliability.md, and appends them to FAULTS_REPORT when it is set. */
export function report(rows: ReportRow[]): void {
  if (rows.length === 0) return;
  const lines = rows.map((r) => `| ${r.fault} | ${r.answered} | ${r.lost} | ${r.recovery} |`);
  process.stdout.write(`\n[faults] results\n| Fault | Answered during it | Lost | Time to recover |\n| --- | --- | --- | --- |\n${lines.join("\n")}\n`);
  if (process.env.FAULTS_REPORT) fs.appendFileSync(process.env.FAULTS_REPORT, `${lines.join("\n")}\n`);
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
