import type { TicketSecretFields } from "@mawid/contracts/ticketing";
import type { Transaction } from "kysely";
import { ticketingDb } from "../db/tables.ts";
import type { TicketSigner } from "../ticket-keys/ticket-signer.ts";
import type { TicketsEvent } from "./decider.ts";
import { secretFieldsOf } from "./secret-fields.ts";

/** What the QR secret of each ticket an event creates says. */
function createdTickets(event: TicketsEvent): TicketSecretFields[] {
  switch (event.type) {
    case "TicketsIssued":
      return event.data.tickets.map((t) => secretFieldsOf(t, event.data));
    case "TicketTransferred":
      return [secretFieldsOf({ ticketId: event.data.newTicketId, section: event.data.section }, event.data)];
    case "TicketRevoked":
      return [];
  }
}

/**
 * The signed QR text of every ticket these events create, in their transaction (never in an event:
 * only its digest travels); answers them by ticket id.
 */
export async function writeTicketSecrets(
  trx: Transaction<unknown>,
  events: readonly TicketsEvent[],
  signer: TicketSigner,
): Promise<Map<string, string>> {
  const rows = events
    .flatMap(createdTickets)
    .map((fields) => ({ ticket_id: fields.ticketId, secret: signer.secretOf(fields) }));
  if (rows.length > 0) await ticketingDb(trx).insertInto("ticket_secrets").values(rows).execute();
  return new Map(rows.map((r) => [r.ticket_id, r.secret]));
}
