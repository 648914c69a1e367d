import "server-only";
import { headers } from "next/headers";
import { baseUrlOf } from "@/lib/api/base-url";

/** This server's public origin for a server component, the same one the API builds its links on. */
export async function requestBaseUrl(): Promise<string> {
  const incoming = await headers();
  const proto = incoming.get("x-forwarded-proto") ?? "http";
  const host = incoming.get("x-forwarded-host") ?? incoming.get("host") ?? "localhost";
  try {
    return baseUrlOf(new Request(`${proto}://${host}/`));
  } catch {
    return baseUrlOf(new Request("http://localhost/"));
  }
}
