import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OperatorPage } from "@/components/usage/operator-page";
import { getCurrentAccount } from "@darkroom/lib/http/current-account";

export const metadata: Metadata = { title: "Operator" };

// The routes refuse non-operators anyway; hiding the page keeps it from being discovered.
export default async function Page() {
  const account = await getCurrentAccount();
  if (account?.role !== "operator") notFound();
  return <OperatorPage />;
}
