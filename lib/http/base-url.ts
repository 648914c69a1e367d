import { env } from "@/lib/platform/config/env";
import { requestHost, requestProto } from "./forwarded";

/** The public origin links are built on: PUBLIC_BASE_URL, else what the request came in on (proxy headers only under TRUST_PROXY). */
export function baseUrlOfHeaders(headers: Headers, fallbackHost = "localhost"): string {
  const configured = env().PUBLIC_BASE_URL;
  if (configured) return configured.replace(/\/$/, "");
  return `${requestProto(headers)}://${requestHost(headers) ?? fallbackHost}`;
}

export function baseUrlOf(request: Request): string {
  return baseUrlOfHeaders(request.headers, new URL(request.url).host);
}

/** Cookies carry `Secure` (and the session cookie its `__Host-` name) when the public origin is HTTPS. */
export function isSecureRequest(headers: Headers): boolean {
  return baseUrlOfHeaders(headers).startsWith("https:");
}
