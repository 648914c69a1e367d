import { spawn } from "node:child_process";
import http from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

type Server = { origin: string; seen: Array<{ method: string; url: string; authorization?: string }>; close: () => Promise<void> };

async function serve(host: string, answer: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<Server> {
  const seen: Server["seen"] = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization });
    req.resume();
    req.on("end", () => answer(req, res));
  });
  server.listen(0, host);
  await once(server, "listening");
  return { seen, origin: `http://${host}:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Runs `node <args>` with `env`; answers its exit code and output. */
async function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, stdout, stderr };
}

describe("the CLIs and redirects", () => {
  let elsewhere: Server;
  let redirecting: Server;
  let moved: Server;

  beforeAll(async () => {
    elsewhere = await serve("127.0.0.2", (_req, res) => res.writeHead(200, { "content-type": "application/json" }).end('{"accounts":[],"credits":0}'));
    redirecting = await serve("127.0.0.1", (req, res) => res.writeHead(307, { location: `${elsewhere.origin}${req.url}` }).end());
    moved = await serve("127.0.0.1", (req, res) => {
      if (!req.url!.startsWith("/v2/")) return res.writeHead(308, { location: `/v2${req.url}` }).end();
      res.writeHead(200, { "content-type": "application/json" }).end('{"accounts":[]}');
    });
  });

  afterAll(async () => {
    await Promise.all([elsewhere.close(), redirecting.close(), moved.close()]);
  });

  it("the operator CLI stops at a redirect to another origin, and the admin token never goes there", async () => {
    const result = await run(["bin/darkroom.mjs", "credits", "grant", "--email", "a@example.com", "--amount", "5"], { DARKROOM_URL: redirecting.origin, DARKROOM_ADMIN_TOKEN: "admin-secret" });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/redirected to http:\/\/127\.0\.0\.2:\d+; a redirect to another origin is never followed/);
    expect(redirecting.seen).toHaveLength(1);
    expect(elsewhere.seen).toEqual([]);
  });

  it("the operator CLI follows a redirect within its own origin", async () => {
    const result = await run(["bin/darkroom.mjs", "accounts", "list", "--json"], { DARKROOM_URL: moved.origin, DARKROOM_ADMIN_TOKEN: "admin-secret" });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(moved.seen).toEqual([
      { method: "GET", url: "/api/admin/accounts", authorization: "Bearer admin-secret" },
      { method: "GET", url: "/v2/api/admin/accounts", authorization: "Bearer admin-secret" },
    ]);
  });

  it("the API user's CLI (the SDK's) stops at a redirect to another origin with redirect_refused", async () => {
    const before = redirecting.seen.length;
    const result = await run(["--conditions=react-server", "--import", "tsx", "packages/sdk/src/bin.ts", "vault", "search", "--json"], { DARKROOM_URL: redirecting.origin, DARKROOM_API_KEY: "dk_live_secret" });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/redirected to http:\/\/127\.0\.0\.2:\d+/);
    expect(redirecting.seen.length).toBe(before + 1);
    expect(elsewhere.seen).toEqual([]);
  });
});
