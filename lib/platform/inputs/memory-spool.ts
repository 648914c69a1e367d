import { processState } from "@/lib/core/process-state";

declare module "@/lib/core/process-state" {
  interface ProcessState {
    memorySpool?: MemorySpool;
  }
}

/**
 * Where small uploads are kept in memory instead of temp files: a few slabs of `slabBytes` each (an
 * upload's most), made when first needed and then reused for the life of the process. Reused, because
 * a fresh buffer per upload, alive for as long as its conversion, is promoted out of V8's young
 * generation and left for a full collection: the garbage collector then cost more than the temp file
 * saved (docs/benchmarks.md). An upload that finds no free slab, or outgrows its slab, goes to disk.
 */
export class MemorySpool {
  private readonly free: Buffer[] = [];
  private made = 0;

  constructor(
    readonly slabBytes: number,
    readonly slabs: number,
  ) {}

  /** A free slab for one upload, or null when every slab is taken (or there are none). */
  lease(): SpooledBytes | null {
    let slab = this.free.pop();
    if (!slab && this.made < this.slabs) {
      slab = Buffer.allocUnsafeSlow(this.slabBytes);
      this.made++;
    }
    return slab ? new SpooledBytes(slab, (given) => this.free.push(given)) : null;
  }

  /** Slabs out on lease now. */
  get leased(): number {
    return this.made - this.free.length;
  }
}

/** One upload's bytes in a leased slab. The slab goes back once its owner and every `keep` have let go; until then the bytes stay as written. */
export class SpooledBytes {
  size = 0;
  private holders = 1;

  constructor(
    private readonly slab: Buffer,
    private readonly giveBack: (slab: Buffer) => void,
  ) {}

  /** Copies `chunk` in after what came before; false (nothing copied) when the slab has no room for it. */
  append(chunk: Uint8Array): boolean {
    if (this.size + chunk.byteLength > this.slab.length) return false;
    this.slab.set(chunk, this.size);
    this.size += chunk.byteLength;
    return true;
  }

  /** The bytes written so far (a view of the slab: valid while it is held). */
  get bytes(): Buffer {
    return this.slab.subarray(0, this.size);
  }

  /** Holds the bytes for another reader (a job run with them) until the returned function is called (once). */
  keep(): () => void {
    this.holders++;
    let letGo = false;
    return () => {
      if (letGo) return;
      letGo = true;
      this.release();
    };
  }

  /** The owner's release: call once. */
  release(): void {
    if (--this.holders === 0) this.giveBack(this.slab);
  }
}

/** The process's one spool: slabs of `uploadBytes`, as many as fit in `totalBytes` (the first caller's values: the environment's, read once). */
export function memorySpool({ uploadBytes, totalBytes }: { uploadBytes: number; totalBytes: number }): MemorySpool {
  const state = processState();
  return (state.memorySpool ??= new MemorySpool(uploadBytes, uploadBytes > 0 ? Math.floor(totalBytes / uploadBytes) : 0));
}
