import { BlockList, isIP } from "node:net";

/** Which forwarding headers to believe: none, those of the nearest N proxies, or those set by listed proxy addresses. */
export type TrustProxy = { kind: "off" } | { kind: "hops"; hops: number } | { kind: "list"; list: BlockList };

/**
 * Reads `TRUST_PROXY`: empty, `false` or `0` trusts no forwarding header; a number is how many
 * proxies stand in front; anything else is a comma list of proxy addresses or CIDR ranges.
 * Answers null for a value that is none of these (`true` included: trusting every hop would let
 * any client choose its own address).
 */
export function parseTrustProxy(value: string): TrustProxy | null {
  const text = value.trim().toLowerCase();
  if (text === "" || text === "false" || text === "off") return { kind: "off" };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? { kind: "off" } : hops <= 20 ? { kind: "hops", hops } : null;
  }
  const list = new BlockList();
  for (const entry of text.split(",").map((e) => e.trim())) {
    const [address, prefix, extra] = entry.split("/");
    const family = isIP(address);
    if (!family || extra !== undefined) return null;
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (!(bits >= 0 && bits <= (family === 4 ? 32 : 128))) return null;
    list.addSubnet(address, bits, type);
  }
  return { kind: "list", list };
}
