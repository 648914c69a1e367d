/** Types of onnx-float32.mjs (plain JavaScript, so the model process runs it without a TypeScript loader). */
export function float16ModelAsFloat32(model: Uint8Array): Buffer;
