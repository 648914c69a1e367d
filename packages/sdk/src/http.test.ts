import http from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Darkroom } from "./client.js";
import { DarkroomError } from "./errors.js";

type Seen = { method: string; url: string; authorization: string | undefined; body: string };

/** A server on `host` that records what it is sent and answers with `answer`. */
async function serve(host: string, answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const seen: Seen[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, body: Buffer.concat(chunks).toString("utf8") });
    answer(req, res);
  });
  server.listen(0, host);
  await once(server, "listening");
  return { seen, origin: `http://${host}:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const GALLERY = { id: "gal_1", name: "x", review_url: "http://127.0.0.1/g/t", has_password: false };

describe("the SDK and redirects", () => {
  let elsewhere: Awaited<ReturnType<typeof serve>>;
  let api: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    // The other origin: 127.0.0.2 is loopback too, and another host to a browser or fetch.
    elsewhere = await serve("127.0.0.2", (_req, res) => res.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify(GALLERY)));
    api = await serve("127.0.0.1", (req, res) => {
      if (req.url!.startsWith("/away/")) return res.writeHead(Number(req.url!.split("/")[2]), { location: `${elsewhere.origin}/api/v1/galleries` }).end();
      if (req.url === "/moved/api/v1/galleries") return res.writeHead(308, { location: "/api/v1/galleries" }).end();
      if (req.url === "/loop/api/v1/galleries") return res.writeHead(307, { location: "/loop/api/v1/galleries" }).end();
      res.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify(GALLERY));
    });
  });

  afterAll(async () => {
    await api.close();
    await elsewhere.close();
  });

  /** A client whose first request goes to `prefix` + its path on the API's server (the SDK keeps only its base's origin); later ones as asked. */
  const client = (prefix: string) => {
    let first = true;
    return new Darkroom({
      apiKey: "dk_live_secret",
      baseUrl: api.origin,
      maxRetries: 0,
      fetch: (input, init) => {
        const url = first ? String(input).replace(`${api.origin}/api/`, `${api.origin}${prefix}/api/`) : String(input);
        first = false;
        return globalThis.fetch(url, init);
      },
    });
  };

  it("stops at a redirect to another origin with redirect_refused, for every redirect status: the key and body never go there", async () => {
    for (const status of [301, 302, 303, 307, 308]) {
      const refused = await client(`/away/${status}`).galleries.create({ name: "secret plans", asset_ids: ["ast_1"] }).catch((error: unknown) => error);
      expect(refused, String(status)).toBeInstanceOf(DarkroomError);
      expect(refused).toMatchObject({ code: "redirect_refused", status: 0 });
      expect((refused as Error).message).toContain("127.0.0.2");
    }
    expect(elsewhere.seen).toEqual([]);
  });

  it("follows a redirect within its own origin, keeping the method and body of a 307 or 308, and stops a loop", async () => {
    const before = api.seen.length;
    expect(await client("/moved").galleries.create({ name: "kept", asset_ids: ["ast_1"] })).toMatchObject({ id: "gal_1" });
    const [first, second] = api.seen.slice(before);
    expect(first).toMatchObject({ method: "POST", url: "/moved/api/v1/galleries" });
    expect(second).toMatchObject({ method: "POST", url: "/api/v1/galleries", authorization: "Bearer dk_live_secret" });
    expect(JSON.parse(second.body)).toMatchObject({ name: "kept" });

    await expect(client("/loop").galleries.create({ name: "loop", asset_ids: ["ast_1"] })).rejects.toMatchObject({ code: "redirect_refused" });
  });
});
