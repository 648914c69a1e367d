import { env } from "@/lib/platform/config/env";
import { requestHost, requestProto } from "./forwarded";

/**
 * The public origin links are built on: PUBLIC_BASE_URL; else the host the request came in on
 * (proxy headers only under TRUST_PROXY) when ALLOWED_HOSTS lists it, so a forged `Host` cannot
 * point `poll_url` or a signed link at another site; else the address the server is bound to.
 */
export function baseUrlOfHeaders(headers: Headers, fallbackHost?: string): string {
  const configured = env().PUBLIC_BASE_URL;
  if (configured) return configured.replace(/\/$/, "");
  const host = (requestHost(headers) ?? fallbackHost)?.toLowerCase();
  if (host && isAllowedHost(host)) return `${requestProto(headers)}://${host}`;
  return `http://${boundHost()}:${env().PORT}`;
}

/** An entry with a port allows that host and port; one without, the host on any port. */
function isAllowedHost(host: string): boolean {
  const name = host.replace(/:\d+$/, "");
  return allowedHosts().some((entry) => entry === host || entry === name);
}

export function baseUrlOf(request: Request): string {
  return baseUrlOfHeaders(request.headers, new URL(request.url).host);
}

/** Cookies carry `Secure` (and the session cookie its `__Host-` name) when the public origin is HTTPS. */
export function isSecureRequest(headers: Headers): boolean {
  const configured = env().PUBLIC_BASE_URL;
  return configured ? configured.startsWith("https:") : requestProto(headers) === "https";
}

/** ALLOWED_HOSTS, else the bound address and localhost, each with PORT (as a browser's `Host` carries it); lower case. */
export function allowedHosts(): string[] {
  const { ALLOWED_HOSTS, PORT } = env();
  if (ALLOWED_HOSTS) return ALLOWED_HOSTS.map((host) => host.toLowerCase());
  return [...new Set([boundHost(), "localhost", "127.0.0.1", "[::1]"])].map((host) => `${host}:${PORT}`);
}

/** HOSTNAME_BIND as a URL host: a wildcard bind is reached as localhost, an IPv6 address in brackets. */
function boundHost(): string {
  const bind = env().HOSTNAME_BIND.toLowerCase();
  if (bind === "0.0.0.0" || bind === "::" || bind === "[::]") return "localhost";
  return bind.includes(":") && !bind.startsWith("[") ? `[${bind}]` : bind;
}
