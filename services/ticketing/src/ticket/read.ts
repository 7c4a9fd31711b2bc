import type { TAccessClaims } from "@mawid/contracts/platform";
import type { Kysely } from "kysely";
import type { TicketingDatabase } from "../db/tables.ts";

/** The tickets the caller holds: by account, or sent to the e-mail address the caller has verified. */
export function isHolder(
  claims: TAccessClaims,
  ticket: { holder_user_id: string | null; holder_email: string | null },
): boolean {
  if (ticket.holder_user_id !== null) return ticket.holder_user_id === claims.sub;
  return claims.emailVerified && ticket.holder_email === claims.email.toLowerCase();
}

/** One ticket with its secret: what its pages and its QR code need. */
export function ticketWithSecret(db: Kysely<TicketingDatabase>, ticketId: string) {
  return db
    .selectFrom("tickets")
    .innerJoin("ticket_secrets", "ticket_secrets.ticket_id", "tickets.ticket_id")
    .select([
      "tickets.ticket_id",
      "tickets.order_id",
      "tickets.event_id",
      "tickets.organization_id",
      "tickets.section",
      "tickets.attendee_name",
      "tickets.status",
      "tickets.holder_user_id",
      "tickets.holder_email",
      "ticket_secrets.secret",
    ])
    .where("tickets.ticket_id", "=", ticketId)
    .executeTakeFirst();
}
