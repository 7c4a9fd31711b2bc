import type { ColumnType, Generated } from "kysely";
import type { TSection, TTicketRevocationReason, TTicketStatus } from "@mawid/contracts/ticketing";

/** An event's ticket-signing key pairs; the private half sealed (@mawid/service/key-encryption). */
export interface TicketKeysTable {
  event_id: string;
  kid: string;
  organization_id: string;
  /** Raw Ed25519 public key, base64url. */
  public_key: string;
  /** The private JWK sealed with AES-256-GCM, or its JSON when wrapping_key_id is null (development). */
  private_key: string;
  wrapping_key_id: string | null;
  created_at: Date;
}

/** Read model: every ticket as its stream's events leave it. */
export interface TicketsTable {
  ticket_id: string;
  /** The order position it was issued for: a transferred ticket keeps its original's. */
  position_id: string;
  order_id: string;
  event_id: string;
  organization_id: string;
  ticket_type_id: string;
  section: TSection;
  entrance: string;
  attendee_name: string;
  admits: number;
  holder_user_id: string | null;
  holder_email: string | null;
  status: TTicketStatus;
  issued_at: Date;
}

/** A ticket's signed QR text, written with the event that issued it; never in an event. */
export interface TicketSecretsTable {
  ticket_id: string;
  secret: string;
}

/** A ticket's QR code as SVG, rendered on first request: a ticket's secret never changes. */
export interface TicketQrSvgsTable {
  ticket_id: string;
  svg: string;
}

/** Read model: revoked tickets, which scanners download since a cursor. */
export interface TicketRevocationsTable {
  ticket_id: string;
  event_id: string;
  reason: TTicketRevocationReason;
  revoked_at: Date;
  tx_id: ColumnType<string, never, never>;
  position: Generated<string>;
}
