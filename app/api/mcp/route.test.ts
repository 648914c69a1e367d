import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as route from "./route";
import { GET as getAccount } from "../v1/account/route";
import { serveRoute, type ServedRoute } from "@/test/http-adapter";
import { call, expectError, makeAccount } from "@/test/helpers";
import { revokeKey } from "@/lib/domain/keys/keys";
import { getDb, jobs } from "@/lib/platform/db";
import { callTool, connectMcp, INITIALIZE, rawMcpPost } from "@/test/mcp-client";

let mcp: ServedRoute;
let pngBase64: string;

/** The JSON-RPC messages of an SSE answer. */
async function sseMessages(response: Response): Promise<Array<Record<string, unknown>>> {
  const text = await response.text();
  return text
    .split("\n")
    .filter((line) => line.startsWith("data: "))
    .map((line) => JSON.parse(line.slice(6)));
}

async function expectRefusal(response: Response, status: number, code: string, rpcCode: number) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: rpcCode, data: { code } } });
  expect(body.error.message.length).toBeGreaterThan(10);
  return body;
}

beforeAll(async () => {
  mcp = await serveRoute(route, { path: "/api/mcp" });
  pngBase64 = (await sharp({ create: { width: 2, height: 2, channels: 3, background: "#808080" } }).png().toBuffer()).toString("base64");
});

/** upload_file has an effect anyone can count afterwards: each call that ran left one job row. */
const uploadCalls = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    jsonrpc: "2.0",
    id: i + 1,
    method: "tools/call",
    params: { name: "upload_file", arguments: { name: `batch-${i + 1}.png`, content_base64: pngBase64 } },
  }));

async function jobCount(accountId: string): Promise<number> {
  const db = await getDb();
  return (await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.accountId, accountId))).length;
}

afterAll(async () => {
  await mcp.close();
});

