"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { Spinner } from "@/components/ui/spinner";
import { signInPath } from "@/lib/client/sign-in-path";

/** Rendered instead of a Workbench page for a signed-out visitor: go to sign-in, then come back here. */
export function SignInRedirect() {
  const router = useRouter();
  useEffect(() => {
    router.replace(signInPath(window.location.pathname + window.location.search));
  }, [router]);
  return (
    <main className="flex min-h-dvh items-center justify-center gap-2 text-sm text-zinc-600">
      <Spinner />
      <p>
        Redirecting to <a href="/signin" className="font-medium text-accent-700 underline">sign in</a>…
      </p>
    </main>
  );
}
