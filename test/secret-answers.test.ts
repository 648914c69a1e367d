import { sql } from "drizzle-orm";
import { z } from "zod";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTRACTS } from "@/lib/http/contract-registry";
import { defineRoute, type RouteContract } from "@/lib/http/contract";
import { takesIdempotencyKey } from "@/lib/http/idempotency";
import { handleMcpPost } from "@/lib/mcp/handle-request";
import { takesIdempotencyArgument } from "@/lib/mcp/idempotent-call";
import { TOOLS } from "@/lib/mcp/tools";
import { getDb, queryRows } from "@/lib/platform/db";
import { convertedJob, samplePng } from "@/test/fixtures/vault";
import { serveRoute, type ServedRoute } from "@/test/http-adapter";
import { callTool, connectMcp, textOf } from "@/test/mcp-client";
import { call, expectError, makeAccount, startWorkers } from "@/test/helpers";
import type { Worker } from "@/lib/domain/jobs/worker";
import { POST as storeAssets } from "@/app/api/v1/assets/route";
import { POST as rotateDeliverySecret } from "@/app/api/v1/delivery/secret/route";
import { POST as createGallery } from "@/app/api/v1/galleries/route";
import { POST as rotateLink } from "@/app/api/v1/galleries/[id]/rotate-link/route";

/** A string field by these names is a credential: whoever reads it may act with it. */
const SECRET_NAME = /(^|_)(secret|token|password|key)$/;
/** Links that are credentials themselves (a bearer link): the gallery's public review page. */
const BEARER_LINKS = new Set(["review_url"]);
/**
 * Links that are not worth a refused replay, each for its reason; a new `*_url` field fails until it is
 * put here or in BEARER_LINKS.
 */
const NOT_CREDENTIALS: Record<string, string> = {
  url: "a job's or asset's file link signed for minutes (url_expires_at), or a webhook's own target URL, or a delivery URL",
  urls: "delivery URLs of variants: published by design, ended by rotating the delivery secret",
  delivery_url: "the asset's delivery URL: published by design, ended by rotating the delivery secret",
  thumbnail_url: "a file link signed for minutes",
  poll_url: "an API path that needs the key",
  archive_url: "an API path that needs the key",
  upload_url: "the tus endpoint; the upload token beside it is the credential",
};

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; [k: string]: unknown };

/** Every string-valued field of an answer schema, however deep (objects, arrays, unions, $defs). */
function stringFields(schema: unknown, out = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== "object") return out;
  const node = schema as JsonSchema;
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    const types = [child.type, ...((child.anyOf as JsonSchema[] | undefined) ?? []).map((c) => c.type)].flat();
    if (types.includes("string") || (child.type === "array" && (child.items as JsonSchema | undefined)?.type === "string")) out.add(name);
    stringFields(child, out);
  }
  for (const key of ["items", "additionalProperties", "not"]) stringFields(node[key], out);
  for (const key of ["anyOf", "oneOf", "allOf"]) for (const child of (node[key] as unknown[] | undefined) ?? []) stringFields(child, out);
  for (const child of Object.values((node.$defs as Record<string, unknown> | undefined) ?? {})) stringFields(child, out);
  return out;
}

function credentialFields(schemas: Array<z.ZodType | null | undefined>): { credentials: string[]; unknownLinks: string[] } {
  const fields = new Set<string>();
  for (const schema of schemas) if (schema) stringFields(z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }), fields);
  const names = [...fields];
  return {
    credentials: names.filter((n) => SECRET_NAME.test(n) || BEARER_LINKS.has(n)),
    unknownLinks: names.filter((n) => /(^|_)urls?$/.test(n) && !BEARER_LINKS.has(n) && !(n in NOT_CREDENTIALS)),
  };
}

/** What is wrong with a route's marking: a credential in an answer kept for replay, or a link nobody classified. */
function contractProblems(contract: RouteContract): string[] {
  const { credentials, unknownLinks } = credentialFields(Object.values(contract.responses).map((answer) => answer.schema));
  const where = `${contract.method} ${contract.path}`;
  const kept = takesIdempotencyKey({ method: contract.method, path: contract.path, authenticated: contract.auth !== "none" });
  return [
    ...(credentials.length && kept && !contract.answersSecret ? [`${where} answers ${credentials.join(", ")} without answersSecret`] : []),
    ...unknownLinks.map((name) => `${where}: classify the link field ${name}`),
  ];
}