describe("POST /api/mcp", () => {
  it("initializes statelessly with the SDK's own client and says how to use it", async () => {
    const { key } = await makeAccount({ plan: "pro" });
    const client = await connectMcp({ url: mcp.url, key });
    expect(client.getServerVersion()).toMatchObject({ name: "darkroom" });
    expect(client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {} });
    expect(client.getInstructions()).toMatch(/upload_file.*\n.*list_skills/s);
    await client.close();
  });

  it("answers over SSE with RateLimit headers and no session id", async () => {
    const { key } = await makeAccount({ plan: "plus" });
    const response = await rawMcpPost(mcp.url, { key, body: INITIALIZE });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("mcp-session-id")).toBeNull();
    expect(response.headers.get("ratelimit-limit")).toBe("60");
    expect(response.headers.get("ratelimit-remaining")).toBe("59");
    const [message] = await sseMessages(response);
    expect(message).toMatchObject({ jsonrpc: "2.0", id: 1, result: { serverInfo: { name: "darkroom" } } });

    const notification = await rawMcpPost(mcp.url, { key, body: { jsonrpc: "2.0", method: "notifications/initialized" } });
    expect(notification.status).toBe(202);
    expect(notification.headers.get("ratelimit-remaining")).toBe("58");
  });

  it("refuses a missing or unknown key with 401 and a basic-plan key with 403, as REST does", async () => {
    await expectRefusal(await rawMcpPost(mcp.url, { body: INITIALIZE }), 401, "unauthorized", -32001);
    const unknown = `dk_live_${"x".repeat(32)}`;
    await expectRefusal(await rawMcpPost(mcp.url, { key: unknown, body: INITIALIZE }), 401, "unauthorized", -32001);
    await expect(connectMcp({ url: mcp.url, key: unknown })).rejects.toMatchObject({ code: 401 });

    const revoked = await makeAccount({ plan: "pro" });
    await revokeKey({ keyId: revoked.keyId });
    await expectRefusal(await rawMcpPost(mcp.url, { key: revoked.key, body: INITIALIZE }), 401, "unauthorized", -32001);

    const basic = await makeAccount({ plan: "basic" });
    const body = await expectRefusal(await rawMcpPost(mcp.url, { key: basic.key, body: INITIALIZE }), 403, "plan_required", -32003);
    expect(body.error.message).toMatch(/plus, pro or business/);
    await expect(connectMcp({ url: mcp.url, key: basic.key })).rejects.toMatchObject({ code: 403 });
  });

  it("shares the key's bucket with REST: 60 REST calls on a plus key leave MCP a 429 with Retry-After", async () => {
    const { key } = await makeAccount({ plan: "plus" });
    for (let i = 0; i < 60; i++) expect((await call(getAccount, { path: "/api/v1/account", key })).status).toBe(200);

    const response = await rawMcpPost(mcp.url, { key, body: INITIALIZE });
    const body = await expectRefusal(response, 429, "rate_limited", -32029);
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(body.error.data.retry_after_seconds).toBe(retryAfter);
    expect(response.headers.get("ratelimit-remaining")).toBe("0");
    await expect(connectMcp({ url: mcp.url, key })).rejects.toMatchObject({ code: 429 });
  });

  it("shares it the other way round: every MCP POST counts, and once they spend it REST answers 429", async () => {
    const { key } = await makeAccount({ plan: "plus" });
    // initialize, notifications/initialized and tools/list; the client's GET is refused uncounted.
    const client = await connectMcp({ url: mcp.url, key });
    const rest = await call(getAccount, { path: "/api/v1/account", key });
    expect(rest.headers.get("ratelimit-remaining")).toBe("56");
    for (let i = 0; i < 56; i++) await callTool(client, "get_account");

    await expectError(await call(getAccount, { path: "/api/v1/account", key }), 429, "rate_limited");
    await expect(callTool(client, "get_account")).rejects.toMatchObject({ code: 429 });
    const other = await makeAccount({ plan: "plus" });
    expect((await rawMcpPost(mcp.url, { key: other.key, body: INITIALIZE })).status).toBe(200);
  });

  it("counts every message of a batch: 30 tools/call on a plus key all run and leave 30 of 60", async () => {
    const { key, accountId } = await makeAccount({ plan: "plus" });
    const response = await rawMcpPost(mcp.url, { key, body: uploadCalls(30) });
    expect(response.status).toBe(200);
    expect(response.headers.get("ratelimit-remaining")).toBe("30");
    const answers = await sseMessages(response);
    expect(answers).toHaveLength(30);
    for (const answer of answers) {
      expect(answer).toMatchObject({ result: { structuredContent: { status: "complete" } } });
      expect(answer).not.toHaveProperty("result.isError", true);
    }
    expect(await jobCount(accountId)).toBe(30);

    const rest = await call(getAccount, { path: "/api/v1/account", key });
    expect(rest.headers.get("ratelimit-remaining")).toBe("29");
  });

  it("refuses a batch of 61 on a plus key whole with 429 and Retry-After: none of it ran, and what fits still runs", async () => {
    const { key, accountId } = await makeAccount({ plan: "plus" });
    const response = await rawMcpPost(mcp.url, { key, body: uploadCalls(61) });
    const body = await expectRefusal(response, 429, "rate_limited", -32029);
    expect(body.error.message).toMatch(/batch of 61 messages.*none of it ran/);
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(body.error.data.retry_after_seconds).toBe(retryAfter);
    expect(await jobCount(accountId)).toBe(0);
    // The refused request itself counted once; its messages did not.
    expect(response.headers.get("ratelimit-remaining")).toBe("59");

    const fits = await rawMcpPost(mcp.url, { key, body: uploadCalls(59) });
    expect(fits.status).toBe(200);
    expect(fits.headers.get("ratelimit-remaining")).toBe("0");
    expect(await sseMessages(fits)).toHaveLength(59);
    expect(await jobCount(accountId)).toBe(59);
  });

  it("refuses a batch that crosses the ceiling REST already spent most of", async () => {
    const { key, accountId } = await makeAccount({ plan: "plus" });
    for (let i = 0; i < 50; i++) expect((await call(getAccount, { path: "/api/v1/account", key })).status).toBe(200);
    const response = await rawMcpPost(mcp.url, { key, body: uploadCalls(11) });
    await expectRefusal(response, 429, "rate_limited", -32029);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await jobCount(accountId)).toBe(0);
    const fits = await rawMcpPost(mcp.url, { key, body: uploadCalls(9) });
    expect(fits.status).toBe(200);
    expect(fits.headers.get("ratelimit-remaining")).toBe("0");
    expect(await sseMessages(fits)).toHaveLength(9);
    expect(await jobCount(accountId)).toBe(9);
  });

  it("answers GET and DELETE with 405 to a valid key (stateless: no stream to open, no session to end), 401 without one", async () => {
    const { key } = await makeAccount({ plan: "plus" });
    for (const method of ["GET", "DELETE"]) {
      await expectRefusal(await fetch(mcp.url, { method, headers: { accept: "text/event-stream" } }), 401, "unauthorized", -32001);
      const response = await fetch(mcp.url, { method, headers: { accept: "text/event-stream", authorization: `Bearer ${key}` } });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect(await response.json()).toMatchObject({ jsonrpc: "2.0", error: { message: expect.stringMatching(/stateless/) } });
    }
  });

  it("refuses a body that is not JSON-RPC with a 4xx, never a 5xx", async () => {
    const { key } = await makeAccount({ plan: "pro" });
    const garbage = await fetch(mcp.url, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: "{not json",
    });
    expect(garbage.status).toBe(400);
    const wrongType = await fetch(mcp.url, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "text/plain", accept: "application/json, text/event-stream" },
      body: JSON.stringify(INITIALIZE),
    });
    expect(wrongType.status).toBe(415);
    expect(wrongType.headers.get("ratelimit-limit")).toBe("300");
  });
});
