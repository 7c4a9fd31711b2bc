/** Check-in's admission events for a ticket, by their stream position; written by the admissions consumer. */
export interface AdmissionEventsTable {
  ticket_id: string;
  stream_position: number;
  type: string;
  at: Date;
  gate_id: string | null;
}

/** A ticket admitted and not undone, folded from admission_events. */
export interface TicketAdmissionsTable {
  ticket_id: string;
  event_id: string;
  admitted_at: Date;
  gate_id: string | null;
  inside: boolean;
}

/** The names of check-in's gates, from GateConfigured. */
export interface KnownGatesTable {
  event_id: string;
  gate_id: string;
  name: string;
  stream_position: number;
}
