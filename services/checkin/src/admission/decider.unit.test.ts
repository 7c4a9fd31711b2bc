import { describe, expect, it } from "vitest";
import type { TGate } from "@mawid/contracts/checkin";
import { fold, given } from "@mawid/eventstore";
import { NotCheckedInError } from "../errors.ts";
import { GateNotFoundError } from "../gate/errors.ts";
import { answerScan } from "./answer.ts";
import {
  type AdmissionCommand,
  admissionDecider,
  type AdmissionEvent,
  type ScanOrigin,
  type TicketFacts,
} from "./decider.ts";

type Scan = Extract<AdmissionCommand, { type: "Scan" }>;

const eventId = "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const organizationId = "1a2b3c4d-1111-4111-8111-111111111111";
const deviceA = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const deviceB = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";
const host = "cccccccc-cccc-4ccc-8ccc-cccccccccccc";
const ticketId = "dddddddd-dddd-4ddd-8ddd-dddddddddddd";

const ticket: TicketFacts = {
  ticketId,
  eventId,
  organizationId,
  orderId: "eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee",
  ticketTypeId: "general",
  section: "sisters",
  attendeeName: "Aisha Khan",
  admits: 1,
  validFrom: "2027-03-20T16:00:00.000Z",
  validUntil: "2027-03-20T23:00:00.000Z",
  revoked: null,
};

const gate = (id: string, name: string, overrides: Partial<TGate> = {}): TGate => ({
  id,
  name,
  sections: [],
  ticketTypeIds: [],
  opensAt: null,
  closesAt: null,
  reentry: false,
  capacity: null,
  ...overrides,
});
const brothers = gate("brothers", "Brothers' entrance", { sections: ["brothers"] });
const sisters = gate("sisters", "Sisters' entrance", { sections: ["sisters", "families"] });

const origin = (overrides: Partial<ScanOrigin> = {}): ScanOrigin => ({
  gateId: null,
  deviceId: deviceA,
  userId: null,
  nonce: null,
  scannedAt: "2027-03-20T18:00:00.000Z",
  recordedAt: "2027-03-20T18:00:00.000Z",
  ...overrides,
});

const scan = (overrides: Partial<Scan> = {}, at: Partial<ScanOrigin> = {}): Scan => ({
  type: "Scan",
  ticket,
  eventCancelled: false,
  gates: [],
  direction: "in",
  origin: origin(at),
  offline: false,
  manual: false,
  ...overrides,
});

const facts = {
  ticketId,
  orderId: ticket.orderId,
  ticketTypeId: "general",
  section: "sisters" as const,
  admits: 1,
};
const scope = { eventId, organizationId };

const checkedIn = (at: Partial<ScanOrigin> = {}, offline = false): AdmissionEvent => ({
  type: "TicketCheckedIn",
  version: 1,
  data: { ...facts, ...scope, ...origin(at), manual: false, offline },
});
const checkedOut = (at: Partial<ScanOrigin> = {}): AdmissionEvent => ({
  type: "TicketCheckedOut",
  version: 1,
  data: { ...facts, ...scope, ...origin(at), offline: false },
});
const rejected = (
  result: Extract<AdmissionEvent, { type: "ScanRejected" }>["data"]["result"],
  at: Partial<ScanOrigin> = {},
  extra: { direction?: "in" | "out"; offline?: boolean } = {},
): AdmissionEvent => ({
  type: "ScanRejected",
  version: 1,
  data: {
    ...scope,
    ...origin(at),
    ticketId,
    section: "sisters",
    direction: extra.direction ?? "in",
    result,
    offline: extra.offline ?? false,
  },
});

/** The answer a station hears for the command, decided after the past events. */
function answer(past: readonly AdmissionEvent[], command: Scan) {
  const state = fold(admissionDecider, past);
  const events = admissionDecider.decide(command, state);
  return answerScan(command, events, events.reduce(admissionDecider.evolve, state));
}

