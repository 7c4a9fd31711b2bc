import { QueryClient } from "@tanstack/react-query";
import { isClientError } from "./app-error";

export const QUERY_GC_TIME_MS = 5 * 60_000;
export const MAX_RETRIES = 3;

/** Backoff doubling from 1 s, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** A 4xx will answer the same way again, so only server and network failures are retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && !isClientError(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_GC_TIME_MS, retry: shouldRetry, retryDelay, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
