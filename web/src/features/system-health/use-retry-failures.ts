import type { TParkedMessage } from "@mawid/contracts/platform";
import { useCallback, useState } from "react";
import { parkedMessageKey } from "./parked-messages-queries";

/** Records why a message's latest retry failed, or forgets it (`null`) when another retry starts. */
export type SetRetryFailure = (message: TParkedMessage, reason: string | null) => void;

/**
 * Why each listed message's latest retry failed, whether the admin retried it alone or with
 * Retry all: kept in one place so an item always shows the newest answer, not an older one.
 */
export function useRetryFailures() {
  const [failures, setFailures] = useState<ReadonlyMap<string, string>>(() => new Map());
  const setFailure = useCallback<SetRetryFailure>((message, reason) => {
    const key = parkedMessageKey(message);
    setFailures((current) => {
      if (current.get(key) === (reason ?? undefined)) return current;
      const next = new Map(current);
      if (reason === null) next.delete(key);
      else next.set(key, reason);
      return next;
    });
  }, []);
  const failureOf = (message: TParkedMessage) => failures.get(parkedMessageKey(message)) ?? null;
  return { failureOf, setFailure };
}
