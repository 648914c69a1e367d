import { sql } from "drizzle-orm";
import { ERRORS, type Lock, type Locker, type RequestRelease } from "@tus/server";
import { randomBase62 } from "@/lib/core/ids";
import { env } from "@/lib/platform/config/env";
import { getDb, queryRows } from "@/lib/platform/db";
import { processState } from "@/lib/core/process-state";
import { log } from "@/lib/core/log";

const CHANNEL = "darkroom_tus_locks";
const LEASE_SECONDS = 30;
const RENEW_MS = 10_000;
const RETRY_MS = 100;
const ACQUIRE_TIMEOUT_MS = 30_000;

/** Locks this process holds, by upload id: who to ask when another request (any process) wants one. */
const held = new Map<string, RequestRelease>();

declare module "@/lib/core/process-state" {
  interface ProcessState {
    tusLockListener?: Promise<void>;
  }
}
const state = processState();

/**
 * @tus/server's locker across processes on PostgreSQL: a lease row per locked upload, renewed
 * while held, so a request on another web process (a client resuming after a dropped connection)
 * waits for the one still writing. As with @tus/server's MemoryLocker, a waiter asks the holder to
 * let go (`pg_notify`), which ends the holder's request after its drain time.
 */
export class PgLocker implements Locker {
  newLock(id: string): Lock {
    return new PgLock(id);
  }
}

class PgLock implements Lock {
  private readonly owner = randomBase62(16);
  private renewal: NodeJS.Timeout | undefined;

  constructor(private readonly id: string) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    await listenForReleaseRequests();
    const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
    let asked = false;
    while (!(await this.tryAcquire())) {
      if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      if (!asked) {
        await (await getDb()).execute(sql`SELECT pg_notify(${CHANNEL}, ${this.id})`);
        asked = true;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
    held.set(this.id, requestRelease);
    this.renewal = setInterval(() => void this.renew(), RENEW_MS);
    this.renewal.unref();
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal);
    held.delete(this.id);
    await (await getDb()).execute(sql`DELETE FROM tus_locks WHERE id = ${this.id} AND owner = ${this.owner}`);
  }

  private async tryAcquire(): Promise<boolean> {
    const rows = await queryRows<{ owner: string }>(
      await getDb(),
      sql`INSERT INTO tus_locks (id, owner, expires_at) VALUES (${this.id}, ${this.owner}, now() + make_interval(secs => ${LEASE_SECONDS}))
          ON CONFLICT (id) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at WHERE tus_locks.expires_at < now()
          RETURNING owner`,
    );
    return rows.length > 0;
  }

  private async renew(): Promise<void> {
    await (await getDb())
      .execute(sql`UPDATE tus_locks SET expires_at = now() + make_interval(secs => ${LEASE_SECONDS}) WHERE id = ${this.id} AND owner = ${this.owner}`)
      .catch((error: unknown) => log().error({ err: error, upload: this.id }, "tus: renewing an upload's lock failed"));
  }
}

/** One LISTEN connection per process, opened with the first lock; a lost one is opened again by the next lock. */
function listenForReleaseRequests(): Promise<void> {
  state.tusLockListener ??= (async () => {
    const { Client } = await import("pg");
    const client = new Client({ connectionString: env().DATABASE_URL });
    const lost = () => {
      state.tusLockListener = undefined;
      void client.end().catch(() => {});
    };
    client.on("notification", (message) => {
      const release = message.payload ? held.get(message.payload) : undefined;
      if (release) void Promise.resolve(release()).catch(() => {});
    });
    client.on("error", lost);
    client.on("end", lost);
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
  })().catch((error: unknown) => {
    state.tusLockListener = undefined;
    throw error;
  });
  return state.tusLockListener;
}
