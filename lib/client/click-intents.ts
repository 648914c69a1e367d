/** 128 random bits; getRandomValues also works on a plain-http origin, where crypto.randomUUID does not exist. */
export function newIdempotencyKey(): string {
  return `wb_${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

// Operating systems count two clicks this close as one double-click (500 ms is the usual default).
const SAME_GESTURE_MS = 500;

/**
 * Which Idempotency-Key each click of one button sends, or that it sends nothing. One user intent is
 * one key: a retry of the same request after an answer the server may not have kept reuses it; a
 * changed request, or one after an answer, is a new intent. A click while a request is in flight is
 * ignored, and so is a new intent for the same request within a double-click of its answer: a fast
 * answer can arrive between the two clicks of one gesture, before React has disabled the button.
 */
export class ClickIntents {
  private intent: { key: string; body: string } | null = null;
  private inFlight = false;
  private ended: { body: string; at: number } | null = null;

  /** The key for a click sending `body` at `now` (ms), or null when the click is to be ignored. */
  begin(body: string, now: number): string | null {
    if (this.inFlight) return null;
    if (this.ended?.body === body && now - this.ended.at < SAME_GESTURE_MS) return null;
    this.inFlight = true;
    if (this.intent?.body !== body) this.intent = { key: newIdempotencyKey(), body };
    return this.intent.key;
  }

  /**
   * The request begun last ended at `now`. Its key is kept only for a retry of an answer the server may
   * not have kept; such a retry may come at once, since the server answers that key once.
   */
  end(now: number, { keyOutlives }: { keyOutlives: boolean }): void {
    this.inFlight = false;
    this.ended = !keyOutlives && this.intent ? { body: this.intent.body, at: now } : null;
    if (!keyOutlives) this.intent = null;
  }
}
