import { describe, expect, it } from "vitest";
import { authSuite, call, expectError, makeAccount } from "@/test/helpers";
import { DELETE, GET as readOne, PATCH } from "./[id]/route";
import { GET as list, POST as create } from "./route";

const LINE = { name: "Grey thumbs", steps: [{ tool: "grayscale" }, { tool: "resize", options: { width: 200 } }], output: { format: "webp" } };

async function ownRecipeId(key: string): Promise<string> {
  const response = await call(create, { method: "POST", path: "/api/v1/recipes", key, json: LINE });
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

const foreignRecipe = async () => ownRecipeId((await makeAccount()).key);
const read = (key: string | undefined, id = "rcp_x") => call(readOne, { path: `/api/v1/recipes/${id}`, key, params: { id } });
const patch = (key: string | undefined, id = "rcp_x", json: unknown = { name: "Renamed" }) => call(PATCH, { method: "PATCH", path: `/api/v1/recipes/${id}`, key, params: { id }, json });
const remove = (key: string | undefined, id = "rcp_x") => call(DELETE, { method: "DELETE", path: `/api/v1/recipes/${id}`, key, params: { id } });

describe("GET /api/v1/recipes", () => {
  authSuite((key) => call(list, { path: "/api/v1/recipes", key }));

  it("lists the six catalogue recipes and only the caller's own", async () => {
    const me = await makeAccount();
    const other = await makeAccount();
    const mine = await ownRecipeId(me.key);
    const theirs = await ownRecipeId(other.key);
    const { recipes } = await (await call(list, { path: "/api/v1/recipes", key: me.key })).json();
    const ids = recipes.map((r: { id: string }) => r.id);
    expect(recipes.filter((r: { catalogue: boolean }) => r.catalogue)).toHaveLength(6);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
  });
});

describe("POST /api/v1/recipes", () => {
  authSuite((key) => call(create, { method: "POST", path: "/api/v1/recipes", key, json: LINE }));

  it("saves a line that reads back the same", async () => {
    const { key } = await makeAccount();
    const id = await ownRecipeId(key);
    expect(await (await read(key, id)).json()).toMatchObject({ id, name: "Grey thumbs", catalogue: false, steps: LINE.steps, output: { format: "webp" } });
  });

  it("refuses a recipe without steps with 400 invalid_request", async () => {
    const { key } = await makeAccount();
    await expectError(await call(create, { method: "POST", path: "/api/v1/recipes", key, json: { name: "Empty", steps: [] } }), 400, "invalid_request");
  });
});

describe("/api/v1/recipes/{id}", () => {
  authSuite(read, { foreignId: foreignRecipe });
  authSuite(patch, { foreignId: foreignRecipe });
  authSuite(remove, { foreignId: foreignRecipe });

  it("lets every account read a catalogue recipe but nobody change it", async () => {
    const { key } = await makeAccount();
    expect(await (await read(key, "rcp_web-optimize")).json()).toMatchObject({ id: "rcp_web-optimize", catalogue: true });
    await expectError(await patch(key, "rcp_web-optimize"), 403, "forbidden");
    await expectError(await remove(key, "rcp_web-optimize"), 403, "forbidden");
  });

  it("keeps an own recipe unchanged when another account tries to rename or delete it", async () => {
    const owner = await makeAccount();
    const stranger = await makeAccount();
    const id = await ownRecipeId(owner.key);
    await expectError(await patch(stranger.key, id), 404, "not_found");
    await expectError(await remove(stranger.key, id), 404, "not_found");
    expect((await (await read(owner.key, id)).json()).name).toBe("Grey thumbs");
    expect((await (await patch(owner.key, id)).json()).name).toBe("Renamed");
    expect((await remove(owner.key, id)).status).toBe(204);
    await expectError(await read(owner.key, id), 404, "not_found");
  });
});
