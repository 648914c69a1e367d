"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { DetailedError } from "tus-js-client";
import type { z } from "zod";
import type { ErrorBody } from "@/lib/http/contract";
import type { JobView } from "@/lib/domain/jobs/schema";
import { useUploadsStore } from "../stores/uploads-store";
import { uploadsKey } from "./use-files";

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

/** Files above this go through the resumable tus endpoint; smaller ones in one request. */
export const RESUMABLE_UPLOAD_BYTES = 20 * 1024 * 1024;

// Each PATCH is one request against the rate limit and one unit a proxy's body limit must let through.
const TUS_CHUNK_BYTES = 64 * 1024 * 1024;

/**
 * Sends one file with tus-js-client (loaded only when needed): retried after a dropped connection,
 * and resumed after a page reload when the same file is dropped again (its fingerprint and upload
 * URL are kept in localStorage until it finishes). Resolves with the job id the last answer names.
 */
async function sendResumable({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }): Promise<string> {
  const { Upload } = await import("tus-js-client");
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: "/api/v1/uploads/tus",
      chunkSize: TUS_CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10_000, 20_000, 60_000],
      metadata: { filename: file.name, filetype: file.type },
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => onProgress(total ? sent / total : 0),
      onSuccess: ({ lastResponse }) => {
        const jobId = lastResponse.getHeader("Darkroom-Job-Id");
        if (jobId) resolve(jobId);
        else reject(new Error("The upload finished but Darkroom named no job for it. Drop the file again."));
      },
      onError: (error) => reject(new Error(tusErrorMessage(error))),
    });
    upload
      .findPreviousUploads()
      .then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      })
      .catch(() => upload.start());
  });
}

/** The API's own message when the server refused (tus-js-client carries its answer), else a generic one. */
function tusErrorMessage(error: Error | DetailedError): string {
  const body = "originalResponse" in error ? error.originalResponse?.getBody() : undefined;
  try {
    const parsed = body ? (JSON.parse(body) as UploadAnswer) : null;
    if (parsed?.error?.message) return parsed.error.message;
  } catch {
    // Not the API's JSON: a proxy's page or a dropped connection.
  }
  return "The upload failed. Check your connection and drop the file again: it resumes where it stopped.";
}

/** Uploads dropped files into the uploads store, each with a preview, progress and its job id. */
export function useUpload() {
  const add = useUploadsStore((s) => s.add);
  const update = useUploadsStore((s) => s.update);
  const finish = useUploadsStore((s) => s.finish);
  const queryClient = useQueryClient();
  return useCallback(
    (files: File[]) => {
      for (const file of files) {
        const id = crypto.randomUUID();
        add({ id, name: file.name, mime: file.type, size: file.size, previewUrl: URL.createObjectURL(file), progress: 0, status: "uploading", jobId: null, error: null });
        const send = file.size > RESUMABLE_UPLOAD_BYTES ? sendResumable : sendFile;
        send({ file, onProgress: (progress) => update(id, { progress }) })
          .then((jobId) => {
            finish(id, jobId);
            return queryClient.invalidateQueries({ queryKey: uploadsKey });
          })
          .catch((error: Error) => update(id, { status: "failed", error: error.message }));
      }
    },
    [add, update, finish, queryClient],
  );
}
