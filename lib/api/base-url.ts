import { env } from "@/lib/config/env";

/** The public origin links are built on: PUBLIC_BASE_URL, else what the request came in on. */
export function baseUrlOf(request: Request): string {
  const configured = env().PUBLIC_BASE_URL;
  if (configured) return configured.replace(/\/$/, "");
  const url = new URL(request.url);
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? url.host;
  const proto = request.headers.get("x-forwarded-proto") ?? url.protocol.replace(":", "");
  return `${proto}://${host}`;
}
