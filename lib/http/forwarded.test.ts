import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { env, resetEnvForTests } from "@/lib/platform/config/env";
import { parseTrustProxy } from "@/lib/platform/config/trust-proxy";
import { allowedHosts, baseUrlOf, isSecureRequest } from "./base-url";
import { addressGroup, clientAddress, clientLimitKey, PEER_ADDRESS_HEADER, PEER_PROTO_HEADER, requestHost, requestProto } from "./forwarded";

function withSetting(name: "TRUST_PROXY" | "PUBLIC_BASE_URL" | "ALLOWED_HOSTS" | "HOSTNAME_BIND" | "PORT", value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
  resetEnvForTests();
}

const allowedInTests = process.env.ALLOWED_HOSTS;

beforeEach(() => withSetting("ALLOWED_HOSTS", "darkroom.example, photos.example.com"));

afterEach(() => {
  withSetting("TRUST_PROXY", undefined);
  withSetting("PUBLIC_BASE_URL", undefined);
  withSetting("HOSTNAME_BIND", undefined);
  withSetting("PORT", undefined);
  withSetting("ALLOWED_HOSTS", allowedInTests);
});

/** A request as the server entry hands it on (stampPeerHeaders): the socket's address stamped, plus what the client sent. */
function fromPeer(peer: string, sent: Record<string, string> = {}): Request {
  return new Request("http://127.0.0.1:3000/api/v1/account", { headers: { host: "darkroom.example", [PEER_ADDRESS_HEADER]: peer, [PEER_PROTO_HEADER]: "http", ...sent } });
}

const spoofed = { "x-forwarded-for": "6.6.6.6", "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" };

describe("without TRUST_PROXY", () => {
  it("ignores X-Forwarded-For, -Proto and -Host: the socket's address, plain http and the Host header count", () => {
    const request = fromPeer("203.0.113.9", spoofed);
    expect(clientAddress(request.headers)).toBe("203.0.113.9");
    expect(requestProto(request.headers)).toBe("http");
    expect(requestHost(request.headers)).toBe("darkroom.example");
    expect(baseUrlOf(request)).toBe("http://darkroom.example");
    expect(isSecureRequest(request.headers)).toBe(false);
  });

  it("reads an IPv4-mapped IPv6 socket address as the IPv4 one, and an unstamped request as one shared unknown client", () => {
    expect(clientAddress(fromPeer("::ffff:198.51.100.4").headers)).toBe("198.51.100.4");
    expect(clientAddress(new Request("http://x.test/", { headers: spoofed }).headers)).toBe("unknown");
  });

  it("takes links and Secure cookies from PUBLIC_BASE_URL when set", () => {
    withSetting("PUBLIC_BASE_URL", "https://photos.example.com/");
    const request = fromPeer("203.0.113.9");
    expect(baseUrlOf(request)).toBe("https://photos.example.com");
    expect(isSecureRequest(request.headers)).toBe(true);
  });
});

describe("ALLOWED_HOSTS: which Host may name the link origin without PUBLIC_BASE_URL", () => {
  it("builds links on a listed host only; any other Host (or X-Forwarded-Host, or request URL) falls back to the bound address", () => {
    withSetting("PORT", "8080");
    expect(baseUrlOf(fromPeer("203.0.113.9"))).toBe("http://darkroom.example");
    expect(baseUrlOf(fromPeer("203.0.113.9", { host: "DarkRoom.Example" }))).toBe("http://darkroom.example");
    expect(baseUrlOf(fromPeer("203.0.113.9", { host: "evil.example" }))).toBe("http://localhost:8080");
    expect(baseUrlOf(new Request("http://evil.example/api/v1/jobs"))).toBe("http://localhost:8080");
    // A listed host without a port allows it on any port; one with a port, on that port only.
    withSetting("ALLOWED_HOSTS", "darkroom.example, photos.example.com:8443");
    expect(baseUrlOf(fromPeer("203.0.113.9", { host: "darkroom.example:444" }))).toBe("http://darkroom.example:444");
    expect(baseUrlOf(fromPeer("203.0.113.9", { host: "photos.example.com:8443" }))).toBe("http://photos.example.com:8443");
    expect(baseUrlOf(fromPeer("203.0.113.9", { host: "photos.example.com" }))).toBe("http://localhost:8080");
    expect(baseUrlOf(fromPeer("203.0.113.9", { host: "evil.example:8443" }))).toBe("http://localhost:8080");
    withSetting("ALLOWED_HOSTS", "darkroom.example:80, photos.example.com");

    withSetting("TRUST_PROXY", "1");
    const forwarded = (host: string) => fromPeer("10.0.0.2", { "x-forwarded-proto": "https", "x-forwarded-host": host });
    expect(baseUrlOf(forwarded("photos.example.com"))).toBe("https://photos.example.com");
    expect(baseUrlOf(forwarded("evil.example"))).toBe("http://localhost:8080");
    // Secure cookies follow the protocol the browser used, whatever the host.
    expect(isSecureRequest(forwarded("evil.example").headers)).toBe(true);
  });

  it("allows, by default, the bound address and localhost with the port, and falls back to the bound address", () => {
    withSetting("ALLOWED_HOSTS", undefined);
    withSetting("PORT", "3000");
    expect(allowedHosts()).toEqual(["localhost:3000", "127.0.0.1:3000", "[::1]:3000"]);
    expect(baseUrlOf(fromPeer("127.0.0.1", { host: "localhost:3000" }))).toBe("http://localhost:3000");
    expect(baseUrlOf(fromPeer("127.0.0.1", { host: "darkroom.example" }))).toBe("http://localhost:3000");

    withSetting("HOSTNAME_BIND", "192.0.2.10");
    expect(allowedHosts()).toEqual(["192.0.2.10:3000", "localhost:3000", "127.0.0.1:3000", "[::1]:3000"]);
    expect(baseUrlOf(fromPeer("192.0.2.20", { host: "192.0.2.10:3000" }))).toBe("http://192.0.2.10:3000");
    expect(baseUrlOf(fromPeer("192.0.2.20", { host: "evil.example" }))).toBe("http://192.0.2.10:3000");
    withSetting("HOSTNAME_BIND", "::1");
    expect(baseUrlOf(fromPeer("::1", { host: "evil.example" }))).toBe("http://[::1]:3000");
  });

  it("refuses a malformed list at start-up", () => {
    withSetting("ALLOWED_HOSTS", "https://photos.example.com/");
    expect(() => env()).toThrow(/ALLOWED_HOSTS/);
  });
});

