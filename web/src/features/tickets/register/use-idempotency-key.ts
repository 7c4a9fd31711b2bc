import { useCallback, useRef } from "react";

/**
 * One Idempotency-Key per attempt: the same order asked again (a double click, a retry after a lost
 * answer) carries the same key, so the service answers the order it placed instead of a second one.
 * A changed order is a new attempt with a new key.
 */
export function useIdempotencyKey() {
  const attempt = useRef<{ request: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown) => {
    const text = JSON.stringify(request);
    if (attempt.current?.request !== text) attempt.current = { request: text, key: crypto.randomUUID() };
    return attempt.current.key;
  }, []);
  const reset = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, reset };
}
