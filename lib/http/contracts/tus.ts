import { defineRoute, type HeaderDocs } from "@/lib/http/contract";

export const TUS_PATH = "/api/v1/uploads/tus";
const UploadPath = `${TUS_PATH}/{id}`;

const TUS_RESUMABLE: HeaderDocs = { "Tus-Resumable": { description: "The protocol version: 1.0.0", required: true, example: "1.0.0" } };
const JOB_ID: HeaderDocs = { "Darkroom-Job-Id": { description: "Once the whole file arrived: the finished upload job, to pass as `job_id`" } };
const OFFSET: HeaderDocs = { "Upload-Offset": { description: "Bytes received so far" } };

/** Codes of checking a finished file, answered by the request that delivered its last byte. */
const FINISH_ERRORS = ["unsupported_input", "invalid_media", "media_too_large"] as const;

export const TusOptionsContract = defineRoute({
  method: "OPTIONS",
  path: TUS_PATH,
  summary: "tus discovery: the version, extensions and largest upload this server takes",
  auth: "none",
  responses: {
    204: {
      description: "What this tus server supports",
      schema: null,
      headers: {
        "Tus-Version": { description: "1.0.0" },
        "Tus-Extension": { description: "creation,creation-with-upload,termination,expiration" },
        "Tus-Max-Size": { description: "MAX_UPLOAD_BYTES" },
      },
    },
  },
  errors: [],
});

export const TusCreateContract = defineRoute({
  method: "POST",
  path: TUS_PATH,
  summary: "Start a resumable upload (tus 1.0.0 creation; the body may carry the first bytes, creation-with-upload)",
  auth: "key",
  headers: {
    ...TUS_RESUMABLE,
    "Upload-Length": { description: "The file's size in bytes, at most MAX_UPLOAD_BYTES (Upload-Defer-Length is refused)", required: true, example: "$(stat -c %s video.mp4)" },
    "Upload-Metadata": { description: "`filename <base64>`: the name the job shows" },
  },
  rawBody: { contentType: "application/offset+octet-stream", description: "Optional: the file's first bytes" },
  responses: {
    201: {
      description: "Created; unfinished uploads are kept 24 hours",
      schema: null,
      headers: { Location: { description: "The upload's absolute URL" }, "Upload-Expires": { description: "When an unfinished upload is removed" }, ...OFFSET, ...JOB_ID },
    },
  },
  errors: ["invalid_request", "unsupported_tus_version", "file_too_large", "quota_exceeded", ...FINISH_ERRORS],
});

export const TusHeadContract = defineRoute({
  method: "HEAD",
  path: UploadPath,
  summary: "Where a resumable upload stands: its offset, and once finished its job",
  auth: "key",
  headers: TUS_RESUMABLE,
  responses: { 200: { description: "The upload's state (no body)", schema: null, headers: { ...OFFSET, "Upload-Length": { description: "The file's size" }, ...JOB_ID } } },
  errors: ["unsupported_tus_version", "expired"],
});

export const TusPatchContract = defineRoute({
  method: "PATCH",
  path: UploadPath,
  summary: "Send bytes of a resumable upload from Upload-Offset; the last ones make it a finished upload job",
  auth: "key",
  headers: { ...TUS_RESUMABLE, "Upload-Offset": { description: "Where these bytes start: the offset HEAD answered", required: true, example: "0" } },
  rawBody: { contentType: "application/offset+octet-stream", description: "The next bytes of the file" },
  responses: { 204: { description: "Received", schema: null, headers: { ...OFFSET, ...JOB_ID } } },
  errors: ["invalid_request", "unsupported_tus_version", "unsupported_media_type", "conflict", "expired", "file_too_large", ...FINISH_ERRORS],
});

export const TusDeleteContract = defineRoute({
  method: "DELETE",
  path: UploadPath,
  summary: "Abandon an unfinished resumable upload (termination)",
  auth: "key",
  headers: TUS_RESUMABLE,
  responses: { 204: { description: "Removed", schema: null } },
  errors: ["unsupported_tus_version", "conflict", "expired"],
});

