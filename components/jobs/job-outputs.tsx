"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { copyText } from "@/lib/client/copy-text";
import { BeforeAfter } from "./before-after";

/** `url` is absent once retention deleted the file. */
export type ResultOutput = { url?: string; mime: string; name: string; width: number | null; height: number | null };

type JobOutputsProps = { outputs: ResultOutput[]; text?: string; data?: unknown; before?: { url: string; mime: string } | null };

function TextResult({ text }: { text: string }) {
  const [copied, setCopied] = useState<"" | "Copied." | "Copying is blocked; select the text and press Ctrl+C.">("");
  return (
    <div className="space-y-2">
      <pre className="max-h-72 overflow-auto rounded-lg bg-zinc-900 p-3 text-sm whitespace-pre-wrap text-zinc-100">{text}</pre>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" onClick={async () => setCopied((await copyText(text)) ? "Copied." : "Copying is blocked; select the text and press Ctrl+C.")}>
          Copy text
        </Button>
        <span aria-live="polite" className="text-xs text-zinc-600">
          {copied}
        </span>
      </div>
    </div>
  );
}

function OutputView({ output, before }: { output: ResultOutput; before?: JobOutputsProps["before"] }) {
  const size = output.width && output.height ? `${output.width}×${output.height}` : "";
  if (!output.url) {
    return (
      <li className="text-sm text-zinc-600">
        <span className="font-medium text-zinc-900">{output.name}</span> has expired: a job&apos;s files are deleted after the retention period. Vault copies stay.
      </li>
    );
  }
  return (
    <li className="space-y-2">
      {output.mime.startsWith("image/") &&
        (before?.mime.startsWith("image/") ? <BeforeAfter before={before.url} after={output.url} alt={output.name} /> : (
            // eslint-disable-next-line @next/next/no-img-element -- signed, expiring URLs: the image optimizer would cache them wrongly.
            <img src={output.url} alt={output.name} className="checkerboard max-h-96 rounded-lg" />
          ))}
      {output.mime.startsWith("video/") && <video controls src={output.url} className="max-h-96 w-full rounded-lg bg-black" aria-label={output.name} />}
      {output.mime.startsWith("audio/") && <audio controls src={output.url} className="w-full" aria-label={output.name} />}
      <p className="flex flex-wrap items-center gap-x-3 text-sm text-zinc-600">
        <span className="font-medium text-zinc-900">{output.name}</span>
        {size && <span>{size}</span>}
        <a href={output.url} download={output.name} className="font-medium text-accent-700 underline-offset-2 hover:underline">
          Download {output.name}
        </a>
      </p>
    </li>
  );
}

/** A finished job's or run's outputs: images over the original, video and audio players, text to copy. */
export function JobOutputs({ outputs, text, data, before }: JobOutputsProps) {
  return (
    <div className="space-y-4">
      {outputs.length > 0 && (
        <ul className="space-y-4" aria-label="Outputs">
          {outputs.map((output) => (
            <OutputView key={output.url ?? output.name} output={output} before={before} />
          ))}
        </ul>
      )}
      {text !== undefined && <TextResult text={text} />}
      {text === undefined && data !== undefined && <TextResult text={JSON.stringify(data, null, 2)} />}
    </div>
  );
}