describe("an entry scan", () => {
  it("admits a valid ticket not yet in", () => {
    given(admissionDecider, []).when(scan()).then([checkedIn()]);
    expect(answer([], scan()).answer).toMatchObject({
      result: "admitted",
      ticket: { id: ticketId, attendeeName: "Aisha Khan", section: "sisters" },
      message: "Admitted: Aisha Khan",
    });
  });

  it("answers already_checked_in, with when and where, for a ticket inside", () => {
    const past = [checkedIn({ gateId: "sisters", scannedAt: "2027-03-20T17:45:00.000Z" })];
    const again = scan({ gates: [sisters] }, { gateId: "sisters", deviceId: deviceB });
    given(admissionDecider, past)
      .when(again)
      .then([rejected("already_checked_in", { gateId: "sisters", deviceId: deviceB })]);
    expect(answer(past, again).answer).toMatchObject({
      result: "already_checked_in",
      previous: { at: "2027-03-20T17:45:00.000Z", gateId: "sisters" },
    });
  });

  it("answers already_checked_in before any gate or time rule for a ticket inside", () => {
    const late = scan(
      { gates: [brothers, sisters] },
      { gateId: "brothers", scannedAt: "2027-03-21T09:00:00.000Z" },
    );
    given(admissionDecider, [checkedIn()])
      .when(late)
      .then([rejected("already_checked_in", { gateId: "brothers", scannedAt: "2027-03-21T09:00:00.000Z" })]);
  });

  it("refuses a revoked ticket, saying why", () => {
    const command = scan({ ticket: { ...ticket, revoked: "refunded" } });
    given(admissionDecider, [])
      .when(command)
      .then([rejected("revoked")]);
    expect(answer([], command).answer.message).toBe("This ticket was refunded and no longer admits anyone");
  });

  it("refuses every ticket of a cancelled event", () => {
    given(admissionDecider, [])
      .when(scan({ eventCancelled: true }))
      .then([rejected("event_cancelled")]);
  });

  it("refuses a ticket before it is valid and after it expires", () => {
    const early = { scannedAt: "2027-03-20T15:59:59.000Z" };
    const late = { scannedAt: "2027-03-20T23:00:01.000Z" };
    given(admissionDecider, [])
      .when(scan({}, early))
      .then([rejected("not_yet_valid", early)]);
    given(admissionDecider, [])
      .when(scan({}, late))
      .then([rejected("expired", late)]);
    expect(answer([], scan({}, early)).answer.message).toBe("This ticket is not valid yet");
    expect(answer([], scan({}, late)).answer.message).toBe("This ticket has expired");
  });

  it("sends a ticket at the wrong gate to the first gate admitting its section and type", () => {
    const command = scan({ gates: [brothers, sisters] }, { gateId: "brothers" });
    given(admissionDecider, [])
      .when(command)
      .then([rejected("wrong_section", { gateId: "brothers" })]);
    expect(answer([], command).answer).toMatchObject({
      result: "wrong_section",
      rightGate: { id: "sisters", name: "Sisters' entrance" },
      message: "Wrong entrance: this ticket goes in at Sisters' entrance",
    });
  });

  it("checks the ticket type as well as the section", () => {
    const vip = gate("vip", "VIP door", { ticketTypeIds: ["vip"] });
    const command = scan({ gates: [vip, sisters] }, { gateId: "vip" });
    given(admissionDecider, [])
      .when(command)
      .then([rejected("wrong_section", { gateId: "vip" })]);
    expect(answer([], command).answer.rightGate).toEqual({ id: "sisters", name: "Sisters' entrance" });
  });

  it("answers wrong_section naming no gate when none of the event's admits the ticket", () => {
    const command = scan({ gates: [brothers] });
    given(admissionDecider, [])
      .when(command)
      .then([rejected("wrong_section")]);
    expect(answer([], command).answer).toMatchObject({ message: "No entrance admits this ticket" });
    expect(answer([], command).answer.rightGate).toBeUndefined();
  });

  it("admits at the ticket's own gate when the station names none", () => {
    given(admissionDecider, [])
      .when(scan({ gates: [brothers, sisters] }))
      .then([checkedIn()]);
  });

  it("keeps to the gate's window", () => {
    const windowed = gate("sisters", "Sisters' entrance", {
      sections: ["sisters"],
      opensAt: "2027-03-20T17:00:00.000Z",
      closesAt: "2027-03-20T20:00:00.000Z",
    });
    const early = { gateId: "sisters", scannedAt: "2027-03-20T16:30:00.000Z" };
    const late = { gateId: "sisters", scannedAt: "2027-03-20T20:30:00.000Z" };
    given(admissionDecider, [])
      .when(scan({ gates: [windowed] }, early))
      .then([rejected("not_yet_valid", early)]);
    given(admissionDecider, [])
      .when(scan({ gates: [windowed] }, late))
      .then([rejected("expired", late)]);
    expect(answer([], scan({ gates: [windowed] }, early)).answer.message).toBe(
      "This entrance is not open yet",
    );
    expect(answer([], scan({ gates: [windowed] }, late)).answer.message).toBe("This entrance has closed");
  });

  it("refuses a gate the event does not have", () => {
    given(admissionDecider, [])
      .when(scan({ gates: [sisters] }, { gateId: "roof" }))
      .thenThrows(GateNotFoundError);
  });

  it("judges a synced offline scan at the time the station scanned it", () => {
    const command = scan(
      { offline: true },
      { scannedAt: "2027-03-20T22:59:00.000Z", recordedAt: "2027-03-21T01:00:00.000Z" },
    );
    given(admissionDecider, [])
      .when(command)
      .then([
        checkedIn({ scannedAt: "2027-03-20T22:59:00.000Z", recordedAt: "2027-03-21T01:00:00.000Z" }, true),
      ]);
  });
});

