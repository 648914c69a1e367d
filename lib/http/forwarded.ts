import net from "node:net";
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

/**
 * The subject every per-address limit counts (sign-in, sign-up, gallery unlock and review writes):
 * the client's address, an IPv6 one grouped by its /64, which one host or subscriber usually holds
 * whole and could otherwise walk through, one fresh address per attempt.
 */
export function clientLimitKey(headers: Headers): string {
  return addressGroup(clientAddress(headers));
}

/** An IPv6 address as its /64 (`2001:db8:1:2::/64`); anything else unchanged. */
export function addressGroup(address: string): string {
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 4).map((group) => group.toString(16)).join(":")}::/64` : address;
}

/** The eight 16-bit groups of an IPv6 address (zone dropped, `::` and a dotted IPv4 tail expanded); null for anything else. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.split("%")[0];
  if (!net.isIPv6(bare)) return null;
  const dotted = bare.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  const text = dotted
    ? `${bare.slice(0, dotted.index)}${((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16)}:${((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16)}`
    : bare;
  const [head, tail] = text.split("::");
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  const hex = tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill("0"), ...back];
  return hex.map((group) => parseInt(group, 16));
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