describe("answers that carry a secret or a bearer link", () => {
  it("are marked answersSecret on every route that keeps answers for an Idempotency-Key", () => {
    expect(CONTRACTS.flatMap(contractProblems)).toEqual([]);
    const marked = CONTRACTS.filter((c) => c.answersSecret).map((c) => `${c.method} ${c.path}`);
    expect(marked).toEqual(
      expect.arrayContaining([
        "POST /api/v1/keys",
        "POST /api/v1/webhooks",
        "POST /api/v1/webhooks/{id}/rotate-secret",
        "POST /api/v1/delivery/secret",
        "POST /api/v1/galleries",
        "POST /api/v1/galleries/{id}/rotate-link",
        "POST /api/v1/upload-tokens",
      ]),
    );
  });

  it("are marked on every MCP tool that takes an idempotency_key", () => {
    const problems = TOOLS.flatMap((tool) => {
      const { credentials, unknownLinks } = credentialFields([tool.output]);
      return [
        ...(credentials.length && takesIdempotencyArgument(tool) && !tool.answersSecret ? [`${tool.name} answers ${credentials.join(", ")} without answersSecret`] : []),
        ...unknownLinks.map((name) => `${tool.name}: classify the link field ${name}`),
      ];
    });
    expect(problems).toEqual([]);
    expect(TOOLS.filter((t) => t.answersSecret).map((t) => t.name)).toEqual(["create_gallery"]);
  });

  it("the walk finds a secret, a token in a list and a review link, and an unclassified link", () => {
    const route = (schema: z.ZodType, answersSecret?: true) =>
      defineRoute({ method: "POST", path: "/api/v1/x", operationId: "x", tags: ["Service"], summary: "", description: "", auth: "key", responses: { 200: { description: "", schema } }, errors: [], answersSecret });
    expect(contractProblems(route(z.object({ id: z.string(), signing_secret: z.string() })))).toHaveLength(1);
    expect(contractProblems(route(z.object({ items: z.array(z.object({ access_token: z.string().nullable() })) })))).toHaveLength(1);
    expect(contractProblems(route(z.object({ gallery: z.object({ review_url: z.string() }) })))).toHaveLength(1);
    expect(contractProblems(route(z.object({ share_url: z.string() }), true))).toEqual(["POST /api/v1/x: classify the link field share_url"]);
    expect(contractProblems(route(z.object({ secret: z.string() }), true))).toEqual([]);
    expect(contractProblems(route(z.object({ has_password: z.boolean(), key_id: z.string() })))).toEqual([]);
  });
});

describe("their replays", () => {
  let worker: Worker;
  let mcp: ServedRoute;
  let owner: Awaited<ReturnType<typeof makeAccount>>;
  let assetId: string;

  beforeAll(async () => {
    worker = startWorkers(1);
    mcp = await serveRoute({ POST: handleMcpPost }, { path: "/api/mcp" });
    owner = await makeAccount();
    const { job } = await convertedJob({ key: owner.key, image: await samplePng({ width: 64, height: 48 }), format: "png" });
    assetId = (await (await call(storeAssets, { method: "POST", path: "/api/v1/assets", key: owner.key, json: { job_id: job.id } })).json()).assets[0].id;
  });

  afterAll(async () => {
    await mcp.close();
    await worker.stop();
  });

  const storedRow = async (key: string) =>
    queryRows<{ status: number; body: string | null }>(await getDb(), sql`SELECT status, body FROM idempotency_keys WHERE account_id = ${owner.accountId} AND key = ${key}`);

  it("are 409 idempotency_replay_refused for the delivery secret, a gallery's creation and its link rotation; nothing is kept", async () => {
    const secret = () => call(rotateDeliverySecret, { method: "POST", path: "/api/v1/delivery/secret", key: owner.key, headers: { "idempotency-key": "dsk-1" } });
    const shown = await secret();
    expect(shown.status).toBe(200);
    expect((await shown.json()).secret).toMatch(/^dsk_/);
    await expectError(await secret(), 409, "idempotency_replay_refused");
    expect(await storedRow("dsk-1")).toEqual([{ status: 200, body: null }]);

    const create = () =>
      call(createGallery, { method: "POST", path: "/api/v1/galleries", key: owner.key, json: { name: "Once", asset_ids: [assetId] }, headers: { "idempotency-key": "gal-1" } });
    const created = await create();
    expect(created.status).toBe(201);
    const gallery = await created.json();
    const replay = await create();
    await expectError(replay, 409, "idempotency_replay_refused");
    expect(await storedRow("gal-1")).toEqual([{ status: 201, body: null }]);

    const rotate = () => call(rotateLink, { method: "POST", path: `/api/v1/galleries/${gallery.id}/rotate-link`, key: owner.key, params: { id: gallery.id }, headers: { "idempotency-key": "rot-1" } });
    const rotated = await rotate();
    expect(rotated.status).toBe(200);
    expect((await rotated.json()).review_url).not.toBe(gallery.review_url);
    await expectError(await rotate(), 409, "idempotency_replay_refused");
    expect(await storedRow("rot-1")).toEqual([{ status: 200, body: null }]);
    // Nowhere in the table is a review link.
    const all = await queryRows<{ body: string | null }>(await getDb(), sql`SELECT body FROM idempotency_keys WHERE account_id = ${owner.accountId}`);
    expect(all.some((row) => row.body?.includes("/g/"))).toBe(false);
  });

  it("are refused for MCP create_gallery with an idempotency_key", async () => {
    const client = await connectMcp({ url: mcp.url, key: owner.key });
    try {
      const first = await callTool(client, "create_gallery", { name: "Via MCP", asset_ids: [assetId], idempotency_key: "mcp-gal" });
      expect(first.isError ?? false, textOf(first)).toBe(false);
      expect((first.structuredContent as { review_url: string }).review_url).toMatch(/\/g\//);
      const again: CallToolResult = await callTool(client, "create_gallery", { name: "Via MCP", asset_ids: [assetId], idempotency_key: "mcp-gal" });
      expect(again.isError).toBe(true);
      expect(textOf(again)).toMatch(/^idempotency_replay_refused: /);
      expect(await storedRow("mcp-gal")).toEqual([{ status: 200, body: null }]);
    } finally {
      await client.close();
    }
  });
});
