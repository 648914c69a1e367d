import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, getDbDriver, type Db } from "@/lib/platform/db";
import { makeAccount } from "@/test/helpers";
import { runStatement, searchPlan, searchStatement, SEARCH_CASES, seedVault } from "@/test/fixtures/vault-search";

const ASSETS = 10_000;
let db: Db;
let accountId: string;
const timings: Record<string, number> = {};

beforeAll(async () => {
  db = await getDb();
  accountId = (await makeAccount()).accountId;
  // A neighbour as big, so that every plan has to tell accounts apart, as on a shared server.
  await seedVault(db, { accountId: (await makeAccount()).accountId, count: ASSETS, first: ASSETS + 1 });
  await seedVault(db, { accountId, count: ASSETS });
}, 120_000);

// Reports, never asserts, how long each search takes: speed is the bench's to judge (npm run bench:search).
afterAll(async () => {
  console.info(`Vault search over ${ASSETS} assets (and a neighbour's ${ASSETS}) on ${await getDbDriver()}, median of 9 in ms:`, timings);
});

describe(`Vault search over ${ASSETS.toLocaleString("en")} assets`, () => {
  for (const [name, { query, index }] of Object.entries(SEARCH_CASES)) {
    it(`${name}: the plan reads ${index.source}, never the whole table`, async () => {
      const plan = await searchPlan(db, accountId, query);
      expect(plan, plan).toMatch(index);
      expect(plan).not.toMatch(/Seq Scan/);
      const rows = await runStatement(db, searchStatement(db, accountId, query));
      expect(rows.length).toBeGreaterThan(0);
      const runs: number[] = [];
      for (let i = 0; i < 9; i++) {
        const started = performance.now();
        await runStatement(db, searchStatement(db, accountId, query));
        runs.push(performance.now() - started);
      }
      timings[name] = Math.round(runs.sort((a, b) => a - b)[4] * 10) / 10;
    });
  }
});