describe("exit scans and re-entry", () => {
  it("lets a ticket inside out", () => {
    given(admissionDecider, [checkedIn()])
      .when(scan({ direction: "out" }))
      .then([checkedOut()]);
    expect(answer([checkedIn()], scan({ direction: "out" })).answer.result).toBe("checked_out");
  });

  it("answers not_checked_in for an exit of a ticket that is not inside", () => {
    given(admissionDecider, [])
      .when(scan({ direction: "out" }))
      .then([rejected("not_checked_in", {}, { direction: "out" })]);
    given(admissionDecider, [checkedIn(), checkedOut()])
      .when(scan({ direction: "out" }))
      .then([rejected("not_checked_in", {}, { direction: "out" })]);
  });

  it("lets a ticket back in where the gate allows re-entry", () => {
    const open = gate("main", "Main door", { reentry: true });
    given(admissionDecider, [checkedIn(), checkedOut()])
      .when(scan({ gates: [open] }, { gateId: "main" }))
      .then([checkedIn({ gateId: "main" })]);
  });

  it("refuses re-entry where the gate does not allow it", () => {
    const closed = gate("main", "Main door", { reentry: false });
    given(admissionDecider, [checkedIn(), checkedOut()])
      .when(scan({ gates: [closed] }, { gateId: "main" }))
      .then([rejected("already_checked_in", { gateId: "main" })]);
  });

  it("lets a ticket back in at an event without gates", () => {
    given(admissionDecider, [checkedIn(), checkedOut()]).when(scan()).then([checkedIn()]);
  });

  it("keeps the first admission as the one that counts after a re-entry", () => {
    const past = [
      checkedIn({ scannedAt: "2027-03-20T17:00:00.000Z" }),
      checkedOut({ scannedAt: "2027-03-20T18:00:00.000Z" }),
      checkedIn({ scannedAt: "2027-03-20T18:30:00.000Z" }),
    ];
    expect(answer(past, scan()).answer.previous).toEqual({ at: "2027-03-20T17:00:00.000Z", gateId: null });
  });
});

