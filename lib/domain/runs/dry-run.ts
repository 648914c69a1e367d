import type { Account } from "@/lib/domain/accounts/accounts";
import type { JobSource } from "@/lib/domain/jobs/job-request";
import type { DryRunView, RunInput } from "./schema";
import { describeQuote, quoteLine } from "./start-run";

/** A dry run's answer, for REST and MCP alike: the line is checked and priced; nothing runs or is charged. */
export async function dryRun({ account, source, input }: { account: Account; source: JobSource | null; input: RunInput }): Promise<DryRunView> {
  const { plan, line } = await quoteLine({ account, hasFile: source !== null, input });
  return { dry_run: true, quote: describeQuote(plan), ...(line.dropped ? { dropped_options: line.dropped } : {}) };
}
