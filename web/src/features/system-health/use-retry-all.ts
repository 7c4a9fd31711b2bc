import type { TParkedMessage } from "@mawid/contracts/platform";
import { useCallback, useEffect, useRef, useState } from "react";
import { useErrorPolicy } from "../../shared/http/use-error-policy";
import { classifyParkedFailure, retryParkedMessage } from "./parked-messages-api";
import { useDropParked, useRefetchParked } from "./parked-messages-queries";
import type { SetRetryFailure } from "./use-retry-failures";

export type RetryAllTally = {
  handled: number;
  /** The handler failed again: the message stays parked with the new reason. */
  failed: number;
  /** Someone else retried or discarded it first. */
  gone: number;
};

export type RetryAllState =
  | { phase: "idle" }
  | { phase: "running"; total: number; tally: RetryAllTally; stopping: boolean }
  | { phase: "finished"; total: number; tally: RetryAllTally };

export const answered = (tally: RetryAllTally) => tally.handled + tally.failed + tally.gone;

/**
 * Retries the listed messages one at a time through the single-message endpoint, until the list
 * is done or the admin stops it (the message being retried then still finishes: the server
 * cannot take a handler's run back).
 */
export function useRetryAll(service: string, setFailure: SetRetryFailure) {
  const report = useErrorPolicy();
  const drop = useDropParked(service);
  const refetch = useRefetchParked(service);
  const [state, setState] = useState<RetryAllState>({ phase: "idle" });
  // The loop outlives the render that started it, so it reads its stop flag from here.
  const run = useRef<{ stopped: boolean } | null>(null);

  const stop = useCallback(() => {
    if (!run.current || run.current.stopped) return;
    run.current.stopped = true;
    setState((current) => (current.phase === "running" ? { ...current, stopping: true } : current));
  }, []);

  // No request may start once the drawer's content is gone.
  useEffect(
    () => () => {
      if (run.current) run.current.stopped = true;
    },
    [],
  );

  const start = useCallback(
    async (listed: readonly TParkedMessage[]) => {
      if (run.current) return;
      const current = { stopped: false };
      run.current = current;
      // The list is newest first; a stream's events are replayed in the order they happened.
      const queue = [...listed].reverse();
      const tally: RetryAllTally = { handled: 0, failed: 0, gone: 0 };
      const show = () =>
        setState({ phase: "running", total: queue.length, tally: { ...tally }, stopping: current.stopped });
      show();
      for (const message of queue) {
        if (current.stopped) break;
        setFailure(message, null);
        try {
          await retryParkedMessage(service, message);
          tally.handled += 1;
          drop(message);
        } catch (error) {
          const failure = classifyParkedFailure(error);
          if (failure.kind === "retryFailed") {
            tally.failed += 1;
            setFailure(message, failure.message);
          } else if (failure.kind === "gone") {
            tally.gone += 1;
            drop(message);
          } else {
            // The platform or the admin's session failed, not this message: the rest would fail alike.
            report(error);
            break;
          }
        }
        show();
      }
      run.current = null;
      setState({ phase: "finished", total: queue.length, tally });
      // Failed messages have new attempts and errors, so the list is refetched whatever happened.
      refetch(tally.handled + tally.gone > 0);
    },
    [service, setFailure, drop, refetch, report],
  );

  return { state, start, stop };
}
