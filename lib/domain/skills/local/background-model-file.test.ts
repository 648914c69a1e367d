import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { InferenceSession, Tensor } from "onnxruntime-node";
import { backgroundModelBytes, hasDotProduct, openBackgroundModel, openBackgroundSession, runsEightBitModel } from "./background-model-file.mjs";

/** A project folder of its own (the repository's packages linked in), so the model processes of other tests never read its builds. */
function projectFolder(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-model-file-"));
  fs.writeFileSync(path.join(root, "package.json"), "{}");
  fs.symlinkSync(path.join(process.cwd(), "node_modules"), path.join(root, "node_modules"));
  return root;
}

describe("backgroundModelBytes", () => {
  it.runIf(runsEightBitModel(fs.readFileSync("/proc/cpuinfo", "utf8")))("builds the 8-bit model once into dist/models, reads it from there after, builds it again over a file that does not load, and removes older builds", { timeout: 120_000 }, async () => {
    const root = projectFolder();
    const folder = path.join(root, "dist", "models");
    const builds = () => fs.readdirSync(folder).filter((name) => name.startsWith("background-remover-"));
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "background-remover-0000000000000000.onnx"), "an older build");

    const built = await backgroundModelBytes(root);
    expect(built.fromFile).toBe(false);
    expect(builds()).toHaveLength(1);
    const [name] = builds();
    expect(fs.readFileSync(path.join(folder, name)).equals(Buffer.from(built.bytes))).toBe(true);

    // A second start reads the file: what is there is what it gets.
    const marked = Buffer.from(built.bytes);
    marked[marked.length - 1] ^= 1;
    fs.writeFileSync(path.join(folder, name), marked);
    const read = await backgroundModelBytes(root);
    expect(read.fromFile).toBe(true);
    expect(Buffer.from(read.bytes).equals(marked)).toBe(true);

    // A file cut short does not load: it is built again, and the session opens.
    fs.writeFileSync(path.join(folder, name), Buffer.from(built.bytes).subarray(0, 1000));
    const session = await openBackgroundModel(root, (bytes) => InferenceSession.create(bytes, { graphOptimizationLevel: "disabled" }));
    expect(session.outputNames).toContain("output");
    await session.release();
    expect(fs.readFileSync(path.join(folder, name)).equals(Buffer.from(built.bytes))).toBe(true);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe("openBackgroundSession", () => {
  it.runIf(runsEightBitModel(fs.readFileSync("/proc/cpuinfo", "utf8")))("saves onnxruntime's optimized graph at the first open, opens that file at the next with the same masks, and makes it again over a file that does not open", { timeout: 180_000 }, async () => {
    const root = projectFolder();
    const folder = path.join(root, "dist", "models");
    const saved = () => fs.readdirSync(folder).filter((name) => name.startsWith("optimized-background-remover-"));
    const side = 1024;
    const input = new Tensor("float32", Float32Array.from({ length: 3 * side * side }, (_, i) => (((i * 7919) % 256) - 128) / 256), [1, 3, side, side]);
    const maskOf = async (session: InferenceSession) => {
      const { output } = await session.run({ input }, ["output"]);
      await session.release();
      return Buffer.from((output.data as Float32Array).buffer);
    };

    const first = await maskOf(await openBackgroundSession(root, {}));
    expect(saved()).toHaveLength(1);
    const file = path.join(folder, saved()[0]);
    const written = fs.statSync(file).ino;

    // The next start opens the saved graph: the file is not made again, and the masks are the same.
    expect((await maskOf(await openBackgroundSession(root, {}))).equals(first)).toBe(true);
    expect(fs.statSync(file).ino).toBe(written);

    fs.writeFileSync(file, "not a model");
    expect((await maskOf(await openBackgroundSession(root, {}))).equals(first)).toBe(true);
    expect(saved()).toEqual([path.basename(file)]);
    expect(fs.statSync(file).size).toBeGreaterThan(1_000_000);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe("hasDotProduct", () => {
  it("finds x86 VNNI or Arm's dot product among the CPU's flags, and nothing in an empty or unreadable cpuinfo", () => {
    expect(hasDotProduct("processor\t: 0\nflags\t\t: fpu sse2 avx2 avx512f avx512_vnni\n")).toBe(true);
    expect(hasDotProduct("flags\t\t: fpu sse2 avx2 avx_vnni\n")).toBe(true);
    expect(hasDotProduct("Features\t: fp asimd aes asimddp sha512\n")).toBe(true);
    expect(hasDotProduct("flags\t\t: fpu sse2 avx2 fma avx512f\n")).toBe(false);
    expect(hasDotProduct("")).toBe(false);
  });
});

describe("runsEightBitModel", () => {
  it("runs the 8-bit model with a dot product or on x86 with AVX2, and float32 on older x86, Arm without dotprod or an unreadable cpuinfo", () => {
    expect(runsEightBitModel("flags\t\t: fpu sse2 avx2 fma avx512f avx512_vnni\n")).toBe(true);
    expect(runsEightBitModel("flags\t\t: fpu sse2 ssse3 avx avx2 fma\n")).toBe(true);
    expect(runsEightBitModel("Features\t: fp asimd aes asimddp sha512\n")).toBe(true);
    expect(runsEightBitModel("flags\t\t: fpu sse2 ssse3 sse4_1 sse4_2 avx\n")).toBe(false);
    expect(runsEightBitModel("Features\t: fp asimd aes sha1 sha2 crc32\n")).toBe(false);
    expect(runsEightBitModel("")).toBe(false);
  });
});