describe("undoing a check-in", () => {
  const undo: AdmissionCommand = {
    type: "UndoCheckIn",
    ticket,
    undoneBy: host,
    at: "2027-03-20T18:05:00.000Z",
  };
  const undone: AdmissionEvent = {
    type: "CheckInUndone",
    version: 1,
    data: { ...facts, ...scope, undoneBy: host, undoneAt: "2027-03-20T18:05:00.000Z" },
  };

  it("takes back an admission", () => {
    given(admissionDecider, [checkedIn()]).when(undo).then([undone]);
  });

  it("refuses a ticket nobody checked in", () => {
    given(admissionDecider, []).when(undo).thenThrows(NotCheckedInError, "NOT_CHECKED_IN");
    given(admissionDecider, [checkedIn(), undone]).when(undo).thenThrows(NotCheckedInError);
  });

  it("lets the ticket be admitted again", () => {
    given(admissionDecider, [checkedIn(), undone]).when(scan()).then([checkedIn()]);
  });
});

describe("offline reconciliation", () => {
  it("reports a station's offline admission of a ticket another station admitted as a duplicate, even scanned earlier", () => {
    const past = [checkedIn({ deviceId: deviceA, scannedAt: "2027-03-20T18:10:00.000Z" })];
    const offline = scan({ offline: true }, { deviceId: deviceB, scannedAt: "2027-03-20T18:05:00.000Z" });
    given(admissionDecider, past)
      .when(offline)
      .then([
        rejected(
          "already_checked_in",
          { deviceId: deviceB, scannedAt: "2027-03-20T18:05:00.000Z" },
          { offline: true },
        ),
      ]);
    expect(answer(past, offline)).toMatchObject({
      answer: { result: "already_checked_in", previous: { at: "2027-03-20T18:10:00.000Z" } },
      duplicate: true,
    });
  });

  it("does not report a station's second scan of a ticket it admitted itself", () => {
    const past = [checkedIn({ deviceId: deviceA }, true)];
    expect(answer(past, scan({ offline: true }, { deviceId: deviceA })).duplicate).toBe(false);
  });

  it("never reports an online scan as a duplicate", () => {
    expect(answer([checkedIn({ deviceId: deviceA })], scan({}, { deviceId: deviceB })).duplicate).toBe(false);
  });

  it("reconciles two stations' overlapping batches to one admission per ticket", () => {
    const tickets = ["1", "2", "3", "4"].map((n) => ({
      ...ticket,
      ticketId: `${n.repeat(8)}-0000-4000-8000-000000000000`,
    }));
    const batchA = tickets.slice(0, 3).map((t, i) => ({ t, device: deviceA, minute: 10 + i }));
    const batchB = tickets.slice(1).map((t, i) => ({ t, device: deviceB, minute: 5 + i }));
    const streams = new Map<string, AdmissionEvent[]>();
    const duplicates: string[] = [];
    for (const { t, device, minute } of [...batchA, ...batchB]) {
      const past = streams.get(t.ticketId) ?? [];
      const command = scan(
        { ticket: t, offline: true },
        { deviceId: device, scannedAt: `2027-03-20T18:${String(minute).padStart(2, "0")}:00.000Z` },
      );
      const state = fold(admissionDecider, past);
      const events = admissionDecider.decide(command, state);
      if (answerScan(command, events, events.reduce(admissionDecider.evolve, state)).duplicate)
        duplicates.push(`${device === deviceA ? "A" : "B"}:${t.ticketId[0]}`);
      streams.set(t.ticketId, [...past, ...events]);
    }
    for (const t of tickets) {
      expect(streams.get(t.ticketId)!.filter((e) => e.type === "TicketCheckedIn")).toHaveLength(1);
    }
    expect(duplicates).toEqual(["B:2", "B:3"]);
  });
});
