import type { InferenceSession } from "onnxruntime-node";
/** Types of background-model-file.mjs (plain JavaScript, so the model process runs it without a TypeScript loader). */
export function backgroundModelBytes(root: string, options?: { rebuild?: boolean }): Promise<{ bytes: Uint8Array; fromFile: boolean }>;
export function prepareBackgroundModel(root: string): Promise<void>;
export function quantizedBackgroundModel(float32Model: Uint8Array): Promise<Uint8Array>;
export function openBackgroundSession(root: string, options: InferenceSession.SessionOptions): Promise<InferenceSession>;
export function openBackgroundModel<T>(root: string, open: (bytes: Uint8Array) => Promise<T>): Promise<T>;
export function hasDotProduct(cpuinfo: string): boolean;
export function runsEightBitModel(cpuinfo: string): boolean;
export function bundledModelBytes(root: string, key: string): Promise<Buffer>;
