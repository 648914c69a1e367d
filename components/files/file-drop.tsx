"use client";

import { useDropzone } from "react-dropzone";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { useUpload } from "@/lib/client/hooks/use-upload";
import { useUploadsStore, type PendingUpload } from "@/lib/client/stores/uploads-store";

const ACCEPT = { "image/*": [], "video/*": [], "audio/*": [] };

function FilePreview({ upload }: { upload: PendingUpload }) {
  // eslint-disable-next-line @next/next/no-img-element -- a blob: preview of a local file, which the image optimizer cannot read.
  if (upload.mime.startsWith("image/")) return <img src={upload.previewUrl} alt="" className="size-14 shrink-0 rounded object-cover" />;
  if (upload.mime.startsWith("video/")) return <video src={upload.previewUrl} muted className="size-14 shrink-0 rounded object-cover" aria-hidden />;
  return <span aria-hidden className="flex size-14 shrink-0 items-center justify-center rounded bg-zinc-100 text-xs text-zinc-500">{upload.mime.split("/")[0] || "file"}</span>;
}

/** Drop zone plus the dropped files; one of them, chosen with a radio, is what the line runs on. */
export function FileDrop({ multiple = true }: { multiple?: boolean }) {
  const upload = useUpload();
  const { uploads, selectedId, select, remove } = useUploadsStore();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({ onDrop: upload, accept: ACCEPT, multiple });

  return (
    <div className="space-y-3">
      <div
        {...getRootProps({
          className: cx(
            "flex cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed px-4 py-8 text-center text-sm transition-colors focus-visible:outline-2 focus-visible:outline-accent-600",
            isDragActive ? "border-accent-500 bg-accent-50" : "border-zinc-300 bg-zinc-50 hover:bg-zinc-100",
          ),
          "aria-label": "Drop files here or press Enter to choose",
        })}
      >
        <input {...getInputProps({ "aria-label": "Files to process" })} />
        <p className="font-medium text-zinc-800">{isDragActive ? "Drop to upload" : "Drop images, video or audio here"}</p>
        <p className="mt-1 text-zinc-500">or click to choose {multiple ? "files" : "a file"}</p>
      </div>
      {uploads.length > 0 && (
        <fieldset>
          <legend className="sr-only">File to run on</legend>
          <ul className="space-y-2">
            {uploads.map((u) => (
              <li key={u.id} className={cx("flex items-center gap-3 rounded-lg border bg-white p-2", u.id === selectedId ? "border-accent-500 ring-1 ring-accent-500" : "border-zinc-200")}>
                <input type="radio" name="selected-file" id={`file-${u.id}`} checked={u.id === selectedId} onChange={() => select(u.id)} className="size-4 accent-accent-600" />
                <FilePreview upload={u} />
                <div className="min-w-0 flex-1">
                  <label htmlFor={`file-${u.id}`} className="block truncate text-sm font-medium text-zinc-900">
                    {u.name}
                  </label>
                  {u.status === "failed" ? (
                    <p className="text-xs text-red-700">{u.error}</p>
                  ) : (
                    <>
                      <progress value={u.progress} max={1} aria-label={`Upload of ${u.name}`} className="mt-1 h-1.5 w-full accent-accent-600" />
                      <p className="text-xs text-zinc-500">{u.status === "done" ? "Uploaded" : `${Math.round(u.progress * 100)}%`}</p>
                    </>
                  )}
                </div>
                <Button variant="ghost" size="sm" onClick={() => {
                    URL.revokeObjectURL(u.previewUrl);
                    remove(u.id);
                  }} aria-label={`Remove ${u.name}`}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
