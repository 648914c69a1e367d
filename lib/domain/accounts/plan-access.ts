import { ApiError } from "@/lib/core/errors";
import { PLANS, planPolicy } from "./plans";

/** The plans with API access, in table order: the paid ones. */
export const PAID_PLANS = Object.entries(PLANS)
  .filter(([, policy]) => policy.apiAccess)
  .map(([id]) => id);

/**
 * Refuses a paid feature (webhooks) to a plan without API access with `403 plan_required`:
 * the rule a key of such a plan meets at the door, applied to its Workbench session too.
 */
export function requirePaidPlan(plan: string, feature: string): void {
  if (!planPolicy(plan).apiAccess) {
    throw new ApiError("plan_required", `${feature} needs the ${PAID_PLANS.slice(0, -1).join(", ")} or ${PAID_PLANS.at(-1)} plan.`);
  }
}