describe("TRUST_PROXY as a number of hops", () => {
  it("takes the client from X-Forwarded-For counted from the right, so a client's own entries are passed over", () => {
    withSetting("TRUST_PROXY", "1");
    const request = fromPeer("10.0.0.2", { "x-forwarded-for": "6.6.6.6, 203.0.113.9", "x-forwarded-proto": "https", "x-forwarded-host": "photos.example.com" });
    expect(clientAddress(request.headers)).toBe("203.0.113.9");
    expect(requestProto(request.headers)).toBe("https");
    expect(baseUrlOf(request)).toBe("https://photos.example.com");
    expect(isSecureRequest(request.headers)).toBe(true);

    withSetting("TRUST_PROXY", "2");
    expect(clientAddress(request.headers)).toBe("6.6.6.6");
    // Fewer entries than hops: the farthest address known.
    withSetting("TRUST_PROXY", "3");
    expect(clientAddress(request.headers)).toBe("6.6.6.6");
  });
});

describe("TRUST_PROXY as a list of proxies", () => {
  it("walks X-Forwarded-For past listed proxies only, and believes -Proto and -Host only from a listed peer", () => {
    withSetting("TRUST_PROXY", "10.0.0.0/8, 192.0.2.1");
    const viaProxies = fromPeer("10.0.0.2", { "x-forwarded-for": "6.6.6.6, 203.0.113.9, 192.0.2.1", "x-forwarded-proto": "https" });
    expect(clientAddress(viaProxies.headers)).toBe("203.0.113.9");
    expect(requestProto(viaProxies.headers)).toBe("https");

    const direct = fromPeer("198.51.100.7", spoofed);
    expect(clientAddress(direct.headers)).toBe("198.51.100.7");
    expect(requestProto(direct.headers)).toBe("http");
    expect(requestHost(direct.headers)).toBe("darkroom.example");
  });
});

describe("clientLimitKey: the subject of per-address limits", () => {
  it("groups IPv6 addresses by their /64, in every spelling, and leaves IPv4 and unknown clients as they are", () => {
    const sameHost = ["2001:db8:1:2::1", "2001:0db8:0001:0002:ffff:ffff:ffff:fffe", "2001:DB8:1:2:a:b:c:d", "2001:db8:1:2::7%eth0", "2001:db8:1:2:0:0:10.1.2.3"];
    for (const address of sameHost) expect(addressGroup(address), address).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
    expect(addressGroup("fe80::1")).toBe("fe80:0:0:0::/64");
    expect(addressGroup("203.0.113.9")).toBe("203.0.113.9");
    expect(addressGroup("unknown")).toBe("unknown");
    expect(clientLimitKey(fromPeer("2001:db8:aa:bb:1::9").headers)).toBe("2001:db8:aa:bb::/64");
    expect(clientLimitKey(fromPeer("::ffff:198.51.100.4").headers)).toBe("198.51.100.4");
  });

  it("groups the forwarded client's address too, while clientAddress keeps the full one (the session list shows it)", () => {
    withSetting("TRUST_PROXY", "1");
    const request = fromPeer("10.0.0.2", { "x-forwarded-for": "2001:db8:5:6:7:8:9:a" });
    expect(clientAddress(request.headers)).toBe("2001:db8:5:6:7:8:9:a");
    expect(clientLimitKey(request.headers)).toBe("2001:db8:5:6::/64");
  });
});

describe("parseTrustProxy", () => {
  it("reads off, hops and address lists, and refuses true, junk and bad ranges", () => {
    for (const off of ["", "false", "off", "0"]) expect(parseTrustProxy(off)).toEqual({ kind: "off" });
    expect(parseTrustProxy("2")).toEqual({ kind: "hops", hops: 2 });
    expect(parseTrustProxy("127.0.0.1, ::1, 10.0.0.0/8")?.kind).toBe("list");
    for (const bad of ["true", "proxy.local", "10.0.0.0/33", "10.0.0.1/8/1", "::1/129"]) expect(parseTrustProxy(bad)).toBeNull();
  });

  it("makes the environment invalid at start-up for a value it refuses", () => {
    withSetting("TRUST_PROXY", "true");
    expect(() => env()).toThrow(/TRUST_PROXY/);
  });
});
