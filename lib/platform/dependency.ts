// The services Darkroom depends on, and the typed errors an adapter throws when one of them fails it.
// Adapters turn "could not reach it" into DependencyUnavailable and "the disk is full" into StorageFull;
// lib/http/error-response.ts maps both to answers in one place (503 with Retry-After, 507), and the worker
// treats them as transient, so a job waits for the service to come back instead of failing.

export type Dependency = "database" | "redis" | "storage";

const DEPENDENCY_UNAVAILABLE = Symbol.for("darkroom.DependencyUnavailable");
const STORAGE_FULL = Symbol.for("darkroom.StorageFull");

/** A dependency could not be reached, or answered that it cannot serve now; `cause` keeps the driver's error for the log. */
export class DependencyUnavailable extends Error {
  constructor(
    readonly dependency: Dependency,
    options?: { cause?: unknown },
  ) {
    super(`The ${dependency} is unavailable`, options);
    this.name = "DependencyUnavailable";
    Object.defineProperty(this, DEPENDENCY_UNAVAILABLE, { value: true });
  }
}

/** No room to write: the disk is full (ENOSPC, EDQUOT), or its free space is below DISK_FREE_MIN_BYTES. */
export class StorageFull extends Error {
  constructor(options?: { cause?: unknown }) {
    super("The server's storage is full", options);
    this.name = "StorageFull";
    Object.defineProperty(this, STORAGE_FULL, { value: true });
  }
}

export function isDependencyUnavailable(error: unknown): error is DependencyUnavailable {
  return typeof error === "object" && error !== null && DEPENDENCY_UNAVAILABLE in error;
}

export function isStorageFull(error: unknown): error is StorageFull {
  return typeof error === "object" && error !== null && STORAGE_FULL in error;
}

/** Socket-level failures of any client: the peer is down, unreachable or went away mid-request. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "ECONNABORTED", "EADDRNOTAVAIL"]);
const DISK_FULL_CODES = new Set(["ENOSPC", "EDQUOT"]);

/**
 * PostgreSQL's own "cannot serve now" answers: connection exceptions (class 08), a server shutting down
 * or starting (57P01-57P03), too many connections (53300), a statement cancelled by its timeout (57014).
 */
const PG_UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300|57014)$/;
/** node-postgres' own messages for a connection it lost or never got (they carry no code). */
const PG_CONNECTION_MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|not queryable|Client was closed|Cannot use a pool after calling end/i;

/** Each error and its causes, outermost first (drizzle wraps the driver's error; an AggregateError lists several). */
function* chain(error: unknown): Generator<Record<string, unknown>> {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length) {
    const next = pending.shift();
    if (typeof next !== "object" || next === null || seen.has(next)) continue;
    seen.add(next);
    yield next as Record<string, unknown>;
    pending.push((next as { cause?: unknown }).cause, ...(((next as { errors?: unknown }).errors as unknown[] | undefined) ?? []));
  }
}

/** The dependency an error (or one of its causes) says is unavailable, or null. */
export function unavailableDependency(error: unknown): Dependency | null {
  for (const link of chain(error)) if (isDependencyUnavailable(link)) return link.dependency;
  return null;
}

export function isNetworkFailure(error: unknown): boolean {
  for (const link of chain(error)) if (typeof link.code === "string" && NETWORK_CODES.has(link.code)) return true;
  return false;
}

/** A full disk: the system's code, or the words a native library (libvips, ffmpeg) puts in its message instead. */
export function isDiskFull(error: unknown): boolean {
  for (const link of chain(error)) {
    if (isStorageFull(link) || (typeof link.code === "string" && DISK_FULL_CODES.has(link.code))) return true;
    if (typeof link.message === "string" && /No space left on device|Disk quota exceeded/i.test(link.message)) return true;
  }
  return false;
}

/** Whether a database driver's error means the database cannot be reached now (not that a statement was wrong). */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (const link of chain(error)) {
    if (isDependencyUnavailable(link) && link.dependency === "database") return true;
    if (typeof link.code === "string" && (NETWORK_CODES.has(link.code) || PG_UNAVAILABLE_SQLSTATES.test(link.code))) return true;
    if (typeof link.message === "string" && PG_CONNECTION_MESSAGES.test(link.message)) return true;
  }
  return false;
}

/** Whether an S3 client's error means the store cannot serve now: no connection, a timeout, or a 5xx after the SDK's own retries. */
export function isStoreUnreachable(error: unknown): boolean {
  for (const link of chain(error)) {
    if (isNetworkFailure(link)) return true;
    if (link.name === "TimeoutError" || link.name === "RequestTimeout" || link.code === "ERR_STREAM_PREMATURE_CLOSE") return true;
    const status = (link.$metadata as { httpStatusCode?: unknown } | undefined)?.httpStatusCode;
    if (typeof status === "number" && status >= 500) return true;
  }
  return false;
}

/**
 * The typed form of an adapter's failure: StorageFull for a full disk, DependencyUnavailable for an
 * unreachable dependency, else the error as it was.
 */
export function asDependencyError(error: unknown, dependency: Dependency, unreachable: (error: unknown) => boolean): unknown {
  if (isDependencyUnavailable(error) || isStorageFull(error)) return error;
  if (isDiskFull(error)) return new StorageFull({ cause: error });
  return unreachable(error) ? new DependencyUnavailable(dependency, { cause: error }) : error;
}
