/**
 * A pure aggregate: no I/O, no clock, no randomness. Time and ids come in with the command.
 * `decide` throws a typed domain error to refuse a command.
 */
export interface Decider<Command, Event extends { type: string }, State> {
  initialState: State;
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
}

export function fold<Event extends { type: string }, State>(
  decider: Pick<Decider<unknown, Event, State>, "initialState" | "evolve">,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState);
}
