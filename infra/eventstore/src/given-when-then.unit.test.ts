import { describe, expect, it } from "vitest";
import type { Decider } from "./decider.ts";
import { given } from "./given-when-then.ts";

class Refused extends Error {
  readonly code = "REFUSED";
}
class OtherRefusal extends Error {}

type Event = { type: "Opened"; data: { at: string } };
type Command = { type: "Open"; at: string } | { type: "Fail" } | { type: "Crash" };
const door: Decider<Command, Event, { open: boolean }> = {
  initialState: { open: false },
  decide(command, state) {
    if (command.type === "Fail" || state.open) throw new Refused("already open");
    if (command.type === "Crash") throw new OtherRefusal("hinge broke");
    return [{ type: "Opened", data: { at: command.at } }];
  },
  evolve: () => ({ open: true }),
};
const opened: Event = { type: "Opened", data: { at: "10:00" } };

describe("given/when/then", () => {
  it("passes when the events are deeply equal, whatever the key order", () => {
    given(door, [])
      .when({ type: "Open", at: "10:00" })
      .then([{ data: { at: "10:00" }, type: "Opened" } as Event]);
  });

  it("fails with a diff when the events differ", () => {
    expect(() =>
      given(door, [])
        .when({ type: "Open", at: "10:00" })
        .then([{ type: "Opened", data: { at: "11:00" } }]),
    ).toThrow(/11:00/);
  });

  it("thenThrows passes when the decider throws that class with that code", () => {
    given(door, [opened]).when({ type: "Open", at: "10:01" }).thenThrows(Refused, "REFUSED");
  });

  it("thenThrows fails when the command is accepted, even when asked for any Error", () => {
    expect(() => given(door, []).when({ type: "Open", at: "10:00" }).thenThrows(Refused)).toThrow(/accepted/);
    expect(() => given(door, []).when({ type: "Open", at: "10:00" }).thenThrows(Error)).toThrow(/accepted/);
  });

  it("thenThrows fails when a different error is thrown", () => {
    expect(() => given(door, []).when({ type: "Crash" }).thenThrows(Refused)).toThrow(
      /expected Refused but got Error: hinge broke/,
    );
  });

  it("thenThrows fails when the code differs", () => {
    expect(() => given(door, []).when({ type: "Fail" }).thenThrows(Refused, "GONE")).toThrow(
      /expected code GONE but got REFUSED/,
    );
  });
});
