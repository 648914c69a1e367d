"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { useAccount } from "@/lib/client/hooks/use-account";

/** Which account the Workbench acts on: live, or its test twin (test credits, fake paid skills, its own files). */
export function ModeSwitch() {
  const account = useAccount();
  const queryClient = useQueryClient();
  const switchMode = useMutation({
    mutationFn: (mode: "live" | "test") => apiFetch<void>("/api/auth/mode", { method: "POST", json: { mode } }),
    // Everything the Workbench shows belongs to one mode: read it all again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
  if (!account.data) return null;
  const test = !account.data.livemode;
  return (
    <label className={`flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium ${test ? "bg-amber-100 text-amber-900" : "bg-zinc-100 text-zinc-700"}`}>
      <input
        type="checkbox"
        role="switch"
        className="accent-amber-600"
        checked={test}
        disabled={switchMode.isPending}
        onChange={(event) => switchMode.mutate(event.target.checked ? "test" : "live")}
      />
      {test ? "Test mode" : "Live mode"}
    </label>
  );
}
