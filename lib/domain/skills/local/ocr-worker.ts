import { createRequire } from "node:module";
import path from "node:path";
import Tesseract from "tesseract.js";
import { ApiError } from "@/lib/core/errors";
import { createSerialQueue } from "./serial-queue";
import { processState } from "@/lib/core/process-state";

export type OcrMode = "auto" | "block" | "line" | "sparse";

const PAGE_SEGMENTATION: Record<OcrMode, Tesseract.PSM> = {
  auto: Tesseract.PSM.AUTO,
  block: Tesseract.PSM.SINGLE_BLOCK,
  line: Tesseract.PSM.SINGLE_LINE,
  sparse: Tesseract.PSM.SPARSE_TEXT,
};

type OcrState = { worker?: Promise<Tesseract.Worker>; queue: ReturnType<typeof createSerialQueue> };

declare module "@/lib/core/process-state" {
  interface ProcessState {
    ocr?: OcrState;
  }
}

// One warm worker per process (kept across Next.js module reloads).
function state(): OcrState {
  return (processState().ocr ??= { queue: createSerialQueue() });
}

/**
 * Recognises English text in an encoded image with one warm tesseract.js worker, one image at a time.
 * A run over `timeoutMs` kills the worker (the next call starts a fresh one) and fails with `processing_timeout`.
 */
export async function recognizeText({ image, mode, timeoutMs }: { image: Buffer; mode: OcrMode; timeoutMs: number }): Promise<Tesseract.Page> {
  const current = state();
  return current.queue(async () => {
    const worker = await loadWorker();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ApiError("processing_timeout", `Text recognition took longer than ${Math.round(timeoutMs / 1000)} s.`)), timeoutMs);
    });
    try {
      const work = (async () => {
        await worker.setParameters({ tessedit_pageseg_mode: PAGE_SEGMENTATION[mode] });
        return (await worker.recognize(image, {}, { text: true, blocks: true })).data;
      })();
      return await Promise.race([work, timeout]);
    } catch (error) {
      await discardWorker();
      throw error instanceof Error ? error : new Error(`tesseract.js: ${String(error)}`);
    } finally {
      clearTimeout(timer);
    }
  });
}

/** Stops the worker thread (tests, shutdown); the next recognition starts a new one. */
export async function releaseOcrWorker(): Promise<void> {
  await state().queue(discardWorker);
}

async function discardWorker(): Promise<void> {
  const current = state();
  const worker = current.worker;
  current.worker = undefined;
  if (worker) await worker.then((w) => w.terminate()).catch(() => undefined);
}

function loadWorker(): Promise<Tesseract.Worker> {
  const current = state();
  current.worker ??= createWorker().catch((error: unknown) => {
    current.worker = undefined;
    throw error instanceof Error ? error : new Error(`tesseract.js: ${String(error)}`);
  });
  return current.worker;
}

function createWorker(): Promise<Tesseract.Worker> {
  const requireFromRoot = createRequire(path.join(process.cwd(), "package.json"));
  const eng = requireFromRoot("@tesseract.js-data/eng") as { langPath: string; gzip: boolean };
  // The LSTM-only "best_int" data beside the package's default folder; an unset langPath would download from a CDN, and the default cache would write into the working directory.
  return Tesseract.createWorker("eng", Tesseract.OEM.LSTM_ONLY, {
    langPath: path.join(path.dirname(eng.langPath), "4.0.0_best_int"),
    gzip: eng.gzip,
    cacheMethod: "none",
  });
}
