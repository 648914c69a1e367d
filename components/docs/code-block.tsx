"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { copyText } from "@/lib/client/copy-text";

/** A shell snippet with a Copy button; when the browser refuses, the text is selected for Ctrl+C. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  const [status, setStatus] = useState("");

  async function copy(event: React.MouseEvent<HTMLButtonElement>) {
    const pre = event.currentTarget.parentElement?.querySelector("pre");
    if (await copyText(code)) return setStatus("Copied.");
    if (pre) window.getSelection()?.selectAllChildren(pre);
    setStatus("Selected: press Ctrl+C (⌘C on a Mac).");
  }

  return (
    <div className="relative">
      <pre aria-label={label} tabIndex={0} className="overflow-x-auto rounded-lg bg-zinc-950 p-4 pr-20 font-mono text-[13px] leading-relaxed text-zinc-100 focus-visible:outline-2 focus-visible:outline-accent-600">
        <code>{code}</code>
      </pre>
      <Button variant="secondary" size="sm" className="absolute top-2 right-2" onClick={copy} aria-label={`Copy ${label}`}>
        {status === "Copied." ? "Copied" : "Copy"}
      </Button>
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
    </div>
  );
}
