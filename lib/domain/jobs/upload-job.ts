import { z } from "zod";
import { defineJobKind } from "./job-kind";

/** A file stored for reuse by `job_id`: finished when made (lib/domain/jobs/upload.ts), never queued. */
export const uploadJob = defineJobKind({ kind: "upload", title: "Upload", params: z.object({}) });
