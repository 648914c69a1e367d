import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { issueKey, png, scratchDir, server } from "./helpers";

const run = promisify(execFile);
const dir = scratchDir();

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it("npm pack makes a tarball that installs in an empty folder, with types, and converts an image against the server", async () => {
  const { stdout } = await run("npm", ["pack", "--workspace", "packages/sdk", "--pack-destination", dir, "--json"]);
  const [{ filename, files }] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  const shipped = files.map((file) => file.path);
  expect(shipped).toEqual(expect.arrayContaining(["package.json", "README.md", "dist/index.js", "dist/index.d.ts", "dist/bin.js", "dist/generated/openapi.d.ts"]));
  expect(shipped.filter((file) => !file.startsWith("dist/") && !["package.json", "README.md"].includes(file))).toEqual([]);

  // An app of one's own: nothing but the tarball, installed from the npm cache (tests download nothing).
  const app = path.join(dir, "app");
  fs.mkdirSync(app);
  fs.writeFileSync(path.join(app, "package.json"), JSON.stringify({ name: "sdk-user", private: true, type: "module" }));
  // The SDK's one dependency comes as a tarball too, packed from this checkout's install: `npm ci` caches
  // tarballs but not the registry's metadata an offline install would need to resolve its range.
  const { stdout: packedDependency } = await run("npm", ["pack", path.resolve("node_modules/fast-sha256"), "--pack-destination", dir, "--json"]);
  const [{ filename: dependency }] = JSON.parse(packedDependency) as { filename: string }[];
  await run("npm", ["install", "--offline", "--no-audit", "--no-fund", path.join(dir, filename), path.join(dir, dependency)], { cwd: app });
  expect(fs.readdirSync(path.join(app, "node_modules")).filter((name) => !name.startsWith(".")).sort()).toEqual(["@darkroom", "fast-sha256"]);

  fs.writeFileSync(path.join(app, "photo.png"), await png(640, 480));
  fs.writeFileSync(
    path.join(app, "convert.ts"),
    `import fs from "node:fs";
import { Darkroom, DarkroomError, type Job } from "@darkroom/sdk";
const dr = new Darkroom();
const job: Job = await dr.convert({ file: "photo.png", format: "webp", width: 320 });
const width: number | null = job.outputs[0].width;
fs.writeFileSync("photo.webp", await dr.files.download(job.outputs[0]));
console.log(JSON.stringify({ id: job.id, width, isError: new DarkroomError({ status: 0, code: "x", message: "y" }) instanceof Error }));
`,
  );
  // The shipped declarations type-check a user's strict TypeScript, then the same code runs as plain JavaScript.
  const tsc = path.resolve("node_modules/typescript/bin/tsc");
  const flags = ["--strict", "--module", "nodenext", "--moduleResolution", "nodenext", "--target", "es2022", "--lib", "es2023,dom", "--types", "node", "--typeRoots", path.resolve("node_modules/@types"), "--skipLibCheck", "false"];
  await run(process.execPath, [tsc, ...flags, "--outDir", ".", "convert.ts"], { cwd: app });
  fs.writeFileSync(path.join(app, "convert.mjs"), fs.readFileSync(path.join(app, "convert.js")));
  const env = { ...process.env, DARKROOM_URL: server().base, DARKROOM_API_KEY: await issueKey() };
  const converted = await run(process.execPath, ["convert.mjs"], { cwd: app, env });
  expect(JSON.parse(converted.stdout)).toMatchObject({ id: expect.stringMatching(/^job_/), width: 320, isError: true });
  expect(await sharp(path.join(app, "photo.webp")).metadata()).toMatchObject({ format: "webp", width: 320 });

  // The package's own `darkroom` command, without the server's code.
  const cli = await run(path.join(app, "node_modules/.bin/darkroom"), ["convert", "photo.png", "--format", "jpeg", "--width", "100", "--out", "small.jpg"], { cwd: app, env });
  expect(cli.stdout).toMatch(/^job_\w+ complete/);
  expect(await sharp(path.join(app, "small.jpg")).metadata()).toMatchObject({ format: "jpeg", width: 100 });
});
