import { z } from "zod";
import { defineRoute, FILE_TYPES, type SuccessAnswer } from "@/lib/http/contract";

const FileQuery = z.object({
  expires: z.string().describe("From the signed link"),
  signature: z.string().describe("From the signed link"),
  download: z.enum(["1"]).optional().describe("1: answer as an attachment"),
});

const FILE: Record<number, SuccessAnswer> = {
  200: { description: "The file", schema: null, contentType: FILE_TYPES },
  206: { description: "The requested byte range", schema: null, contentType: FILE_TYPES },
  302: { description: "With S3_PUBLIC_ENDPOINT set: a redirect to the store's presigned GET (at most 5 minutes)", schema: null },
};

const file = (method: "GET" | "HEAD") =>
  defineRoute({
    method,
    path: "/api/v1/files/{id}",
    operationId: method === "GET" ? "downloadFile" : "headFile",
    tags: ["Files"],
    summary: method === "GET" ? "Signed, expiring download of an output or asset" : "Size and type of a signed download without its body",
    description:
      "The URL comes signed in a job's, run's or asset's view and works ten minutes; reading the job again signs fresh ones. Needs no key. " +
      "Byte ranges are served; `download=1` answers as an attachment.",
    auth: "none",
    query: FileQuery,
    responses: FILE,
    errors: ["link_expired", "invalid_signature", "expired", "range_not_satisfiable"],
  });

export const DownloadFileContract = file("GET");
export const HeadFileContract = file("HEAD");
