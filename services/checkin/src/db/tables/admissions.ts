import type { TScanAnswer } from "@mawid/contracts/checkin";
import type { TTicketRevocationReason, TTicketSection } from "@mawid/contracts/ticketing";

/** Check-in's own view of each event, from the events service's announcements. */
export interface KnownEventsTable {
  event_id: string;
  organization_id: string;
  title: string;
  time_zone: string;
  starts_at: Date;
  ends_at: Date;
  /** The events service's status: draft, published, cancelled, ... */
  status: string;
}

/** Each event's public ticket keys, from ticketing's TicketKeyCreated. */
export interface TicketKeysTable {
  event_id: string;
  kid: string;
  /** Raw 32-byte Ed25519 public key, base64url. */
  public_key: string;
  created_at: Date;
}

/** Every ticket ticketing issued, as its tickets streams leave it: what a scan needs to know. */
export interface TicketsTable {
  ticket_id: string;
  event_id: string;
  order_id: string;
  /** orderCodeOf(order_id): what people read out at the door. */
  order_code: string;
  ticket_type_id: string;
  section: TTicketSection;
  entrance: string;
  attendee_name: string;
  admits: number;
  kid: string;
  valid_from: Date;
  valid_until: Date;
  status: "valid" | "revoked";
  revoked_reason: TTicketRevocationReason | null;
  revoked_at: Date | null;
  /** ticketSecretDigest of the ticket's QR text, as ticketing announced it; null for tickets announced before. */
  secret_digest: string | null;
}

/** One admitted ticket, as its admission stream leaves it; a ticket never admitted has no row. */
export interface AdmissionsTable {
  ticket_id: string;
  event_id: string;
  section: TTicketSection;
  admits: number;
  status: "inside" | "left";
  /** When the admission that counts was scanned (its station's time). */
  admitted_at: Date;
  admitted_gate_id: string | null;
  /** The gate of the latest entry: where the people inside came in. */
  current_gate_id: string | null;
  device_id: string | null;
  user_id: string | null;
  manual: boolean;
  offline: boolean;
  changed_at: Date;
}

/** A scan's answer kept by its station's nonce. */
export interface ScanNoncesTable {
  event_id: string;
  nonce: string;
  answer: StoredScanAnswer;
  recorded_at: Date;
}

/** The answer given to a scan with a nonce, so the same scan sent again gets the same. */
export interface StoredScanAnswer {
  answer: TScanAnswer;
  /** For a synced offline scan: the station admitted someone the server had already admitted. */
  duplicate: boolean;
}

/** Tables of known events, their public keys, tickets, admissions and scans (migration 001). */
export interface AdmissionTables {
  known_events: KnownEventsTable;
  ticket_keys: TicketKeysTable;
  tickets: TicketsTable;
  admissions: AdmissionsTable;
  scan_nonces: ScanNoncesTable;
}
