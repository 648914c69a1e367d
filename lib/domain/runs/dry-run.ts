import type { Caller } from "@/lib/http/with-api";
import type { JobSource } from "@/lib/domain/jobs/job-request";
import type { DryRunView, RunInput } from "./schema";
import { describeQuote, quoteLine } from "./start-run";

/** A dry run's answer, for REST and MCP alike: the line is checked and priced; nothing runs or is charged. */
export async function dryRun({ caller, source, input }: { caller: Caller; source: JobSource | null; input: RunInput }): Promise<DryRunView> {
  const { plan, line } = await quoteLine({ caller, source, input });
  return { dry_run: true, quote: describeQuote(plan), ...(line.dropped ? { dropped_options: line.dropped } : {}) };
}
