import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/** A value only the browser knows, `serverValue` while the server renders and during hydration (so both render alike). */
export function useBrowserValue<T>(browserValue: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeToNothing, browserValue, () => serverValue);
}

/** True once the page is hydrated: what only works with its handlers attached can wait for it. */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}
