// @ts-check
// An ONNX model stored in float16 as the same model in float32, for onnxruntime's CPU provider, which has
// no float16 kernels on x86: given the float16 model it wraps every node in casts to float32 and back
// and runs them on every inference. Only the protobuf fields that carry the element type are rewritten
// (wire format, onnx.proto3 field numbers); every other byte is copied as it is.

// ModelProto.graph; GraphProto.node, .initializer, .value_info; NodeProto.op_type, .attribute;
// AttributeProto.name, .i; TensorProto.data_type, .raw_data.
const MODEL_GRAPH = 7;
const GRAPH_NODE = 1;
const GRAPH_INITIALIZER = 5;
const GRAPH_VALUE_INFO = 13;
const NODE_OP_TYPE = 4;
const NODE_ATTRIBUTE = 5;
const ATTRIBUTE_NAME = 1;
const ATTRIBUTE_INT = 3;
const TENSOR_DATA_TYPE = 2;
const TENSOR_RAW_DATA = 9;
// TensorProto.DataType
const FLOAT = 1;
const FLOAT16 = 10;

const VARINT = 0;
const FIXED64 = 1;
const LENGTH_DELIMITED = 2;
const FIXED32 = 5;

/**
 * @typedef {{ number: number; wire: number; start: number; valueStart: number; end: number }} Field
 * One field of a message: its number and wire type, and where the whole field and its value lie.
 */

/**
 * @typedef {Uint8Array | { float16: Uint8Array }} Part
 * A piece of the output: bytes copied as they are, or float16 values written out as float32 (twice as long).
 */

/** @param {Part} part */
const partLength = (part) => ("float16" in part ? 2 * part.float16.length : part.length);

/** @param {Uint8Array} bytes @param {number} at @returns {[number, number]} the value and the offset after it (values here stay far below 2^53) */
function readVarint(bytes, at) {
  let value = 0;
  let scale = 1;
  for (;;) {
    if (at >= bytes.length) throw new Error("ONNX model: truncated varint");
    const byte = bytes[at++];
    value += (byte & 0x7f) * scale;
    if (byte < 0x80) return [value, at];
    scale *= 128;
  }
}

/** @param {number} value @returns {Uint8Array} */
function varint(value) {
  const out = [];
  while (value >= 0x80) {
    out.push((value % 128) | 0x80);
    value = Math.floor(value / 128);
  }
  out.push(value);
  return Uint8Array.from(out);
}

/** @param {Uint8Array} message @returns {Generator<Field>} */
function* fieldsOf(message) {
  let at = 0;
  while (at < message.length) {
    const start = at;
    const [tag, afterTag] = readVarint(message, at);
    const number = Math.floor(tag / 8);
    const wire = tag & 7;
    let valueStart = afterTag;
    if (wire === VARINT) at = readVarint(message, afterTag)[1];
    else if (wire === FIXED64) at = afterTag + 8;
    else if (wire === FIXED32) at = afterTag + 4;
    else if (wire === LENGTH_DELIMITED) {
      const [length, afterLength] = readVarint(message, afterTag);
      valueStart = afterLength;
      at = afterLength + length;
    } else throw new Error(`ONNX model: unsupported wire type ${wire}`);
    if (at > message.length) throw new Error("ONNX model: a field runs past its message");
    yield { number, wire, start, valueStart, end: at };
  }
}

/** A length-delimited field made of `parts`. @param {number} number @param {Part[]} parts @returns {Part[]} */
function lengthDelimited(number, parts) {
  const length = parts.reduce((sum, part) => sum + partLength(part), 0);
  return [varint(number * 8 + LENGTH_DELIMITED), varint(length), ...parts];
}

/** Every float16 number as its float32 value, indexed by its 16 bits. */
function float16Table() {
  const table = new Float32Array(65536);
  for (let bits = 0; bits < 65536; bits++) {
    const sign = bits & 0x8000 ? -1 : 1;
    const exponent = (bits >> 10) & 0x1f;
    const fraction = bits & 0x3ff;
    if (exponent === 0) table[bits] = sign * fraction * 2 ** -24;
    else if (exponent === 31) table[bits] = fraction ? NaN : sign * Infinity;
    else table[bits] = sign * (1 + fraction / 1024) * 2 ** (exponent - 15);
  }
  return table;
}

