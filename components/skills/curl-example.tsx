"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { copyText } from "@/lib/client/copy-text";
import { buildCurlCommand } from "./curl-command";
import { useBrowserValue } from "@/lib/client/hooks/use-hydrated";

type CurlExampleProps = Omit<Parameters<typeof buildCurlCommand>[0], "origin">;

/** The same call from a shell, against this server, with the key taken from $DARKROOM_API_KEY. */
export function CurlExample(props: CurlExampleProps) {
  // The server renders the command without an origin; the browser fills in its own.
  const origin = useBrowserValue(() => window.location.origin, "");
  const [status, setStatus] = useState("");
  const command = buildCurlCommand({ origin, ...props });
  return (
    <div className="space-y-2">
      <pre aria-label="curl command" tabIndex={0} className="overflow-x-auto rounded-lg bg-zinc-900 p-3 font-mono text-xs text-zinc-100">
        {command}
      </pre>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" onClick={async () => setStatus((await copyText(command)) ? "Copied." : "Copying is blocked; select the command and press Ctrl+C.")}>
          Copy command
        </Button>
        <span aria-live="polite" className="text-xs text-zinc-600">
          {status}
        </span>
      </div>
    </div>
  );
}
