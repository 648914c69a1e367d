import { ApiError } from "@/lib/core/errors";

/** How many may hold a place at once, how many of them one account, and how many of one account may wait. */
export type GateLimits = { slots: number; perAccount: number; waitingPerAccount: number };

type Waiter = { account: string; grant: (leave: () => void) => void; refuse: (error: unknown) => void; dropAbort: () => void };

/**
 * The render slots of a process, shared fairly between accounts, as the job queue's fair pick shares
 * workers: one account holds at most `perAccount` of them, so the rest stay free for others; when a
 * place frees, the waiting account with the fewest running goes next, ties to the one whose last turn
 * is oldest (round-robin). An account that already has `waitingPerAccount` renders waiting is told to
 * come back (`503 overloaded`); other accounts' waits never count against it. A waiter whose `signal`
 * aborts (every request for its render has gone) leaves the queue without ever running.
 */
export class FairGate {
  private running = 0;
  private readonly runningBy = new Map<string, number>();
  private readonly waiting = new Map<string, Waiter[]>();
  private readonly lastTurn = new Map<string, number>();
  private turns = 0;
  private closed: ApiError | null = null;

  constructor(private readonly limits: () => GateLimits) {}

  /** Resolves with the function that gives the place up, once the account's turn comes. */
  enter(account: string, signal?: AbortSignal): Promise<() => void> {
    if (this.closed) return Promise.reject(this.closed);
    if (signal?.aborted) return Promise.reject(abandoned());
    const { slots, perAccount, waitingPerAccount } = this.limits();
    const queue = this.waiting.get(account) ?? [];
    const runsNow = this.running < slots && (this.runningBy.get(account) ?? 0) < perAccount && queue.length === 0;
    if (!runsNow && queue.length >= waitingPerAccount) {
      return Promise.reject(new ApiError("overloaded", "Too many images of this account are being rendered; try again shortly.", { headers: { "Retry-After": "2" } }));
    }
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const mine = this.waiting.get(account);
        const at = mine?.indexOf(waiter) ?? -1;
        if (at < 0) return;
        mine!.splice(at, 1);
        if (!mine!.length) this.waiting.delete(account);
        reject(abandoned());
      };
      const waiter: Waiter = {
        account,
        grant: resolve,
        refuse: reject,
        dropAbort: () => signal?.removeEventListener("abort", onAbort),
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      queue.push(waiter);
      this.waiting.set(account, queue);
      this.pump();
    });
  }

  /** Renders running, and waiting (of one account, or of all). */
  counts(account?: string): { running: number; waiting: number } {
    if (account !== undefined) return { running: this.runningBy.get(account) ?? 0, waiting: this.waiting.get(account)?.length ?? 0 };
    let waiting = 0;
    for (const queue of this.waiting.values()) waiting += queue.length;
    return { running: this.running, waiting };
  }

  /** Refuses every waiter, and every later `enter`, with `error` (shutdown); places held are given up as their renders end. */
  close(error: ApiError): void {
    this.closed = error;
    for (const queue of this.waiting.values()) {
      for (const waiter of queue) {
        waiter.dropAbort();
        waiter.refuse(error);
      }
    }
    this.waiting.clear();
  }

  /** Gives free places to waiting accounts under their share: fewest running first, then the oldest turn. */
  private pump(): void {
    const { slots, perAccount } = this.limits();
    while (this.running < slots) {
      let next: string | null = null;
      for (const account of this.waiting.keys()) {
        const running = this.runningBy.get(account) ?? 0;
        if (running >= perAccount) continue;
        if (next === null) {
          next = account;
          continue;
        }
        const best = this.runningBy.get(next) ?? 0;
        if (running < best || (running === best && (this.lastTurn.get(account) ?? -1) < (this.lastTurn.get(next) ?? -1))) next = account;
      }
      if (next === null) return;
      const queue = this.waiting.get(next)!;
      const waiter = queue.shift()!;
      if (!queue.length) this.waiting.delete(next);
      this.running++;
      this.runningBy.set(next, (this.runningBy.get(next) ?? 0) + 1);
      this.lastTurn.set(next, ++this.turns);
      waiter.dropAbort();
      waiter.grant(this.leaver(next));
    }
  }

  private leaver(account: string): () => void {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.running--;
      const held = (this.runningBy.get(account) ?? 1) - 1;
      if (held > 0) this.runningBy.set(account, held);
      else {
        this.runningBy.delete(account);
        // An account with nothing running or waiting is forgotten, so the maps hold only the accounts rendering now.
        if (!this.waiting.has(account)) this.lastTurn.delete(account);
      }
      this.pump();
    };
  }
}

function abandoned(): ApiError {
  return new ApiError("overloaded", "This render was abandoned: every request for it has gone.", { headers: { "Retry-After": "1" } });
}
