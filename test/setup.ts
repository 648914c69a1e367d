import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, inject } from "vitest";
import { configureLog } from "@/lib/core/log";
import { type ProcessState, processState } from "@/lib/core/process-state";
import { env, resetEnvForTests } from "@/lib/platform/config/env";

// Restored after the file: where files share a process (vitest.config.mts), one file's variables must not reach the next.
const startingEnv = { ...process.env };

// Each test file gets its own DATA_DIR (blobs, secrets, embedded database), removed afterwards.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-test-"));
process.env.DATA_DIR = dataDir;
process.env.DARKROOM_SECRET ??= "test-secret-0123456789abcdef-0123456789";
// Route tests call handlers on http://darkroom.test (test/helpers.ts BASE) or serve them on 127.0.0.1 (test/http-adapter.ts).
process.env.ALLOWED_HOSTS ??= "darkroom.test,127.0.0.1";
// Test machines may have little disk left: the free-space floor has tests of its own (lib/platform/storage/disk-space.test.ts).
process.env.DISK_FREE_MIN_BYTES ??= "0";
// One JSON line per request and job would bury the test report; tests that read logs use logTo().
process.env.LOG_LEVEL ??= "silent";

// vitest.config.mts sets the project: `unit` files never open the database, `db` files may.
const project = process.env.DARKROOM_TEST_PROJECT;

// With TEST_DATABASE_URL the db project's tests run on PostgreSQL, each file in a schema of its own.
const pgUrl = project === "unit" ? undefined : process.env.TEST_DATABASE_URL;
const pgSchema = `t_${randomBytes(6).toString("hex")}`;
if (pgUrl) {
  process.env.DATABASE_URL = pgUrl;
  process.env.DARKROOM_PG_SCHEMA = pgSchema;
}
resetEnvForTests();
configureLog({ level: env().LOG_LEVEL });
// Read again on first use: a test file may change the environment before it.
resetEnvForTests();

async function onAdminConnection(fn: (client: import("pg").Client) => Promise<unknown>): Promise<void> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

// Job kinds and hooks, as every entry point registers them; the unit project's files use no queue.
if (project !== "unit") await import("@/lib/domain/register");

// Created before the test file is even collected: a describe body may already use the database.
if (pgUrl) await onAdminConnection((c) => c.query(`CREATE SCHEMA ${pgSchema}`));
// The embedded database starts as a copy of one migrated once for the run (test/pglite-template.ts).
const template = project === "db" && !pgUrl ? inject("pgliteTemplate") : undefined;
if (template) fs.cpSync(template, path.join(dataDir, "db"), { recursive: true });

afterAll(async () => {
  // A unit file that opened the embedded database would skip CI's PostgreSQL pass unnoticed.
  const openedDatabase = project === "unit" && fs.existsSync(path.join(dataDir, "db"));
  // Before the database closes: a drain puts unfinished jobs back, through the database.
  const state = processState() as Record<string, unknown> & ProcessState;
  if (state.runtime) await (await state.runtime).drain(0);
  // Imported only where needed: the unit project's files then load no database code at all.
  if (project !== "unit" || openedDatabase) await (await import("@/lib/platform/db/client")).closeDb();
  // Where files share a process (vitest.config.mts), the next one starts with none of this one's handles, caches or stores, as in a process of its own.
  for (const slot of Object.keys(state)) delete state[slot];
  for (const name of Object.keys(process.env)) if (!(name in startingEnv)) delete process.env[name];
  Object.assign(process.env, startingEnv);
  resetEnvForTests();
  if (pgUrl) await onAdminConnection((c) => c.query(`DROP SCHEMA ${pgSchema} CASCADE`));
  // Native work a test abandoned (a timed-out libvips write) may still add a file while the folder goes: ENOTEMPTY is retried.
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  if (openedDatabase) throw new Error("This file opened the database in the unit project: import what opens it statically, so test/database-tests.mts puts the file in the db project.");
});
