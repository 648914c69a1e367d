import { env } from "./env";
import { LIMITS, type Limit, type LimitName } from "./limits";

export type LimitInEffect = Limit & { name: LimitName };

/** The table of limits with this process's values: an operator-settable limit reads its variable (env()). */
export function limitsInEffect(): LimitInEffect[] {
  const current = env();
  return (Object.entries(LIMITS) as [LimitName, Limit][]).map(([name, limit]) => ({ name, ...limit, value: limit.env ? current[limit.env] : limit.value }));
}
