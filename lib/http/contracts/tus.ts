import { defineRoute, type HeaderDocs } from "@/lib/http/contract";

export const TUS_PATH = "/api/v1/uploads/tus";
const UploadPath = `${TUS_PATH}/{id}`;

const TUS_RESUMABLE: HeaderDocs = { "Tus-Resumable": { description: "The protocol version: 1.0.0", required: true, example: "1.0.0" } };
const JOB_ID: HeaderDocs = {
  "Darkroom-Job-Id": { description: "Once the whole file arrived: the finished upload job, to pass as `job_id`" },
  "Darkroom-Run-Id": { description: "Once the whole file arrived, with an upload token that names a recipe: the run it started on the file" },
};
const OFFSET: HeaderDocs = { "Upload-Offset": { description: "Bytes received so far" } };

/** Codes of checking a finished file, answered by the request that delivered its last byte. */
const FINISH_ERRORS = ["unsupported_input", "invalid_media", "media_too_large", "video_unavailable", "insufficient_credits", "too_many_jobs"] as const;

export const TusOptionsContract = defineRoute({
  method: "OPTIONS",
  path: TUS_PATH,
  operationId: "getTusCapabilities",
  tags: ["Uploads"],
  summary: "tus discovery: the version, extensions and largest upload this server takes",
  description:
    "tus discovery: the protocol version, the extensions served (creation, creation-with-upload, termination, expiration) and the largest upload. Needs no key.",
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
  operationId: "createTusUpload",
  tags: ["Uploads"],
  summary: "Start a resumable upload (tus 1.0.0 creation; the body may carry the first bytes, creation-with-upload)",
  description:
    "Starts a resumable upload (tus 1.0.0 creation); the body may carry the first bytes (creation-with-upload). `Location` is the upload's URL; once every byte has arrived, `Darkroom-Job-Id` names the finished upload job. Also takes an upload token (`Bearer dut_\u2026`).",
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
  operationId: "getTusUpload",
  tags: ["Uploads"],
  summary: "Where a resumable upload stands: its offset, and once finished its job",
  description:
    "Where a resumable upload stands: `Upload-Offset`, and once it is finished the job it became (`Darkroom-Job-Id`). A client resuming after a dropped connection asks this first.",
  auth: "key",
  headers: TUS_RESUMABLE,
  responses: { 200: { description: "The upload's state (no body)", schema: null, headers: { ...OFFSET, "Upload-Length": { description: "The file's size" }, ...JOB_ID } } },
  errors: ["unsupported_tus_version", "expired"],
});

export const TusPatchContract = defineRoute({
  method: "PATCH",
  path: UploadPath,
  operationId: "patchTusUpload",
  tags: ["Uploads"],
  summary: "Send bytes of a resumable upload from Upload-Offset; the last ones make it a finished upload job",
  description:
    "Sends the next bytes of a resumable upload from `Upload-Offset`. The request that brings the last byte checks the file and answers the finished upload job in `Darkroom-Job-Id`. Also takes the upload token that created the upload.",
  auth: "key",
  headers: { ...TUS_RESUMABLE, "Upload-Offset": { description: "Where these bytes start: the offset HEAD answered", required: true, example: "0" } },
  rawBody: { contentType: "application/offset+octet-stream", description: "The next bytes of the file" },
  responses: { 204: { description: "Received", schema: null, headers: { ...OFFSET, ...JOB_ID } } },
  errors: ["invalid_request", "unsupported_tus_version", "unsupported_media_type", "conflict", "expired", "file_too_large", ...FINISH_ERRORS],
});

export const TusDeleteContract = defineRoute({
  method: "DELETE",
  path: UploadPath,
  operationId: "deleteTusUpload",
  tags: ["Uploads"],
  summary: "Abandon an unfinished resumable upload (termination)",
  description: "Abandons an unfinished resumable upload (tus termination); its bytes are removed.",
  auth: "key",
  headers: TUS_RESUMABLE,
  responses: { 204: { description: "Removed", schema: null } },
  errors: ["unsupported_tus_version", "conflict", "expired"],
});

