import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getCurrentAccount } from "@darkroom/lib/http/current-account";
import { safeNextPath } from "@/lib/client/sign-in-path";
import { AuthForm } from "../auth-form";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const next = safeNextPath((await searchParams).next);
  if (await getCurrentAccount()) redirect(next);
  return <AuthForm mode="signin" next={next} />;
}
