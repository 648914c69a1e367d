import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Darkroom } from "../src/index.js";
import { issueKey, png, scratchDir, server } from "./helpers";

const { base } = server();
const dir = scratchDir();
const photo = path.join(dir, "photo.png");
let key: string;

type Outcome = { code: number; stdout: string; stderr: string };

/** `npx darkroom …` in a checkout: the root bin, which hands user commands to the SDK's CLI. Not a terminal, so plain lines. */
function darkroom(args: string[], apiKey = key): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(process.execPath, ["bin/darkroom.mjs", ...args], { env: { ...process.env, DARKROOM_URL: base, DARKROOM_API_KEY: apiKey } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Exit 1 and `darkroom: <code>: <message>` on stderr. */
function expectRefusal(outcome: Outcome, code: string) {
  expect(outcome.code).toBe(1);
  expect(outcome.stderr).toMatch(new RegExp(`^darkroom: ${code}: \\S`, "m"));
}

beforeAll(async () => {
  key = await issueKey({ credits: 10 });
  fs.writeFileSync(photo, await png());
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the darkroom command for API users", () => {
  it("shows --help for every user command, and lists them beside the operator's", async () => {
    for (const command of ["convert", "run", "line", "jobs", "upload"]) {
      const help = await darkroom([command, "--help"]);
      expect([help.code, help.stdout]).toEqual([0, expect.stringMatching(new RegExp(`^darkroom ${command} `))]);
    }
    const top = await darkroom(["--help"]);
    expect(top.stdout).toMatch(/keys create --email[\s\S]*convert, run, line, jobs get, upload/);
  });

  it("convert writes the result to --out, with plain progress lines off a terminal; --json prints the job", async () => {
    const out = path.join(dir, "photo.webp");
    const converted = await darkroom(["convert", photo, "--format", "webp", "--width", "800", "--out", out]);
    expect(converted.code).toBe(0);
    expect(converted.stdout).toMatch(/^job_\w+ complete\n[\s\S]*wrote /);
    expect(converted.stderr).not.toContain("\r");
    expect(converted.stderr).toContain("sending the request\n");
    expect(await sharp(out).metadata()).toMatchObject({ format: "webp", width: 800 });

    const json = await darkroom(["convert", photo, "--format", "png", "--width", "50", "--json"]);
    expect(JSON.parse(json.stdout)).toMatchObject({ status: "complete", outputs: [{ mime: "image/png", width: 50 }] });
  });

  it("convert refuses an unknown format, a missing key and a missing file with the code, exit 1", async () => {
    const refused = await darkroom(["convert", photo, "--format", "gif", "--json"]);
    expectRefusal(refused, "unsupported_format");
    expect(JSON.parse(refused.stdout)).toMatchObject({ error: { code: "unsupported_format" } });
    expectRefusal(await darkroom(["convert", photo, "--format", "webp"], ""), "missing_api_key");
    expectRefusal(await darkroom(["convert", path.join(dir, "absent.png")]), "invalid_input");
    expectRefusal(await darkroom(["convert", photo, "--width", "wide"]), "invalid_usage");
  });

  it("run runs a skill with --option and writes its file; an unknown option is refused", async () => {
    const out = path.join(dir, "small.png");
    const ran = await darkroom(["run", "resize", photo, "--option", "width=200", "--out", out]);
    expect(ran.code).toBe(0);
    expect(await sharp(out).metadata()).toMatchObject({ width: 200 });
    expectRefusal(await darkroom(["run", "resize", photo, "--option", "bogus=1"]), "unknown_option");
    expectRefusal(await darkroom(["run", "no-such-skill", photo]), "unknown_skill");
  });

  it("line runs inline steps and writes every output to --out-dir; an unknown recipe is refused", async () => {
    const outDir = path.join(dir, "out");
    const steps = JSON.stringify([{ tool: "resize", options: { width: 240 } }, { tool: "grayscale" }]);
    const ran = await darkroom(["line", "--steps", steps, photo, "--format", "jpeg", "--out-dir", outDir]);
    expect(ran.code).toBe(0);
    const [written] = fs.readdirSync(outDir);
    expect(await sharp(path.join(outDir, written)).metadata()).toMatchObject({ format: "jpeg", width: 240 });
    expectRefusal(await darkroom(["line", "--recipe", "rcp_doesnotexist0000000000", photo]), "not_found");
    expectRefusal(await darkroom(["line", photo]), "invalid_usage");
  });

  it("line runs one batch over several files with progress and saves every output to --out, named after its input", async () => {
    const photos = path.join(dir, "photos");
    const done = path.join(dir, "done");
    fs.mkdirSync(photos);
    for (const name of ["a.png", "b.png", "c.png"]) fs.writeFileSync(path.join(photos, name), await png(300, 200));
    const recipe = await fetch(`${base}/api/v1/recipes`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "Shoot", steps: [{ tool: "resize", options: { width: 120 } }, { tool: "grayscale" }], output: { format: "webp" } }),
    }).then((r) => r.json());
    const files = ["a.png", "b.png", "c.png"].map((name) => path.join(photos, name));
    const ran = await darkroom(["line", "--recipe", recipe.id, ...files, "--out", done]);
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.stdout).toMatch(/^bat_\w+ complete: 3 of 3 complete\n/);
    expect(ran.stderr).toMatch(/bat_\w+ \w+: \d of 3 done/);
    expect(fs.readdirSync(done).sort()).toEqual(["a.webp", "b.webp", "c.webp"]);
    expect(await sharp(path.join(done, "b.webp")).metadata()).toMatchObject({ format: "webp", width: 120 });
    const json = JSON.parse((await darkroom(["line", "--recipe", recipe.id, files[0], "--json"])).stdout);
    expect(json).toMatchObject({ id: expect.stringMatching(/^bat_/), status: "complete", item_count: 1 });
  });

  it("upload prints the job id, and jobs get reads it back; unknown ids and files that are not media are refused", async () => {
    const uploaded = await darkroom(["upload", photo]);
    expect(uploaded.code).toBe(0);
    expect(uploaded.stderr).toContain("uploaded 100%");
    const jobId = uploaded.stdout.trim();
    expect(jobId).toMatch(/^job_\w+$/);
    const read = await darkroom(["jobs", "get", jobId]);
    expect([read.code, read.stdout]).toEqual([0, expect.stringMatching(new RegExp(`^${jobId} complete\\n  photo.png \\(image/png`))]);
    expect(JSON.parse((await darkroom(["jobs", "get", jobId, "--json"])).stdout)).toMatchObject({ id: jobId, kind: "upload" });

    expectRefusal(await darkroom(["jobs", "get", "job_doesnotexist"]), "not_found");
    const notes = path.join(dir, "notes.txt");
    fs.writeFileSync(notes, "not a picture\n");
    expectRefusal(await darkroom(["upload", notes]), "unsupported_input");
  });

  it("vault search prints the matching assets a line each, --json the list; a bad sort is refused", async () => {
    const dr = new Darkroom({ baseUrl: base, apiKey: key });
    for (const [name, folder] of [["cli-beach.png", "clients/cli/2026-11"], ["cli-forest.png", "clients/cli/2026-12"], ["elsewhere.png", "misc"]]) {
      const { job_id } = await dr.uploads.upload(photo, { filename: name });
      await dr.assets.store({ job_id, folder, tags: ["cli"] });
    }
    const found = await darkroom(["vault", "search", "cli", "--folder", "clients/cli", "--sort", "name"]);
    expect(found.code).toBe(0);
    expect(found.stdout.trim().split("\n").map((line) => line.split("\t")[1])).toEqual(["clients/cli/2026-11/cli-beach.png", "clients/cli/2026-12/cli-forest.png"]);
    const json = JSON.parse((await darkroom(["vault", "search", "--tag", "cli", "--limit", "1", "--json"])).stdout);
    expect(json.assets).toHaveLength(1);
    expect((await darkroom(["vault", "search", "nothing-like-this"])).stdout.trim()).toBe("No assets match.");
    expectRefusal(await darkroom(["vault", "search", "--sort", "random"]), "invalid_request");
    expect((await darkroom(["vault", "--help"])).stdout).toMatch(/^darkroom vault search /);
  });
});
