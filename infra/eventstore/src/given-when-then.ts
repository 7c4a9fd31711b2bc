import type { Decider } from "./decider.ts";
import { fold } from "./decider.ts";

/**
 * Decider tests read as given/when/then:
 *   given(decider, [past events]).when(command).then([expected events])
 *   given(decider, [past events]).when(command).thenThrows(ErrorClass)
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
          const actual = run();
          const a = JSON.stringify(actual);
          const e = JSON.stringify(expected);
          if (a !== e) throw new Error(`expected events\n  ${e}\nbut got\n  ${a}`);
        },
        thenThrows(errorClass: abstract new (...args: never[]) => Error, code?: string): void {
          try {
            const events = run();
            throw new Error(`expected ${errorClass.name} but got events ${JSON.stringify(events)}`);
          } catch (error) {
            if (!(error instanceof errorClass)) throw error;
            if (code !== undefined && (error as Error & { code?: string }).code !== code) {
              throw new Error(`expected code ${code} but got ${(error as Error & { code?: string }).code}`);
            }
          }
        },
        /** The events, for assertions that need more than equality. */
        events: run,
      };
    },
  };
}
