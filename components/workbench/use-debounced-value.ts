"use client";

import { useEffect, useState } from "react";

/** The value once it has stopped changing for `ms`; compared by its JSON so a fresh but equal object does not restart the wait. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(JSON.parse(key) as T), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return debounced;
}
