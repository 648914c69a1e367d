/** Types of background-model-file.mjs (plain JavaScript, so the model process runs it without a TypeScript loader). */
export function backgroundModelBytes(root: string): Promise<Uint8Array>;
export function hasDotProduct(cpuinfo: string): boolean;
