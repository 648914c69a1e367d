// @ts-check
// The float32 background model with 8-bit arithmetic where its masks allow it, in ONNX's QDQ form:
// each calibrated activation gets a QuantizeLinear → DequantizeLinear pair (uint8, its range from the
// calibration table), and each Conv between two of them int8 weights per output channel and an int32
// bias. onnxruntime fuses those groups into QLinearConv, QLinearConcat and QLinearAdd, which run on
// the CPU's 8-bit dot-product instructions; whatever the table leaves out stays float32.
import onnxProto from "onnx-proto";

const { onnx } = onnxProto;

/** TensorProto.DataType */
const FLOAT = 1;
const UINT8 = 2;
const INT8 = 3;
const INT32 = 6;
/** AttributeProto.AttributeType.INT */
const ATTRIBUTE_INT = 2;

/**
 * @typedef {Record<string, [number, number]>} CalibrationTable
 * Each activation to quantize, by tensor name, with the range its uint8 values cover (clipped at calibration).
 */

/** @typedef {{ scale: number; scaleName: string; zeroPointName: string }} Quantization */

/**
 * The model with the table's activations and the weights of the convolutions between them in 8 bits; its only
 * graph output `keepOutput`, its identity casts gone (decodedWithOneOutput).
 * @param {Uint8Array} float32Model @param {CalibrationTable} table @param {string} keepOutput
 * @returns {Uint8Array}
 */
export function quantizedModel(float32Model, table, keepOutput) {
  const { model, graph } = decodedWithOneOutput(float32Model, keepOutput);

  const producers = new Map(graph.node.flatMap((node) => node.output.map((name) => [name, node])));
  const initializers = new Map(graph.initializer.map((tensor) => [tensor.name, tensor]));
  /** @type {onnxProto.onnx.ITensorProto[]} */
  const added = [];
  /** @type {Map<string, Quantization>} */
  const quantizations = new Map();

  /** @param {string} name @returns {Quantization} */
  const quantization = (name) => {
    const known = quantizations.get(name);
    if (known) return known;
    const producer = producers.get(name);
    // A MaxPool or Resize output shares its input's scale, so onnxruntime runs it on the uint8 values directly.
    const shared = producer && (producer.opType === "MaxPool" || producer.opType === "Resize") && table[producer.input[0]];
    const own = shared ? quantization(producer.input[0]) : uint8Quantization(name, table[name], added);
    quantizations.set(name, own);
    return own;
  };

  const quantized = new Set(Object.keys(table).filter((name) => name === "input" || producers.has(name)));
  /** @type {Map<onnxProto.onnx.INodeProto | undefined, onnxProto.onnx.INodeProto[]>} */
  const after = new Map();
  for (const name of quantized) {
    const { scaleName, zeroPointName } = quantization(name);
    const producer = producers.get(name);
    after.set(producer, [
      ...(after.get(producer) ?? []),
      onnx.NodeProto.create({ opType: "QuantizeLinear", name: `${name}_Q`, input: [name, scaleName, zeroPointName], output: [`${name}_q`] }),
      onnx.NodeProto.create({ opType: "DequantizeLinear", name: `${name}_DQ`, input: [`${name}_q`, scaleName, zeroPointName], output: [`${name}_dq`] }),
    ]);
  }
  for (const node of graph.node) node.input = node.input.map((name) => (quantized.has(name) ? `${name}_dq` : name));

  /** @type {Map<onnxProto.onnx.INodeProto, onnxProto.onnx.INodeProto[]>} */
  const before = new Map();
  const replaced = new Set();
  for (const node of graph.node) {
    if (node.opType !== "Conv") continue;
    const input = node.input[0].endsWith("_dq") ? node.input[0].slice(0, -"_dq".length) : undefined;
    if (!input || !outputQuantized(node, graph.node, quantized)) continue;
    const weightName = node.input[1];
    const weights = floats(/** @type {onnxProto.onnx.ITensorProto} */ (initializers.get(weightName)));
    const dims = (initializers.get(weightName)?.dims ?? []).map(Number);
    const channelScales = int8PerChannel(weightName, weights, dims, added);
    const dequantize = [dequantizeNode(weightName)];
    node.input[1] = `${weightName}_dq`;
    replaced.add(weightName);
    if (node.input[2]) {
      const biasName = node.input[2];
      const inputScale = quantization(input).scale;
      const biasScales = Float32Array.from(channelScales, (scale) => scale * inputScale);
      const bias = floats(/** @type {onnxProto.onnx.ITensorProto} */ (initializers.get(biasName)));
      added.push(
        tensor(`${biasName}_q`, INT32, [bias.length], Int32Array.from(bias, (value, c) => Math.round(value / biasScales[c]))),
        tensor(`${biasName}_qs`, FLOAT, [bias.length], biasScales),
        tensor(`${biasName}_qz`, INT32, [bias.length], new Int32Array(bias.length)),
      );
      dequantize.push(dequantizeNode(biasName));
      node.input[2] = `${biasName}_dq`;
      replaced.add(biasName);
    }
    before.set(node, dequantize);
  }

  const startNodes = after.get(undefined) ?? [];
  graph.node = [...startNodes, ...graph.node.flatMap((node) => [...(before.get(node) ?? []), node, ...(after.get(node) ?? [])])];
  graph.initializer = [...graph.initializer.filter((tensor) => !replaced.has(tensor.name)), ...added];
  return onnx.ModelProto.encode(model).finish();
}

