import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import onnxProto from "onnx-proto";
import { InferenceSession, Tensor } from "onnxruntime-node";
import { describe, expect, it } from "vitest";
import { hasDotProduct } from "./background-model-file.mjs";
import { quantizedModel, withActivationOutputs } from "./onnx-quantize.mjs";

const { onnx } = onnxProto;
const SIDE = 16;

/** A seeded stream of numbers in [-1, 1). */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 30 - 1;
  };
}

function floatTensor(name: string, dims: number[], next: () => number, scale: number) {
  const values = Float32Array.from({ length: dims.reduce((a, b) => a * b, 1) }, () => next() * scale);
  return onnx.TensorProto.create({ name, dataType: 1, dims, rawData: new Uint8Array(values.buffer) });
}

/**
 * input → Cast(float) → Conv → Relu → MaxPool → Conv → Relu → Concat(with the pool) → Conv (not quantized: left
 * out of the table) → output: the shape of the background model's blocks, small.
 */
function smallModel(): Uint8Array {
  const next = numbers(7);
  const conv = (name: string, input: string, output: string) =>
    onnx.NodeProto.create({
      opType: "Conv",
      name,
      input: [input, `${name}.w`, `${name}.b`],
      output: [output],
      attribute: [{ name: "pads", type: 7, ints: [1, 1, 1, 1] }],
    });
  const graph = onnx.GraphProto.create({
    name: "small",
    input: [onnx.ValueInfoProto.create({ name: "input", type: { tensorType: { elemType: 1, shape: { dim: [1, 3, SIDE, SIDE].map((dimValue) => ({ dimValue })) } } } })],
    output: [
      onnx.ValueInfoProto.create({ name: "output", type: { tensorType: { elemType: 1 } } }),
      onnx.ValueInfoProto.create({ name: "side", type: { tensorType: { elemType: 1 } } }),
    ],
    node: [
      onnx.NodeProto.create({ opType: "Cast", name: "cast", input: ["input"], output: ["input_cast"], attribute: [{ name: "to", type: 2, i: 1 }] }),
      conv("c1", "input_cast", "c1_out"),
      onnx.NodeProto.create({ opType: "Relu", name: "r1", input: ["c1_out"], output: ["r1_out"] }),
      onnx.NodeProto.create({ opType: "MaxPool", name: "p1", input: ["r1_out"], output: ["p1_out"], attribute: [{ name: "kernel_shape", type: 7, ints: [2, 2] }] }),
      conv("c2", "p1_out", "c2_out"),
      onnx.NodeProto.create({ opType: "Relu", name: "r2", input: ["c2_out"], output: ["r2_out"] }),
      onnx.NodeProto.create({ opType: "Concat", name: "cat", input: ["r2_out", "p1_out"], output: ["cat_out"], attribute: [{ name: "axis", type: 2, i: 1 }] }),
      conv("c3", "cat_out", "output"),
      onnx.NodeProto.create({ opType: "Relu", name: "side", input: ["cat_out"], output: ["side"] }),
    ],
    initializer: [
      floatTensor("c1.w", [8, 3, 3, 3], next, 0.5),
      floatTensor("c1.b", [8], next, 0.1),
      floatTensor("c2.w", [8, 8, 3, 3], next, 0.3),
      floatTensor("c2.b", [8], next, 0.1),
      floatTensor("c3.w", [1, 16, 3, 3], next, 0.3),
      floatTensor("c3.b", [1], next, 0.1),
    ],
  });
  return onnx.ModelProto.encode(onnx.ModelProto.create({ irVersion: 8, opsetImport: [{ version: 15 }], graph })).finish();
}

const input = () => {
  const next = numbers(11);
  return new Tensor("float32", Float32Array.from({ length: 3 * SIDE * SIDE }, () => next() * 0.5), [1, 3, SIDE, SIDE]);
};

async function run(model: Uint8Array, outputs: string[], graphOptimizationLevel: "disabled" | "all" = "all") {
  const session = await InferenceSession.create(model, { graphOptimizationLevel });
  const result = await session.run({ input: input() }, outputs);
  await session.release();
  return result;
}

describe("quantizedModel", () => {
  it("puts each calibrated activation through uint8 and the convolutions between them on int8 weights, which onnxruntime fuses", async () => {
    const float32 = smallModel();
    const { model: probe, activations } = withActivationOutputs(float32, "output");
    // The cast is gone; a convolution before a Relu is read after it; "side" is no graph output any more, its node unused.
    expect(activations).toEqual(["input", "r1_out", "p1_out", "r2_out", "cat_out", "output", "side"]);
    const measured = await run(probe, activations);
    const range = (name: string): [number, number] => {
      const values = measured[name].data as Float32Array;
      return [Math.min(...values), Math.max(...values)];
    };
    const table = Object.fromEntries(["input", "r1_out", "p1_out", "r2_out", "cat_out"].map((name) => [name, range(name)]));

    const quantized = quantizedModel(float32, table, "output");
    const graph = onnx.ModelProto.decode(quantized).graph as onnxProto.onnx.GraphProto;
    expect(graph.output.map((output) => output.name)).toEqual(["output"]);
    expect(graph.node.some((node) => node.opType === "Cast")).toBe(false);
    const quantizeNodes = graph.node.filter((node) => node.opType === "QuantizeLinear").map((node) => node.input?.[0]);
    expect(quantizeNodes.sort()).toEqual(Object.keys(table).sort());
    const types = Object.fromEntries(graph.initializer.map((tensor) => [tensor.name, tensor.dataType]));
    // c1 and c2 sit between two quantized activations; c3's output is not in the table, so it keeps float weights.
    expect([types["c1.w_q"], types["c1.b_q"], types["c2.w_q"], types["c3.w"]]).toEqual([3, 6, 3, 1]);
    expect(types["c1.w"]).toBeUndefined();
    // The pool shares its input's scale, so onnxruntime can run it on the uint8 values.
    const poolQuantize = graph.node.find((node) => node.opType === "QuantizeLinear" && node.input?.[0] === "p1_out");
    expect(poolQuantize?.input?.[1]).toBe("r1_out_scale");

    const optimizedFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-quantize-")), "optimized.onnx");
    const session = await InferenceSession.create(quantized, { graphOptimizationLevel: "extended", optimizedModelFilePath: optimizedFile });
    const fused = (await session.run({ input: input() }, ["output"])).output.data as Float32Array;
    await session.release();
    const ops = new Set(onnx.ModelProto.decode(fs.readFileSync(optimizedFile)).graph?.node?.map((node) => node.opType));
    expect(ops.has("QLinearConv")).toBe(true);
    fs.rmSync(path.dirname(optimizedFile), { recursive: true, force: true });

    const reference = (await run(float32, ["output"])).output.data as Float32Array;
    const largest = Math.max(...reference.map(Math.abs));
    const error = (result: Float32Array) => Math.max(...reference.map((value, i) => Math.abs(value - result[i]))) / largest;
    // Unfused, onnxruntime runs each QuantizeLinear/DequantizeLinear in float: the quantizer's own rounding, on any CPU.
    const simulated = (await run(quantized, ["output"], "disabled")).output.data as Float32Array;
    expect(error(simulated)).toBeLessThan(0.05);
    expect(error(simulated)).toBeGreaterThan(0);
    // The fused 8-bit kernels saturate int16 sums without a dot-product instruction, which is why the service ships this model only where the CPU has one.
    if (hasDotProduct(fs.readFileSync("/proc/cpuinfo", "utf8"))) expect(error(fused)).toBeLessThan(0.05);
  });
});
