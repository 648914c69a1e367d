import type { Metadata } from "next";
import { Suspense } from "react";
import { VaultPage } from "@/components/vault/vault-page";

export const metadata: Metadata = { title: "Vault" };

// The kind filter lives in the URL, which the client reads after hydration.
export default function Page() {
  return (
    <Suspense>
      <VaultPage />
    </Suspense>
  );
}