/**
 * The model as `quantizedModel` sees it, with every activation it could quantize also a graph output, and
 * their names: the graph input, and what Relu, MaxPool, Resize, Add, a Concat along channels and a Conv not
 * followed by a Relu produce. Calibration runs it on sample images to find each one's range.
 * @param {Uint8Array} float32Model @param {string} keepOutput @returns {{ model: Uint8Array; activations: string[] }}
 */
export function withActivationOutputs(float32Model, keepOutput) {
  const { model, graph } = decodedWithOneOutput(float32Model, keepOutput);
  const activations = ["input"];
  for (const node of graph.node) {
    const output = node.output[0];
    const channelConcat = node.opType === "Concat" && Number(node.attribute.find((attribute) => attribute.name === "axis")?.i) === 1;
    const readers = graph.node.filter((reader) => reader.input.includes(output));
    const convBeforeRelu = node.opType === "Conv" && readers.length === 1 && readers[0].opType === "Relu";
    if (["Relu", "MaxPool", "Resize", "Add"].includes(node.opType) || channelConcat || (node.opType === "Conv" && !convBeforeRelu)) activations.push(output);
  }
  for (const name of activations) {
    if (name !== keepOutput) graph.output.push(onnx.ValueInfoProto.create({ name, type: { tensorType: { elemType: FLOAT } } }));
  }
  return { model: onnx.ModelProto.encode(model).finish(), activations };
}

/**
 * The model decoded, with `keepOutput` its only graph output and its identity casts (float to float, left by the float16
 * export) taken out, so that nothing else holds an activation in float32. @param {Uint8Array} float32Model @param {string} keepOutput
 */
function decodedWithOneOutput(float32Model, keepOutput) {
  const model = onnx.ModelProto.decode(float32Model);
  const graph = /** @type {onnxProto.onnx.GraphProto} */ (model.graph);
  graph.output = graph.output.filter((output) => output.name === keepOutput);
  graph.node = withoutIdentityCasts(graph.node, new Set([keepOutput]));
  return { model, graph };
}

/** The nodes with every Cast from float to float taken out and its readers reading its input instead. @param {onnxProto.onnx.INodeProto[]} nodes @param {Set<string>} outputs */
function withoutIdentityCasts(nodes, outputs) {
  /** @type {Map<string, string>} */
  const renamed = new Map();
  const kept = nodes.filter((node) => {
    const to = node.attribute?.find((attribute) => attribute.name === "to");
    const identity = node.opType === "Cast" && Number(to?.i) === FLOAT && !outputs.has(node.output?.[0] ?? "");
    if (identity) renamed.set(/** @type {string} */ (node.output?.[0]), /** @type {string} */ (node.input?.[0]));
    return !identity;
  });
  /** @param {string} name @returns {string} */
  const source = (name) => (renamed.has(name) ? source(/** @type {string} */ (renamed.get(name))) : name);
  for (const node of kept) node.input = (node.input ?? []).map((name) => (name ? source(name) : name));
  return kept;
}

