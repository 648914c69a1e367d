// @ts-check
// The background-removal model's own process, forked on demand by background-model.ts: its memory
// goes back to the system whole when the parent stops it.
// Plain JavaScript, so it starts without the TypeScript loader (38 MB less resident, measured).
import { Tensor } from "onnxruntime-node";
import { openBackgroundSession } from "./background-model-file.mjs";
import { modelSessionOptions } from "./model-session.mjs";

/** Side of the square input and output of the bundled segmentation model. */
const MODEL_SIDE = 1024;

/** @type {Promise<import("onnxruntime-node").InferenceSession> | undefined} */
let session;

/** @returns {Promise<import("onnxruntime-node").InferenceSession>} */
async function createSession() {
  // The package's float16 model as float32 with 8-bit arithmetic where calibration allows it (background-model-file.mjs):
  // onnxruntime's CPU provider has no float16 kernels on x86, and its 8-bit ones run on the CPU's dot-product instructions.
  // "all" fuses the 8-bit groups and lays convolutions out for the CPU; the result is saved for the next start.
  const created = await openBackgroundSession(process.cwd(), await modelSessionOptions());
  // The session has its own copy where it was made from the model's bytes: they go now rather than after an image or two.
  globalThis.gc?.();
  return created;
}

/** @param {Uint8Array} rgb @returns {Promise<Uint8Array>} */
async function predict(rgb) {
  if (rgb.length !== MODEL_SIDE * MODEL_SIDE * 3) throw new Error(`Expected ${MODEL_SIDE}×${MODEL_SIDE} RGB bytes, got ${rgb.length}`);
  session ??= createSession().catch((error) => {
    session = undefined;
    throw error;
  });
  const input = new Tensor("float32", normalize(rgb), [1, 3, MODEL_SIDE, MODEL_SIDE]);
  try {
    // Fetching only "output" skips copying the model's five side outputs and six feature maps.
    const { output } = await (await session).run({ input }, ["output"]);
    const mask = toMask(/** @type {Float32Array} */ (output.data));
    output.dispose();
    return mask;
  } finally {
    input.dispose();
  }
}

/** Interleaved RGB bytes to planar float32, with the package's own normalisation ((v − 128) / 256). @param {Uint8Array} rgb */
function normalize(rgb) {
  const plane = MODEL_SIDE * MODEL_SIDE;
  const out = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) {
    out[i] = (rgb[3 * i] - 128) / 256;
    out[i + plane] = (rgb[3 * i + 1] - 128) / 256;
    out[i + 2 * plane] = (rgb[3 * i + 2] - 128) / 256;
  }
  return out;
}

/** @param {Float32Array} probabilities */
function toMask(probabilities) {
  const mask = new Uint8Array(probabilities.length);
  for (let i = 0; i < probabilities.length; i++) mask[i] = Math.round(Math.min(1, Math.max(0, probabilities[i])) * 255);
  return mask;
}

/** Answers the parent; one that went away meanwhile (stopped, or crashed) gets nothing, and this process ends on its disconnect. @param {object} reply */
function answer(reply) {
  if (process.connected) process.send?.(reply, undefined, undefined, () => {});
}

process.on("message", (/** @type {{ id: number; rgb: Uint8Array }} */ request) => {
  predict(request.rgb).then(
    (mask) => answer({ id: request.id, mask }),
    (error) => answer({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
// The parent went away (crashed, or a test worker ended): nothing is left to serve.
process.on("disconnect", () => process.exit(0));
