import { ApiError } from "@/lib/core/errors";
import { planId, PLANS, type PlanId } from "@/lib/domain/accounts/plans";
import { env } from "@/lib/platform/config/env";
import { consume, rateLimitHeaders, refund, type Budget } from "@/lib/platform/rate-limit/limiter";

const VARIABLE = {
  basic: "DELIVERY_RENDERS_PER_MINUTE_BASIC",
  plus: "DELIVERY_RENDERS_PER_MINUTE_PLUS",
  pro: "DELIVERY_RENDERS_PER_MINUTE_PRO",
  business: "DELIVERY_RENDERS_PER_MINUTE_BUSINESS",
} as const satisfies Record<PlanId, string>;

/** First renders a plan's account may start per minute: DELIVERY_RENDERS_PER_MINUTE_<PLAN>. */
export function rendersPerMinute(plan: string): number {
  return env()[VARIABLE[planId(plan)]];
}

/**
 * Spends one first render of the account's budget (the rate limiter every process shares through
 * Redis, else this process's); past it `429 rate_limited` with Retry-After and RateLimit-*.
 * Only a render is counted: a stored variant, or a request that joins a render under way, costs nothing.
 */
export async function spendRenderBudget(accountId: string, plan: string): Promise<void> {
  const perMinute = rendersPerMinute(plan);
  const decision = await consume(budgetOf(perMinute), accountId);
  if (decision.allowed) return;
  throw new ApiError(
    "rate_limited",
    `This account has started its ${perMinute} new delivery renders of this minute (the ${PLANS[planId(plan)].title} plan's); variants already rendered are still served. Try again in ${decision.resetSeconds} s.`,
    { headers: rateLimitHeaders(decision) },
  );
}

/** Gives the point back for a render that never ran: refused a render slot (503) or abandoned while it waited. */
export async function refundRenderBudget(accountId: string, plan: string): Promise<void> {
  await refund(budgetOf(rendersPerMinute(plan)), accountId);
}

function budgetOf(perMinute: number): Budget {
  return { name: `delivery-renders:${perMinute}`, points: perMinute, windowSeconds: 60 };
}