/** Whether a Conv's result is quantized, directly or after the Relu that reads only it. @param {onnxProto.onnx.INodeProto} conv @param {onnxProto.onnx.INodeProto[]} nodes @param {Set<string>} quantized */
function outputQuantized(conv, nodes, quantized) {
  const output = conv.output?.[0] ?? "";
  if (quantized.has(output)) return true;
  const readers = nodes.filter((node) => node.input?.includes(output));
  return readers.length === 1 && readers[0].opType === "Relu" && quantized.has(readers[0].output?.[0] ?? "");
}

/** Scale and zero point of a uint8 range covering [low, high] and zero, added as initializers. @param {string} name @param {[number, number]} range @param {onnxProto.onnx.ITensorProto[]} added @returns {Quantization} */
function uint8Quantization(name, [low, high], added) {
  const lowest = Math.min(low, 0);
  const scale = (Math.max(high, 0) - lowest) / 255 || Number.EPSILON;
  const zeroPoint = Math.min(255, Math.max(0, Math.round(-lowest / scale)));
  const quantization = { scale, scaleName: `${name}_scale`, zeroPointName: `${name}_zero_point` };
  added.push(tensor(quantization.scaleName, FLOAT, [], new Float32Array([scale])), tensor(quantization.zeroPointName, UINT8, [], new Uint8Array([zeroPoint])));
  return quantization;
}

/** Symmetric int8 weights, one scale per output channel (the first dimension), added as initializers; returns the scales. @param {string} name @param {Float32Array} weights @param {number[]} dims @param {onnxProto.onnx.ITensorProto[]} added */
function int8PerChannel(name, weights, dims, added) {
  const channels = dims[0];
  const perChannel = weights.length / channels;
  const scales = new Float32Array(channels);
  const values = new Int8Array(weights.length);
  for (let c = 0; c < channels; c++) {
    let largest = 0;
    for (let i = c * perChannel; i < (c + 1) * perChannel; i++) largest = Math.max(largest, Math.abs(weights[i]));
    scales[c] = largest / 127 || Number.EPSILON;
    for (let i = c * perChannel; i < (c + 1) * perChannel; i++) values[i] = Math.round(weights[i] / scales[c]);
  }
  added.push(tensor(`${name}_q`, INT8, dims, values), tensor(`${name}_qs`, FLOAT, [channels], scales), tensor(`${name}_qz`, INT8, [channels], new Int8Array(channels)));
  return scales;
}

/** DequantizeLinear of an initializer quantized per output channel (`<name>_q`, `_qs`, `_qz`) into `<name>_dq`. @param {string} name */
function dequantizeNode(name) {
  return onnx.NodeProto.create({
    opType: "DequantizeLinear",
    name: `${name}_DQ`,
    input: [`${name}_q`, `${name}_qs`, `${name}_qz`],
    output: [`${name}_dq`],
    attribute: [{ name: "axis", type: ATTRIBUTE_INT, i: 0 }],
  });
}

/** A float32 initializer's values (the float16 converter writes them as raw data). @param {onnxProto.onnx.ITensorProto} initializer */
function floats(initializer) {
  const raw = initializer.rawData;
  if (!raw || raw.length === 0) throw new Error(`ONNX model: initializer ${initializer.name} has no raw float data`);
  // A copy: the decoded bytes may sit at an offset that is no multiple of 4.
  const copy = new Uint8Array(raw);
  return new Float32Array(copy.buffer, 0, copy.length / 4);
}

/** @param {string} name @param {number} dataType @param {number[]} dims @param {ArrayBufferView} values */
function tensor(name, dataType, dims, values) {
  return onnx.TensorProto.create({ name, dataType, dims, rawData: new Uint8Array(values.buffer, values.byteOffset, values.byteLength) });
}
