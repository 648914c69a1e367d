import { isIP } from "node:net";

/**
 * Which IP addresses a user-supplied URL may reach. Everything that is not plainly a public
 * unicast address is refused; IPv6 forms that carry an IPv4 address inside are judged by it.
 */
export type BlockedAddressClass =
  | "not_an_ip"
  | "unspecified"
  | "loopback"
  | "private"
  | "link_local"
  | "cgnat"
  | "multicast"
  | "broadcast"
  | "reserved"
  | "benchmarking"
  | "documentation"
  | "teredo";

type Range = { base: bigint; prefix: number; kind: BlockedAddressClass };

const V4_RANGES: Range[] = [
  v4Range("0.0.0.0", 8, "unspecified"),
  v4Range("10.0.0.0", 8, "private"),
  v4Range("100.64.0.0", 10, "cgnat"),
  v4Range("127.0.0.0", 8, "loopback"),
  v4Range("169.254.0.0", 16, "link_local"),
  v4Range("172.16.0.0", 12, "private"),
  v4Range("192.0.0.0", 24, "reserved"),
  v4Range("192.0.2.0", 24, "documentation"),
  v4Range("192.88.99.0", 24, "reserved"),
  v4Range("192.168.0.0", 16, "private"),
  v4Range("198.18.0.0", 15, "benchmarking"),
  v4Range("198.51.100.0", 24, "documentation"),
  v4Range("203.0.113.0", 24, "documentation"),
  v4Range("224.0.0.0", 4, "multicast"),
  v4Range("255.255.255.255", 32, "broadcast"),
  v4Range("240.0.0.0", 4, "reserved"),
];

// Checked in order inside 2000::/3, the only IPv6 block with public unicast addresses.
const V6_GLOBAL_EXCEPTIONS: Range[] = [
  v6Range("2001::", 32, "teredo"),
  v6Range("2001:2::", 48, "benchmarking"),
  v6Range("2001::", 23, "reserved"),
  v6Range("2001:db8::", 32, "documentation"),
  v6Range("3fff::", 20, "documentation"),
];

const V6_OTHER: Range[] = [
  v6Range("fc00::", 7, "private"),
  v6Range("fe80::", 10, "link_local"),
  v6Range("ff00::", 8, "multicast"),
];

/** True when a connection to `ip` must be refused (anything unparseable is refused too). */
export function isBlockedAddress(ip: string): boolean {
  return blockedAddressClass(ip) !== null;
}

/** Why `ip` is refused, or null for a public unicast address. */
export function blockedAddressClass(ip: string): BlockedAddressClass | null {
  const bare = ip.trim().replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 4) return classifyV4(parseV4(bare));
  if (family === 6) return classifyV6(parseV6(bare));
  return "not_an_ip";
}

function classifyV4(value: bigint): BlockedAddressClass | null {
  return V4_RANGES.find((range) => inRange(value, range, 32))?.kind ?? null;
}

function classifyV6(value: bigint): BlockedAddressClass | null {
  const high96 = value >> 32n;
  const low32 = value & 0xffff_ffffn;
  if (value === 0n) return "unspecified";
  if (value === 1n) return "loopback";
  // ::a.b.c.d (compatible), ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (SIIT), 64:ff9b::a.b.c.d (NAT64).
  if (high96 === 0n || high96 === 0xffffn || high96 === 0xffff_0000n || high96 === 0x64_ff9b_0000_0000_0000_0000n) {
    return classifyV4(low32);
  }
  if (value >> 112n === 0x2002n) return classifyV4((value >> 80n) & 0xffff_ffffn);
  if (value >> 125n === 1n) {
    return V6_GLOBAL_EXCEPTIONS.find((range) => inRange(value, range, 128))?.kind ?? null;
  }
  return V6_OTHER.find((range) => inRange(value, range, 128))?.kind ?? "reserved";
}

function inRange(value: bigint, range: Range, bits: number): boolean {
  const shift = BigInt(bits - range.prefix);
  return value >> shift === range.base >> shift;
}

function v4Range(base: string, prefix: number, kind: BlockedAddressClass): Range {
  return { base: parseV4(base), prefix, kind };
}

function v6Range(base: string, prefix: number, kind: BlockedAddressClass): Range {
  return { base: parseV6(base), prefix, kind };
}

function parseV4(ip: string): bigint {
  return ip.split(".").reduce((acc, octet) => (acc << 8n) | BigInt(Number(octet)), 0n);
}

// Input is already validated by isIP, so only the shapes it accepts need handling.
function parseV6(ip: string): bigint {
  let text = ip.toLowerCase();
  const dotted = text.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const v4 = parseV4(dotted[2]);
    text = `${dotted[1]}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill("0");
  return [...headGroups, ...zeros, ...tailGroups].reduce((acc, group) => (acc << 16n) | BigInt(parseInt(group, 16)), 0n);
}
