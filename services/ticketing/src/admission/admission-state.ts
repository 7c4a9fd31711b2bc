/** One of check-in's admission events for a ticket, as ticketing keeps it. */
export interface AdmissionFact {
  position: number;
  type: "TicketCheckedIn" | "TicketCheckedOut" | "CheckInUndone";
  at: Date;
  gateId: string | null;
}

export interface AdmissionState {
  /** The admission that counts (check-in's rule): the first check-in since the last undo. */
  admission: { at: Date; gateId: string | null } | null;
  inside: boolean;
}

/**
 * A ticket at the door, folded in stream order from whatever of its admission events have arrived, so
 * a late or repeated delivery leads to the state check-in itself holds once all are in.
 */
export function foldAdmissions(facts: readonly AdmissionFact[]): AdmissionState {
  let state: AdmissionState = { admission: null, inside: false };
  for (const fact of [...facts].sort((a, b) => a.position - b.position)) {
    if (fact.type === "TicketCheckedIn") {
      state = { admission: state.admission ?? { at: fact.at, gateId: fact.gateId }, inside: true };
    } else if (fact.type === "TicketCheckedOut") {
      state = { admission: state.admission, inside: false };
    } else {
      state = { admission: null, inside: false };
    }
  }
  return state;
}
