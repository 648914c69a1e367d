"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { useSignOut } from "@/lib/client/hooks/use-session";

export function SignOutButton() {
  const router = useRouter();
  const signOut = useSignOut();
  return (
    <>
      {signOut.isError && (
        <span role="alert" className="text-sm text-red-700">
          Sign-out failed: {signOut.error.message}
        </span>
      )}
      <Button
        variant="secondary"
        size="sm"
        pending={signOut.isPending || signOut.isSuccess}
        onClick={() =>
          signOut.mutate(undefined, {
            onSuccess: () => {
              router.replace("/signin");
              router.refresh();
            },
          })
        }
      >
        Sign out
      </Button>
    </>
  );
}
