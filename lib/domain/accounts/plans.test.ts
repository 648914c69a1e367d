import { describe, expect, it } from "vitest";
import { PLAN_IDS, planPolicy } from "./plans";

const GiB = 1024 ** 3;

describe("plan policy table", () => {
  it("gives basic no API access and plus / pro / business 60 / 300 / 1000 requests a minute", () => {
    expect(PLAN_IDS.map((plan) => [plan, planPolicy(plan).apiAccess, planPolicy(plan).requestsPerMinute])).toEqual([
      ["basic", false, 60],
      ["plus", true, 60],
      ["pro", true, 300],
      ["business", true, 1000],
    ]);
  });

  it("sets each plan's Vault capacity: 1, 10, 100 and 1024 GiB", () => {
    expect(PLAN_IDS.map((plan) => planPolicy(plan).vaultCapacityBytes)).toEqual([1 * GiB, 10 * GiB, 100 * GiB, 1024 * GiB]);
  });

  it("sets each plan's default byte quota for uploads and job files: 1, 20, 200 and 2048 GiB", () => {
    expect(PLAN_IDS.map((plan) => planPolicy(plan).storageQuotaBytes)).toEqual([1 * GiB, 20 * GiB, 200 * GiB, 2048 * GiB]);
  });

  it("refuses a plan that does not exist rather than guessing a policy", () => {
    expect(() => planPolicy("platinum")).toThrow();
  });
});
