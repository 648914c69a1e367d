import { env } from "@/lib/platform/config/env";
import { parseTrustProxy, type TrustProxy } from "@/lib/platform/config/trust-proxy";

/**
 * Set on every incoming request by the server entry (`stampPeerHeaders`) from the TCP socket itself,
 * overwriting whatever a client sent; the only account of who connected that a client cannot forge.
 */
export const PEER_ADDRESS_HEADER = "x-darkroom-peer-address";
export const PEER_PROTO_HEADER = "x-darkroom-peer-proto";

let parsed: { text: string; trust: TrustProxy } | undefined;

function trustProxy(): TrustProxy {
  const text = env().TRUST_PROXY;
  if (parsed?.text !== text) parsed = { text, trust: parseTrustProxy(text) ?? { kind: "off" } };
  return parsed.trust;
}

/** `::ffff:10.0.0.1` and `10.0.0.1` are one client. */
function normalizeAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return trimmed.startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice(7) : trimmed;
}

function peerAddress(headers: Headers): string {
  return normalizeAddress(headers.get(PEER_ADDRESS_HEADER) ?? "") || "unknown";
}

function isTrustedHop(trust: TrustProxy, address: string, index: number): boolean {
  if (trust.kind === "off") return false;
  if (trust.kind === "hops") return index < trust.hops;
  try {
    return trust.list.check(address, address.includes(":") ? "ipv6" : "ipv4");
  } catch {
    return false;
  }
}

/**
 * The client's address for per-visitor limits and the session list. Without `TRUST_PROXY` it is the
 * connecting socket's; with it, `X-Forwarded-For` is walked from the right past the trusted proxies.
 */
export function clientAddress(headers: Headers): string {
  const trust = trustProxy();
  const chain = [peerAddress(headers)];
  if (trust.kind !== "off") {
    const forwarded = (headers.get("x-forwarded-for") ?? "").split(",").map(normalizeAddress).filter(Boolean);
    chain.push(...forwarded.reverse());
  }
  let index = 0;
  while (index < chain.length - 1 && isTrustedHop(trust, chain[index], index)) index++;
  return chain[index];
}

/** Whether the connecting peer is a proxy whose X-Forwarded-Proto and -Host we believe. */
function peerIsTrusted(headers: Headers): boolean {
  return isTrustedHop(trustProxy(), peerAddress(headers), 0);
}

function firstValue(header: string | null): string | null {
  return header?.split(",")[0]?.trim() || null;
}

/** `https` or `http`, as the browser used it. */
export function requestProto(headers: Headers): "http" | "https" {
  const forwarded = peerIsTrusted(headers) ? firstValue(headers.get("x-forwarded-proto")) : null;
  const proto = forwarded ?? headers.get(PEER_PROTO_HEADER);
  return proto?.toLowerCase() === "https" ? "https" : "http";
}

/** The host the browser asked for (`Host`, or `X-Forwarded-Host` from a trusted proxy). */
export function requestHost(headers: Headers): string | null {
  const forwarded = peerIsTrusted(headers) ? firstValue(headers.get("x-forwarded-host")) : null;
  return (forwarded ?? headers.get("host"))?.toLowerCase() ?? null;
}
