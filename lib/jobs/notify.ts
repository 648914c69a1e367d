import { sql } from "drizzle-orm";
import { env } from "@/lib/config/env";
import { getDb, getDbDriver } from "@/lib/db";
import { jobEvents, type JobChange } from "./events";

const CHANNEL = "darkroom_jobs";
const holder = globalThis as unknown as { __darkroomJobListener?: Promise<() => Promise<void>> };

/** Tells other processes sharing PostgreSQL that a job changed, so their workers and waiters wake at once. */
export async function notifyOtherProcesses(change: JobChange): Promise<void> {
  if ((await getDbDriver()) !== "postgres") return;
  const db = await getDb();
  await db.execute(sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(change)})`);
}

/** Listens for other processes' job changes (PostgreSQL only) and replays them as local events. */
export function listenForJobChanges(): Promise<() => Promise<void>> {
  holder.__darkroomJobListener ??= (async () => {
    const url = env().DATABASE_URL;
    if (!url) return async () => {};
    const { Client } = await import("pg");
    const client = new Client({ connectionString: url });
    await client.connect();
    client.on("notification", (message) => {
      try {
        jobEvents().emit("change", JSON.parse(message.payload ?? "{}") as JobChange);
      } catch {
        // A malformed payload only costs a wake-up; the pollers still see the change.
      }
    });
    client.on("error", (error) => console.error("[darkroom] job notification listener failed; falling back to polling", error));
    await client.query(`LISTEN ${CHANNEL}`);
    return async () => {
      await client.end();
    };
  })();
  return holder.__darkroomJobListener;
}
