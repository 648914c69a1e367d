import type { Metadata } from "next";
import { UsagePage } from "@/components/usage/usage-page";
import { getCurrentAccount } from "@darkroom/lib/http/current-account";
import { listRecentWork } from "@darkroom/lib/domain/jobs/view";

export const metadata: Metadata = { title: "Usage" };

// The work list is read here, on each visit: the public API has no list endpoint for jobs or runs.
export default async function Page() {
  const account = await getCurrentAccount();
  const work = account ? await listRecentWork({ accountId: account.id }) : [];
  return <UsagePage work={work} />;
}
