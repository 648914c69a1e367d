import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { initPgliteDirectory } from "./pglite-init";

describe("initPgliteDirectory", () => {
  it("creates a new embedded database in a child process, which this process then opens; an existing one is left alone", async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-init-")), "db");
    await initPgliteDirectory(dir);
    expect(fs.existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
    const pg = await PGlite.create(dir);
    await pg.exec("CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)");
    await pg.close();
    await initPgliteDirectory(dir);
    const again = await PGlite.create(dir);
    expect((await again.query<{ n: number }>("SELECT n FROM kept")).rows).toEqual([{ n: 7 }]);
    await again.close();
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });
});
