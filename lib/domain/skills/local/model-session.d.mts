/** Types of model-session.mjs (plain JavaScript, so the model process runs it without a TypeScript loader). */
import type { InferenceSession } from "onnxruntime-node";
export function modelSessionOptions(model?: { eightBitModel?: boolean }): Promise<InferenceSession.SessionOptions>;
export function physicalCores(cpuinfo: string, available: number): number;
