import { z } from "zod";
import { describe, expect, it } from "vitest";
import { defineRoute, ok } from "./contract";
import { answer, handle } from "./contract-route";
import { ApiError } from "@/lib/core/errors";
import { call } from "@/test/helpers";

const Thing = z.object({ id: z.string(), size: z.number().int() });
const ThingContract = defineRoute({
  operationId: "getThing",
  tags: ["Service"],
  description: "A thing.",
  method: "GET",
  path: "/api/v1/things/{id}",
  summary: "A thing",
  auth: "none",
  responses: { 200: ok(Thing), 201: ok(Thing, "Made") },
  errors: ["gone"],
});

const get = (id: string) => ({ path: `/api/v1/things/${id}`, params: { id } });

describe("route answers under test are checked against their contract", () => {
  it("passes an answer its schema accepts, with the status it declares", async () => {
    const route = handle(ThingContract, async ({ params }) => ({ id: params.id, size: 3 }));
    expect(await (await call(route, get("t1"))).json()).toEqual({ id: "t1", size: 3 });
    const made = handle(ThingContract, async () => answer(ThingContract, 201, { id: "t2", size: 1 }));
    expect((await call(made, get("t2"))).status).toBe(201);
  });

  it("fails loudly on a body the schema refuses, a status not declared, or a code not listed", async () => {
    const wrongBody = handle(ThingContract, async () => Response.json({ id: "t1", size: "big" }));
    await expect(call(wrongBody, get("t1"))).rejects.toThrow(/GET \/api\/v1\/things\/\{id\} answered 200 a body its contract's schema refuses[\s\S]*size/);
    const wrongStatus = handle(ThingContract, async () => Response.json({ id: "t1", size: 1 }, { status: 202 }));
    await expect(call(wrongStatus, get("t1"))).rejects.toThrow(/answered 202, a status its contract does not declare/);
    const unlisted = handle(ThingContract, async () => {
      throw new ApiError("conflict", "Not listed.");
    });
    await expect(call(unlisted, get("t1"))).rejects.toThrow(/answered 409 with code conflict, which its contract does not list/);
    const listed = handle(ThingContract, async () => {
      throw new ApiError("gone", "Listed.");
    });
    expect((await call(listed, get("t1"))).status).toBe(410);
  });

  it("types a handler's answer as its contract's success schema's input, so a wrong one does not compile", () => {
    // @ts-expect-error size is a number in the contract
    handle(ThingContract, async () => ({ id: "t1", size: "big" }));
    // @ts-expect-error id is missing
    handle(ThingContract, async () => ({ size: 1 }));
    // @ts-expect-error 202 is not a declared success
    answer(ThingContract, 202, { id: "t1", size: 1 });
    expect(true).toBe(true);
  });
});
