import "server-only";
import { headers } from "next/headers";
import { baseUrlOfHeaders } from "@darkroom/lib/http/base-url";

/** This server's public origin for a server component, the same one the API builds its links on. */
export async function requestBaseUrl(): Promise<string> {
  return baseUrlOfHeaders(await headers());
}