/** Writes little-endian float16 values as float32 at `at` (one tensor at a time through an aligned array; x86 and ARM are little-endian, as ONNX stores). @param {Uint8Array} raw @param {Float32Array} table @param {Buffer} out @param {number} at */
function widenInto(raw, table, out, at) {
  const values = new Float32Array(raw.length / 2);
  for (let i = 0; i < values.length; i++) values[i] = table[raw[2 * i] | (raw[2 * i + 1] << 8)];
  out.set(new Uint8Array(values.buffer), at);
}

/** A TensorProto: a float16 one with its data as float32, any other as it is. @param {Uint8Array} tensor @returns {Part[]} */
function tensorAsFloat32(tensor) {
  const fields = [...fieldsOf(tensor)];
  const type = fields.find((f) => f.number === TENSOR_DATA_TYPE && f.wire === VARINT);
  if (!type || readVarint(tensor, type.valueStart)[0] !== FLOAT16) return [tensor];
  const raw = fields.find((f) => f.number === TENSOR_RAW_DATA && f.wire === LENGTH_DELIMITED);
  if (!raw) throw new Error("ONNX model: a float16 tensor without raw_data");
  return fields.flatMap((f) => {
    if (f === type) return [varint(TENSOR_DATA_TYPE * 8 + VARINT), varint(FLOAT)];
    if (f === raw) return lengthDelimited(TENSOR_RAW_DATA, [{ float16: tensor.subarray(f.valueStart, f.end) }]);
    return [tensor.subarray(f.start, f.end)];
  });
}

/** A NodeProto: a Cast to float16 becomes a cast to float32 (a no-op onnxruntime removes), any other node as it is. @param {Uint8Array} node @returns {Part[]} */
function nodeAsFloat32(node) {
  const fields = [...fieldsOf(node)];
  const opType = fields.find((f) => f.number === NODE_OP_TYPE);
  if (!opType || new TextDecoder().decode(node.subarray(opType.valueStart, opType.end)) !== "Cast") return [node];
  return fields.flatMap((f) => {
    if (f.number !== NODE_ATTRIBUTE) return [node.subarray(f.start, f.end)];
    const attribute = node.subarray(f.valueStart, f.end);
    const parts = [...fieldsOf(attribute)];
    const name = parts.find((p) => p.number === ATTRIBUTE_NAME);
    const to = parts.find((p) => p.number === ATTRIBUTE_INT && p.wire === VARINT);
    const isTo = name && new TextDecoder().decode(attribute.subarray(name.valueStart, name.end)) === "to";
    if (!isTo || !to || readVarint(attribute, to.valueStart)[0] !== FLOAT16) return [node.subarray(f.start, f.end)];
    return lengthDelimited(NODE_ATTRIBUTE, parts.flatMap((p) => (p === to ? [varint(ATTRIBUTE_INT * 8 + VARINT), varint(FLOAT)] : [attribute.subarray(p.start, p.end)])));
  });
}

/**
 * The model with every float16 initializer as float32 and every cast to float16 as a cast to float32.
 * The graph's value_info (intermediate shapes and types, which name float16) is left out: onnxruntime
 * infers it again. Graph inputs and outputs are taken as they are (float32 in the bundled models).
 * @param {Uint8Array} model
 * @returns {Buffer}
 */
export function float16ModelAsFloat32(model) {
  /** @type {Part[]} */
  const parts = [];
  for (const field of fieldsOf(model)) {
    if (field.number !== MODEL_GRAPH || field.wire !== LENGTH_DELIMITED) {
      parts.push(model.subarray(field.start, field.end));
      continue;
    }
    const graph = model.subarray(field.valueStart, field.end);
    /** @type {Part[]} */
    const graphParts = [];
    for (const f of fieldsOf(graph)) {
      const value = graph.subarray(f.valueStart, f.end);
      if (f.number === GRAPH_VALUE_INFO) continue;
      if (f.number === GRAPH_INITIALIZER) graphParts.push(...lengthDelimited(GRAPH_INITIALIZER, tensorAsFloat32(value)));
      else if (f.number === GRAPH_NODE) graphParts.push(...lengthDelimited(GRAPH_NODE, nodeAsFloat32(value)));
      else graphParts.push(graph.subarray(f.start, f.end));
    }
    parts.push(...lengthDelimited(MODEL_GRAPH, graphParts));
  }
  // One buffer, written once: the float32 weights are never held twice.
  const out = Buffer.allocUnsafe(parts.reduce((sum, part) => sum + partLength(part), 0));
  const table = float16Table();
  let at = 0;
  for (const part of parts) {
    if ("float16" in part) widenInto(part.float16, table, out, at);
    else out.set(part, at);
    at += partLength(part);
  }
  return out;
}
