"use client";

import { useId, useRef, useState } from "react";
import { copyText } from "@/lib/client/copy-text";
import { Button } from "./button";
import { Input } from "./input";
import { Label } from "./label";

type CopyState = "idle" | "copied" | "manual";

const STATUS: Record<CopyState, string> = {
  idle: "",
  copied: "Copied to clipboard.",
  manual: "Copying is blocked here. The text is selected: press Ctrl+C (⌘C on a Mac).",
};

type CopyFieldProps = { label: string; value: string; autoFocus?: boolean };

/** A read-only value with a Copy button; when the browser refuses, it selects the text for Ctrl+C. */
export function CopyField({ label, value, autoFocus = false }: CopyFieldProps) {
  const inputId = useId();
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>("idle");

  async function copy() {
    const copied = await copyText(value);
    setState(copied ? "copied" : "manual");
    if (!copied) inputRef.current?.select();
  }

  return (
    <div>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="mt-1.5 flex gap-2">
        <Input
          ref={inputRef}
          id={inputId}
          readOnly
          value={value}
          spellCheck={false}
          aria-describedby={statusId}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-[13px]"
        />
        <Button variant="secondary" onClick={copy} data-autofocus={autoFocus || undefined} className="shrink-0">
          {state === "copied" ? "Copied" : "Copy"}
        </Button>
      </div>
      <p id={statusId} aria-live="polite" className="mt-1.5 min-h-5 text-sm text-zinc-600">
        {STATUS[state]}
      </p>
    </div>
  );
}
