import { setTimeout } from "node:timers/promises";
import { consume, type Budget } from "./limiter";

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 8_000;

/**
 * How long a wrong answer waits once its subject has had `wrong` wrong answers in the window: nothing
 * for the first `free`, then 250 ms doubling to 8 s. Never a refusal: a right answer is never held
 * back by anyone's wrong ones (gallery passwords, sign-in).
 */
export function wrongAnswerDelayMs(wrong: number, free: number): number {
  const over = wrong - free;
  return over <= 0 ? 0 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (over - 1));
}

/** A budget that only counts wrong answers per subject over `windowSeconds` (its points are never all spent). */
export function wrongAnswerCounter(name: string, windowSeconds: number): Budget {
  return { name, points: 1_000_000, windowSeconds };
}

/** Counts one wrong answer for `subject` and waits as wrongAnswerDelayMs says. */
export async function slowWrongAnswer({ counter, subject, free }: { counter: Budget; subject: string; free: number }): Promise<void> {
  const counted = await consume(counter, subject);
  await setTimeout(wrongAnswerDelayMs(counted.limit - counted.remaining, free));
}
