import { QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiClientError } from "./api";
import { signInPath } from "./sign-in-path";

// A 4xx will answer the same on a second try; only network trouble and 5xx are worth repeating.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiClientError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** The browser's query client: a read that finds the session gone sends the user to sign in. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiClientError && error.status === 401 && typeof window !== "undefined") {
          window.location.assign(signInPath(window.location.pathname + window.location.search));
        }
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 15_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
