// No zod here: the Workbench's pages load this table, and zod would weigh on each of them.
export const PLAN_IDS = ["basic", "plus", "pro", "business"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The plan named, or an error for a name outside the table (a row no migration wrote). */
export function planId(plan: string): PlanId {
  if (!(PLAN_IDS as readonly string[]).includes(plan)) throw new Error(`Unknown plan "${plan}".`);
  return plan as PlanId;
}

export type PlanPolicy = {
  title: string;
  /** REST and MCP access with API keys; the Workbench works on every plan. */
  apiAccess: boolean;
  requestsPerMinute: number;
  vaultCapacityBytes: number;
  /** Jobs and runs an account may have queued or running at once; more are refused with `429 too_many_jobs`. */
  maxOpenJobs: number;
  /**
   * Bytes in unexpired uploads and job files (lib/domain/jobs/storage-quota.ts, which also reads the
   * operator's STORAGE_QUOTA_BYTES_<PLAN>); more are refused with `413 quota_exceeded`.
   */
  storageQuotaBytes: number;
};

const GiB = 1024 ** 3;

/** The one policy table for plans: access, request ceiling, Vault room, open-job ceiling, byte quota. */
export const PLANS: Record<PlanId, PlanPolicy> = {
  basic: { title: "Basic", apiAccess: false, requestsPerMinute: 60, vaultCapacityBytes: 1 * GiB, maxOpenJobs: 20, storageQuotaBytes: 1 * GiB },
  plus: { title: "Plus", apiAccess: true, requestsPerMinute: 60, vaultCapacityBytes: 10 * GiB, maxOpenJobs: 50, storageQuotaBytes: 20 * GiB },
  pro: { title: "Pro", apiAccess: true, requestsPerMinute: 300, vaultCapacityBytes: 100 * GiB, maxOpenJobs: 200, storageQuotaBytes: 200 * GiB },
  business: { title: "Business", apiAccess: true, requestsPerMinute: 1000, vaultCapacityBytes: 1024 * GiB, maxOpenJobs: 1000, storageQuotaBytes: 2048 * GiB },
};

export function planPolicy(plan: string): PlanPolicy {
  return PLANS[planId(plan)];
}
