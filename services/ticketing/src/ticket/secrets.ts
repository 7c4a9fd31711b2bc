import type { TicketSecretFields } from "@mawid/contracts/ticketing";
import type { Transaction } from "kysely";
import { ticketingDb } from "../db/tables.ts";
import { signTicketSecret } from "../ticket-keys/sign-ticket-secret.ts";
import type { TicketSigningKey } from "../ticket-keys/ticket-key-store.ts";
import type { TicketsEvent } from "./decider.ts";

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

function window(d: { eventId: string; kid: string; validFrom: string; validUntil: string }) {
  return {
    eventId: d.eventId,
    kid: d.kid,
    validFrom: seconds(d.validFrom),
    validUntil: seconds(d.validUntil),
  };
}

/** What the QR secret of each ticket an event creates says. */
function createdTickets(event: TicketsEvent): TicketSecretFields[] {
  switch (event.type) {
    case "TicketsIssued":
      return event.data.tickets.map((t) => ({
        ticketId: t.ticketId,
        section: t.section,
        ...window(event.data),
      }));
    case "TicketTransferred":
      return [{ ticketId: event.data.newTicketId, section: event.data.section, ...window(event.data) }];
    case "TicketRevoked":
      return [];
  }
}

/**
 * The signed QR text of every ticket these events create, in their transaction (never in an event);
 * answers them by ticket id.
 */
export async function writeTicketSecrets(
  trx: Transaction<unknown>,
  events: readonly TicketsEvent[],
  key: TicketSigningKey,
): Promise<Map<string, string>> {
  const rows = events.flatMap(createdTickets).map((fields) => {
    if (fields.kid !== key.kid)
      throw new Error(`a ticket for key ${fields.kid} cannot be signed by ${key.kid}`);
    return { ticket_id: fields.ticketId, secret: signTicketSecret(fields, key.privateKey) };
  });
  if (rows.length > 0) await ticketingDb(trx).insertInto("ticket_secrets").values(rows).execute();
  return new Map(rows.map((r) => [r.ticket_id, r.secret]));
}
