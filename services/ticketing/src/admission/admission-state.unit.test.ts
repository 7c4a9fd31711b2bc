import { describe, expect, it } from "vitest";
import { type AdmissionFact, foldAdmissions } from "./admission-state.ts";

const at = (minute: number) => new Date(Date.UTC(2027, 2, 20, 18, minute));
const checkedIn = (position: number, minute: number, gateId: string | null = "north"): AdmissionFact => ({
  position,
  type: "TicketCheckedIn",
  at: at(minute),
  gateId,
});
const checkedOut = (position: number, minute: number): AdmissionFact => ({
  position,
  type: "TicketCheckedOut",
  at: at(minute),
  gateId: "north",
});
const undone = (position: number, minute: number): AdmissionFact => ({
  position,
  type: "CheckInUndone",
  at: at(minute),
  gateId: null,
});

describe("a ticket at the door", () => {
  it("given nothing heard, is not admitted", () => {
    expect(foldAdmissions([])).toEqual({ admission: null, inside: false });
  });

  it("given a check-in, is admitted then and there, and inside", () => {
    expect(foldAdmissions([checkedIn(1, 5)])).toEqual({
      admission: { at: at(5), gateId: "north" },
      inside: true,
    });
  });

  it("given a check-out and a re-entry, keeps its first admission and is inside again", () => {
    const facts = [checkedIn(1, 5), checkedOut(2, 30), checkedIn(3, 40, "south")];
    expect(foldAdmissions(facts)).toEqual({ admission: { at: at(5), gateId: "north" }, inside: true });
    expect(foldAdmissions(facts.slice(0, 2))).toEqual({
      admission: { at: at(5), gateId: "north" },
      inside: false,
    });
  });

  it("given an undo, is not admitted; a later check-in is the admission that counts", () => {
    expect(foldAdmissions([checkedIn(1, 5), undone(2, 6)])).toEqual({ admission: null, inside: false });
    expect(foldAdmissions([checkedIn(1, 5), undone(2, 6), checkedIn(3, 9, "south")])).toEqual({
      admission: { at: at(9), gateId: "south" },
      inside: true,
    });
  });

  it("given the events out of order, reads them in stream order", () => {
    const inOrder = [checkedIn(1, 5), checkedOut(3, 30), checkedIn(4, 40, "south"), undone(6, 41)];
    expect(foldAdmissions([...inOrder].reverse())).toEqual(foldAdmissions(inOrder));
    expect(foldAdmissions([checkedOut(3, 30), checkedIn(1, 5)])).toEqual({
      admission: { at: at(5), gateId: "north" },
      inside: false,
    });
  });
});
