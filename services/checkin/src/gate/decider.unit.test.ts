import { describe, expect, it } from "vitest";
import type { TGateFields } from "@mawid/contracts/checkin";
import { given } from "@mawid/eventstore";
import { type GatesCommand, type GatesEvent, gatesDecider } from "./decider.ts";
import { GateNameTakenError, GateNotFoundError, GateWindowError, TooManyGatesError } from "./errors.ts";

const eventId = "1b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const organizationId = "2b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const actorId = "3b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const at = "2027-03-20T16:00:00.000Z";
const event = { eventId, organizationId };

const fields = (overrides: Partial<TGateFields> = {}): TGateFields => ({
  name: "Sisters' entrance",
  sections: ["sisters"],
  ticketTypeIds: [],
  opensAt: "2027-03-20T17:00:00.000Z",
  closesAt: "2027-03-20T21:00:00.000Z",
  reentry: false,
  capacity: 400,
  ...overrides,
});

const configured = (gateId: string, f: TGateFields = fields()): GatesEvent => ({
  type: "GateConfigured",
  version: 1,
  data: { ...f, eventId, organizationId, gateId, configuredBy: actorId, configuredAt: at },
});
const removed = (gateId: string): GatesEvent => ({
  type: "GateRemoved",
  version: 1,
  data: { eventId, organizationId, gateId, removedBy: actorId, removedAt: at },
});

const add = (f: TGateFields = fields()): GatesCommand => ({ type: "AddGate", event, fields: f, actorId, at });
const change = (gateId: string, f: TGateFields): GatesCommand => ({
  type: "ChangeGate",
  event,
  gateId,
  fields: f,
  actorId,
  at,
});
const remove = (gateId: string): GatesCommand => ({ type: "RemoveGate", event, gateId, actorId, at });

describe("adding a gate", () => {
  it("gives it an id from its name", () => {
    given(gatesDecider, [])
      .when(add())
      .then([configured("sisters-entrance")]);
  });

  it("refuses a name another gate has, whatever its case and spaces", () => {
    given(gatesDecider, [configured("sisters-entrance")])
      .when(add(fields({ name: "  SISTERS' Entrance " })))
      .thenThrows(GateNameTakenError, "GATE_NAME_TAKEN");
  });

  it("never gives an id twice, even a removed gate's", () => {
    const brothers = fields({ name: "Brothers entrance", sections: ["brothers"] });
    given(gatesDecider, [configured("brothers-entrance", brothers), removed("brothers-entrance")])
      .when(add(brothers))
      .then([configured("brothers-entrance-2", brothers)]);
  });

  it("names a gate with no latin letters 'gate'", () => {
    const arabic = fields({ name: "مدخل الأخوات" });
    given(gatesDecider, [])
      .when(add(arabic))
      .then([configured("gate", arabic)]);
  });

  it("refuses a window that closes before it opens", () => {
    given(gatesDecider, [])
      .when(add(fields({ opensAt: "2027-03-20T21:00:00.000Z", closesAt: "2027-03-20T17:00:00.000Z" })))
      .thenThrows(GateWindowError);
  });

  it("compares window instants, not their texts", () => {
    const f = fields({ opensAt: "2027-03-20T16:30:00-02:00", closesAt: "2027-03-20T17:00:00.000Z" });
    given(gatesDecider, []).when(add(f)).thenThrows(GateWindowError);
  });

  it("accepts a window open at one end", () => {
    const f = fields({ opensAt: null, closesAt: "2027-03-20T17:00:00.000Z" });
    given(gatesDecider, [])
      .when(add(f))
      .then([configured("sisters-entrance", f)]);
  });

  it("refuses a 51st gate", () => {
    const fifty = Array.from({ length: 50 }, (_, i) => configured(`g${i}`, fields({ name: `Door ${i}` })));
    given(gatesDecider, fifty)
      .when(add(fields({ name: "One more" })))
      .thenThrows(TooManyGatesError, "TOO_MANY_GATES");
  });

  it("makes room again once a gate is removed", () => {
    const fifty = Array.from({ length: 50 }, (_, i) => configured(`g${i}`, fields({ name: `Door ${i}` })));
    const events = given(gatesDecider, [...fifty, removed("g7")])
      .when(add(fields({ name: "One more" })))
      .events();
    expect(events.map((e) => e.data.gateId)).toEqual(["one-more"]);
  });
});

describe("changing a gate", () => {
  it("keeps its id when renamed", () => {
    const renamed = fields({ name: "Sisters' door (north)", capacity: 300 });
    given(gatesDecider, [configured("sisters-entrance")])
      .when(change("sisters-entrance", renamed))
      .then([configured("sisters-entrance", renamed)]);
  });

  it("may keep its own name in another case", () => {
    const f = fields({ name: "SISTERS' ENTRANCE" });
    given(gatesDecider, [configured("sisters-entrance")])
      .when(change("sisters-entrance", f))
      .then([configured("sisters-entrance", f)]);
  });

  it("refuses another gate's name", () => {
    const brothers = fields({ name: "Brothers entrance", sections: ["brothers"] });
    given(gatesDecider, [configured("sisters-entrance"), configured("brothers-entrance", brothers)])
      .when(change("brothers-entrance", fields()))
      .thenThrows(GateNameTakenError);
  });

  it("refuses a gate the event does not have", () => {
    given(gatesDecider, [configured("sisters-entrance"), removed("sisters-entrance")])
      .when(change("sisters-entrance", fields()))
      .thenThrows(GateNotFoundError, "GATE_NOT_FOUND");
  });
});

describe("removing a gate", () => {
  it("removes it", () => {
    given(gatesDecider, [configured("sisters-entrance")])
      .when(remove("sisters-entrance"))
      .then([removed("sisters-entrance")]);
  });

  it("refuses a gate already removed", () => {
    given(gatesDecider, [configured("sisters-entrance"), removed("sisters-entrance")])
      .when(remove("sisters-entrance"))
      .thenThrows(GateNotFoundError);
  });

  it("frees its name", () => {
    given(gatesDecider, [configured("sisters-entrance"), removed("sisters-entrance")])
      .when(add())
      .then([configured("sisters-entrance-2")]);
  });
});
