import { z } from "zod";
import { defineRoute, type SuccessAnswer } from "@/lib/http/contract";

const FileQuery = z.object({
  expires: z.string().describe("From the signed link"),
  signature: z.string().describe("From the signed link"),
  download: z.enum(["1"]).optional().describe("1: answer as an attachment"),
});

const FILE: Record<number, SuccessAnswer> = {
  200: { description: "The file", schema: null, contentType: "application/octet-stream" },
  206: { description: "The requested byte range", schema: null, contentType: "application/octet-stream" },
  302: { description: "With S3_PUBLIC_ENDPOINT set: a redirect to the store's presigned GET (at most 5 minutes)", schema: null },
};

const file = (method: "GET" | "HEAD", summary: string) =>
  defineRoute({ method, path: "/api/v1/files/{id}", summary, auth: "none", query: FileQuery, responses: FILE, errors: ["link_expired", "invalid_signature", "expired", "range_not_satisfiable"] });

export const DownloadFileContract = file("GET", "Signed, expiring download of an output or asset");
export const HeadFileContract = file("HEAD", "Size and type of a signed download without its body");
