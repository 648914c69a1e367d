"use client";

import { useDropzone, type FileRejection } from "react-dropzone";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { formatBytes } from "@/lib/core/bytes";
import { useFiles } from "@/lib/client/hooks/use-files";
import { useHydrated } from "@/lib/client/hooks/use-hydrated";
import { useUpload } from "@/lib/client/hooks/use-upload";
import { useUploadsStore, type PendingUpload } from "@/lib/client/stores/uploads-store";

const ACCEPT = { "image/*": [], "video/*": [], "audio/*": [] };

/** Why the browser side refused a dropped file, as one short line. */
function refusalOf({ errors }: FileRejection): string {
  if (errors.some((e) => e.code === "file-invalid-type")) return "Not an image, video or audio file.";
  if (errors.some((e) => e.code === "too-many-files")) return "One file at a time: drop a single file.";
  return errors[0]?.message ?? "This file was refused.";
}

/** A refusal's first sentence: the server's messages lead with what is wrong and follow with detail. */
function firstSentence(message: string): string {
  const end = message.search(/\.(\s|$)/);
  return end === -1 ? message : message.slice(0, end + 1);
}

function FilePreview({ upload }: { upload: PendingUpload }) {
  if (upload.status === "failed") {
    return <span aria-hidden className="flex size-8 shrink-0 items-center justify-center rounded bg-red-50 text-sm font-semibold text-red-700">!</span>;
  }
  // eslint-disable-next-line @next/next/no-img-element -- a blob: preview of a local file, which the image optimizer cannot read.
  if (upload.mime.startsWith("image/")) return <img src={upload.previewUrl} alt="" className="checkerboard size-14 shrink-0 rounded object-cover" />;
  if (upload.mime.startsWith("video/")) return <video src={upload.previewUrl} muted className="size-14 shrink-0 rounded object-cover" aria-hidden />;
  return <span aria-hidden className="flex size-14 shrink-0 items-center justify-center rounded bg-zinc-100 text-xs text-zinc-500">{upload.mime.split("/")[0] || "file"}</span>;
}

/** What a row says under its name: how far its upload is, that the server checks it, or its size once kept. */
function uploadState(upload: PendingUpload): string {
  if (upload.status === "done") return upload.size ? `Uploaded, ${formatBytes(upload.size)}` : "Uploaded";
  // Every byte is sent: the server now checks the file before answering.
  return upload.progress >= 1 ? "Processing…" : `${Math.round(upload.progress * 100)}%`;
}

/** The selected file, large enough to look at: a video plays here. */
function SelectedPreview({ upload }: { upload: PendingUpload }) {
  if (!upload.previewUrl) return null;
  const label = `Preview of ${upload.name}`;
  if (upload.mime.startsWith("video/")) return <video src={upload.previewUrl} controls muted playsInline aria-label={label} className="max-h-48 w-full rounded-lg bg-zinc-900" />;
  // eslint-disable-next-line @next/next/no-img-element -- a blob: or signed link the image optimizer cannot read.
  if (upload.mime.startsWith("image/")) return <img src={upload.previewUrl} alt={label} className="checkerboard max-h-48 w-full rounded-lg object-contain" />;
  if (upload.mime.startsWith("audio/")) return <audio src={upload.previewUrl} controls aria-label={label} className="w-full" />;
  return null;
}

/**
 * Drop zone plus the Files list: the account's kept uploads and the files on their way (useFiles); one
 * of them, chosen with a radio, is what the line runs on. Every dropped file gets a row: refused ones say why.
 */
export function FileDrop({ multiple = true }: { multiple?: boolean }) {
  const upload = useUpload();
  const add = useUploadsStore((s) => s.add);
  const { files: uploads, selected, select, remove, clear, clearing, error } = useFiles();
  const selectedId = selected?.id ?? null;
  const hydrated = useHydrated();
  const { getRootProps, getInputProps, isDragActive, rootRef } = useDropzone({
    onDrop: (accepted, rejected) => {
      upload(accepted);
      for (const rejection of rejected) {
        const { name, type, size } = rejection.file;
        add({ id: crypto.getRandomValues(new Uint32Array(2)).join("-"), name, mime: type, size, previewUrl: "", progress: 0, status: "failed", jobId: null, error: refusalOf(rejection) });
      }
    },
    accept: ACCEPT,
    multiple,
  });

  return (
    <div className="space-y-3">
      {/* Beside the drop zone, not inside it: a control inside a button is hidden from assistive technology (axe: nested-interactive).
          Only once hydrated: a file chosen before its handler is attached would be lost without a word. */}
      {hydrated && <input {...getInputProps({ "aria-label": "Files to process" })} />}
      {/* A button to assistive technology, named by what it shows; Enter or Space opens the file chooser. */}
      <div
        {...getRootProps({
          role: "button",
          className: cx(
            "flex cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed px-4 py-6 text-center text-sm transition-colors focus-visible:outline-2 focus-visible:outline-accent-600",
            isDragActive ? "border-accent-500 bg-accent-50" : "border-zinc-300 bg-zinc-50 hover:bg-zinc-100",
          ),
        })}
      >
        <span className="font-medium text-zinc-800">{isDragActive ? "Drop to upload" : "Drop images, video or audio here"}</span>
        <span className="mt-1 text-zinc-500">or choose {multiple ? "files" : "a file"} (click, or press Enter)</span>
      </div>
      {error && <p role="alert" className="text-xs font-medium text-red-700">{error.message}</p>}
      {uploads.length > 0 && (
        <fieldset>
          <legend className="sr-only">File to run on</legend>
          <ul className="space-y-2">
            {uploads.map((u) => (
              <li key={u.id} className={cx("flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-white p-2", u.id === selectedId ? "border-accent-500 ring-1 ring-accent-500" : "border-zinc-200")}>
                <input type="radio" name="selected-file" id={`file-${u.id}`} checked={u.id === selectedId} disabled={u.status === "failed"} onChange={() => select(u.id)} className="size-4 accent-accent-600 disabled:opacity-40" />
                <FilePreview upload={u} />
                <div className="min-w-0 flex-1">
                  <label htmlFor={`file-${u.id}`} className="block truncate text-sm font-medium text-zinc-900" title={u.name}>
                    {u.name}
                  </label>
                  {u.status !== "failed" && (
                    <>
                      {u.status === "uploading" && <progress value={u.progress} max={1} aria-label={`Upload of ${u.name}`} className="mt-1 h-1.5 w-full accent-accent-600" />}
                      <p className="text-xs text-zinc-500">{uploadState(u)}</p>
                    </>
                  )}
                </div>
                <Button variant="ghost" size="sm" onClick={() => {
                    remove(u);
                    // The row and its button are gone: the drop zone is where to go on.
                    rootRef.current?.focus();
                  }} aria-label={`Remove ${u.name}`}>
                  Remove
                </Button>
                {u.status === "failed" && (
                  // The whole row's width, so the reason stays on one line; the full message is its title.
                  <p role="status" className="w-full truncate pl-7 text-xs font-medium text-red-700" title={u.error ?? undefined}>
                    {firstSentence(u.error ?? "The upload failed.")}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {selected && <SelectedPreview upload={selected} />}
      {uploads.some((u) => u.status !== "uploading") && (
        <Button variant="ghost" size="sm" pending={clearing} onClick={() => clear(() => rootRef.current?.focus())}>
          Clear the Files list
        </Button>
      )}
    </div>
  );
}
