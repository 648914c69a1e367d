/** Types of onnx-quantize.mjs (plain JavaScript, so the model process runs it without a TypeScript loader). */
export type CalibrationTable = Record<string, [number, number]>;
export function quantizedModel(float32Model: Uint8Array, table: CalibrationTable, keepOutput: string): Uint8Array;
export function withActivationOutputs(float32Model: Uint8Array, keepOutput: string): { model: Uint8Array; activations: string[] };
