/**
 * What one claim costs with 20 and with 20,000 jobs queued (same 10 accounts), on PGlite in a
 * scratch directory, or on PostgreSQL with DATABASE_URL (a fresh database: it is filled and emptied).
 * Prints the median of 50 claims at each size. `npm run bench:claim`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";

const ACCOUNTS = 10;
const CLAIMS = 50;

async function main() {
  // The claims' job lines would bury the figures.
  process.env.LOG_LEVEL ??= "silent";
  if (!process.env.DATABASE_URL) process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-bench-claim-"));
  const { getDb, closeDb } = await import("@/lib/platform/db");
  const { claimNextJob } = await import("@/lib/domain/jobs/queue");
  const { jobKinds } = await import("@/lib/domain/register");
  const db = await getDb();
  await db.execute(sql`DELETE FROM jobs WHERE id LIKE 'bench_%'`);
  await db.execute(sql`DELETE FROM accounts WHERE id LIKE 'bench_%'`);
  for (let a = 0; a < ACCOUNTS; a++) {
    await db.execute(sql`INSERT INTO accounts (id, email, plan) VALUES (${`bench_acct_${a}`}, ${`bench${a}@example.invalid`}, 'business')`);
  }
  for (const queued of [20, 20_000]) {
    await db.execute(sql`DELETE FROM jobs WHERE id LIKE 'bench_%'`);
    await db.execute(sql`INSERT INTO jobs (id, account_id, kind, lane, status, params, created_at)
      SELECT 'bench_' || g, 'bench_acct_' || (g % ${ACCOUNTS}), 'convert', 'cpu', 'queued', '{}'::jsonb, now() - make_interval(secs => ${queued} - g)
      FROM generate_series(1, ${queued}) g`);
    await db.execute(sql`ANALYZE jobs`);
    const times: number[] = [];
    for (let i = 0; i < CLAIMS; i++) {
      const started = process.hrtime.bigint();
      const job = await claimNextJob(`bench-loop-${i}`, jobKinds, "cpu");
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      // Put it back as it was, so every claim sees the same queue (and no job runs out of attempts).
      if (job) await db.execute(sql`UPDATE jobs SET status = 'queued', worker_id = NULL, lease_expires_at = NULL, attempts = 0, started_at = NULL WHERE id = ${job.id}`);
    }
    times.sort((x, y) => x - y);
    console.log(`${String(queued).padStart(6)} queued (${ACCOUNTS} accounts): claim median ${times[CLAIMS >> 1].toFixed(2)} ms, p90 ${times[Math.floor(CLAIMS * 0.9)].toFixed(2)} ms`);
  }
  await db.execute(sql`DELETE FROM jobs WHERE id LIKE 'bench_%'`);
  await db.execute(sql`DELETE FROM accounts WHERE id LIKE 'bench_%'`);
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
