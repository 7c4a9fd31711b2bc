import { AssertionError, deepStrictEqual } from "node:assert/strict";
import type { Decider } from "./decider.ts";
import { fold } from "./decider.ts";

type ErrorClass = abstract new (...args: never[]) => Error;

/** Runs the decision, and says which error it threw or which events it returned. */
function outcome<Event>(run: () => Event[]): { events: Event[] } | { error: unknown } {
  try {
    return { events: run() };
  } catch (error) {
    return { error };
  }
}

/**
 * Decider tests read as given/when/then:
 *   given(decider, [past events]).when(command).then([expected events])
 *   given(decider, [past events]).when(command).thenThrows(ErrorClass, "CODE")
 * Events are compared by deep equality, with a diff when they differ.
 */
export function given<Command, Event extends { type: string }, State>(
  decider: Decider<Command, Event, State>,
  past: readonly Event[],
) {
  const state = fold(decider, past);
  return {
    when(command: Command) {
      const run = () => decider.decide(command, state);
      return {
        // biome-ignore lint/suspicious/noThenProperty: reads as given/when/then; this object is never awaited.
        then(expected: readonly Event[]): void {
          deepStrictEqual(run(), expected);
        },
        thenThrows(errorClass: ErrorClass, code?: string): void {
          const result = outcome(run);
          if ("events" in result) {
            throw new AssertionError({
              message: `expected ${errorClass.name} but the command was accepted`,
              actual: result.events,
              expected: errorClass,
            });
          }
          if (!(result.error instanceof errorClass)) {
            throw new AssertionError({
              message: `expected ${errorClass.name} but got ${String(result.error)}`,
              actual: result.error,
              expected: errorClass,
            });
          }
          const actualCode = (result.error as Error & { code?: string }).code;
          if (code !== undefined && actualCode !== code) {
            throw new AssertionError({
              message: `expected code ${code} but got ${actualCode}`,
              actual: actualCode,
              expected: code,
            });
          }
        },
        /** The events, for assertions that need more than equality. */
        events: run,
      };
    },
  };
}
