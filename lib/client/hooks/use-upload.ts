"use client";

import { useCallback } from "react";
import type { z } from "zod";
import type { ErrorBody } from "@/lib/api/contract";
import type { JobView } from "@/lib/jobs/schema";
import { useUploadsStore } from "../stores/uploads-store";

type UploadAnswer = Partial<JobView & z.infer<typeof ErrorBody>>;

/** Sends one file to POST /api/v1/uploads with XHR, whose upload events give a progress bar. */
function sendFile({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/v1/uploads");
    xhr.responseType = "json";
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as UploadAnswer | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.id) resolve(body.id);
      else reject(new Error(body?.error?.message ?? `The upload failed (${xhr.status}).`));
    };
    xhr.onerror = () => reject(new Error("Could not reach Darkroom. Check your connection and try again."));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

/** Uploads dropped files into the uploads store, each with a preview, progress and its job id. */
export function useUpload() {
  const add = useUploadsStore((s) => s.add);
  const update = useUploadsStore((s) => s.update);
  return useCallback(
    (files: File[]) => {
      for (const file of files) {
        const id = crypto.randomUUID();
        add({ id, name: file.name, mime: file.type, size: file.size, previewUrl: URL.createObjectURL(file), progress: 0, status: "uploading", jobId: null, error: null });
        sendFile({ file, onProgress: (progress) => update(id, { progress }) })
          .then((jobId) => update(id, { status: "done", progress: 1, jobId }))
          .catch((error: Error) => update(id, { status: "failed", error: error.message }));
      }
    },
    [add, update],
  );
}
