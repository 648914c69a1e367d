import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getCurrentAccount } from "@darkroom/lib/http/current-account";
import { safeNextPath } from "@/lib/client/sign-in-path";
import { AuthForm } from "../auth-form";

export const metadata: Metadata = { title: "Create an account" };

export default async function SignUpPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const next = safeNextPath((await searchParams).next);
  if (await getCurrentAccount()) redirect(next);
  return <AuthForm mode="signup" next={next} />;
}
