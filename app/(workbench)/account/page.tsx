import type { Metadata } from "next";
import { AccountPage } from "@/components/account/account-page";
import { getCurrentAccount } from "@darkroom/lib/http/current-account";

export const metadata: Metadata = { title: "Account" };

export default async function Page() {
  const account = await getCurrentAccount();
  return <AccountPage email={account?.email ?? ""} />;
}
