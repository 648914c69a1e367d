import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import pino, { type DestinationStream, type LevelWithSilent, type Logger } from "pino";
import { processState } from "@/lib/core/process-state";

/** What every log line written inside a request, a job or a sweep carries. */
export type LogContext = { requestId?: string | null; jobId?: string; sweepId?: string };

declare module "@/lib/core/process-state" {
  interface ProcessState {
    log?: Logger;
    logLevel?: LevelWithSilent;
    logContext?: AsyncLocalStorage<LogContext>;
    logStdout?: ReturnType<typeof pino.destination>;
  }
}

// One logger, level and context store per process, whichever bundle loaded this module.
const state = processState();
const context = (state.logContext ??= new AsyncLocalStorage<LogContext>());

/**
 * Stdout is written off the main thread: a line goes out at once when no write is in flight, and the
 * lines that come meanwhile go together in the next write, so a busy server makes far fewer writes
 * than lines. `flushLog` waits for them before a shutdown exits; on any other exit pino writes what
 * is left synchronously. Fatal lines (a process that cannot start) go synchronously to stderr alone,
 * where supervisors and operators look for why it ended.
 */
function standardStreams(): DestinationStream {
  // minLength 1: nothing waits for a batch to fill, yet sonic-boom's flush(cb) waits for the write in flight (with 0 it answers at once).
  const stdout = (state.logStdout ??= pino.destination({ dest: 1, sync: false, minLength: 1 }));
  return pino.multistream(
    [
      { level: "trace", stream: stdout },
      { level: "fatal", stream: pino.destination(2) },
    ],
    { dedupe: true },
  );
}

/** Writes out the stdout lines still buffered; the process entries await it before they exit. */
export function flushLog(): Promise<void> {
  const stdout = state.logStdout;
  if (!stdout) return Promise.resolve();
  return new Promise((resolve) => stdout.flush(() => resolve()));
}

function createLogger(destination: DestinationStream, level: LevelWithSilent): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const current = context.getStore();
        if (!current) return {};
        return {
          ...(current.requestId ? { request_id: current.requestId } : {}),
          ...(current.jobId ? { job_id: current.jobId } : {}),
          ...(current.sweepId ? { sweep_id: current.sweepId } : {}),
        };
      },
    },
    destination,
  );
}

/** The process's JSON logger (stdout, fatal on stderr), made on first use at the configured level ("info" until configured). */
export function log(): Logger {
  return (state.log ??= createLogger(standardStreams(), state.logLevel ?? "info"));
}

/** Sets the level of every later line; the runtime calls it with LOG_LEVEL once the environment is read. */
export function configureLog({ level }: { level: LevelWithSilent }): void {
  state.logLevel = level;
  if (state.log) state.log.level = level;
}

/** Writes why the process is about to end (on stderr), whatever the level, "silent" included: nobody may be left guessing. */
export function logFatal(message: string): void {
  const logger = log();
  if (!logger.isLevelEnabled("fatal")) logger.level = "fatal";
  logger.fatal(message);
}

/**
 * A line for the person who started the process (the one-time setup link), as plain text on stdout
 * beside the JSON log lines, so it reads and copies as it is; the log has it too.
 */
export function announce(line: string): void {
  process.stdout.write(`\n${line}\n\n`);
}

/** Tests read the log lines: every later line goes to `destination` at `level`. */
export function logTo(destination: DestinationStream, level: LevelWithSilent = "info"): void {
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
export function requestIdOf(request: { headers: Pick<Headers, "get"> }): string {
  const given = request.headers.get("x-request-id");
  return given && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}
