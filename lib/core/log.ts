import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import pino, { type DestinationStream, type Logger } from "pino";
import { env } from "@/lib/platform/config/env";
import { processState } from "@/lib/core/process-state";

/** What every log line written inside a request or a job carries. */
export type LogContext = { requestId?: string | null; jobId?: string };

declare module "@/lib/core/process-state" {
  interface ProcessState {
    log?: Logger;
    logContext?: AsyncLocalStorage<LogContext>;
  }
}

// One logger and one context store per process, whichever bundle loaded this module.
const state = processState();
const context = (state.logContext ??= new AsyncLocalStorage<LogContext>());

function createLogger(destination?: DestinationStream, level: string = env().LOG_LEVEL): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const current = context.getStore();
        return current ? { ...(current.requestId ? { request_id: current.requestId } : {}), ...(current.jobId ? { job_id: current.jobId } : {}) } : {};
      },
    },
    // Synchronous stdout, so the lines written just before a shutdown exit are not lost.
    destination ?? pino.destination(1),
  );
}

/** The process's JSON logger (stdout, `LOG_LEVEL`), made on first use. */
export function log(): Logger {
  return (state.log ??= createLogger());
}

/** Tests read the log lines: every later line goes to `destination` at `level`. */
export function logTo(destination: DestinationStream, level = "info"): void {
  state.log = createLogger(destination, level);
}

/** Runs `work` with `ctx` added to every log line written inside it, and readable by `currentRequestId`. */
export function withLogContext<T>(ctx: LogContext, work: () => T): T {
  return context.run({ ...context.getStore(), ...ctx }, work);
}

/** The request id of the request (or job) this code runs for, if any. */
export function currentRequestId(): string | null {
  return context.getStore()?.requestId ?? null;
}

const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The caller's `X-Request-Id` when it is a plain token of at most 128 characters, else a fresh one. */
export function requestIdOf(request: Request): string {
  const given = request.headers.get("x-request-id");
  return given && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}
