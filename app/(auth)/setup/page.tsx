import type { Metadata } from "next";
import Link from "next/link";
import { Notice } from "@/components/ui/notice";
import { operatorExists } from "@darkroom/lib/domain/accounts/accounts";
import { checkSetupToken } from "@darkroom/lib/domain/admin/setup-token";
import { SetupForm } from "./setup-form";

export const metadata: Metadata = { title: "Set up Darkroom" };

// Reads the instance's state on every visit: the link stops working the moment an operator exists.
export const dynamic = "force-dynamic";

export default async function SetupPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const check = (await operatorExists()) ? "done" : checkSetupToken(token);
  return (
    <>
      <h1 className="text-xl font-semibold tracking-tight text-zinc-900">Set up Darkroom</h1>
      {check === "valid" ? (
        <>
          <p className="mt-1 text-sm text-zinc-600">Create the operator: the account that manages plans, credits and keys of this instance.</p>
          <SetupForm token={token} />
        </>
      ) : (
        <Notice tone="warning" className="mt-4">
          {check === "done"
            ? "This instance already has an operator."
            : check === "expired"
              ? "This setup link has expired. Restart Darkroom to print a new one."
              : "This setup link is not valid. Use the link Darkroom printed when it started."}{" "}
          <Link href="/signin" className="font-medium underline">
            Go to sign-in
          </Link>
        </Notice>
      )}
    </>
  );
}
