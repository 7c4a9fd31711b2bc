import type { TSection } from "@mawid/contracts/ticketing";
import type { Kysely } from "kysely";
import type { TicketingDatabase } from "../db/tables.ts";
import { addressesOf } from "../mail/queue.ts";

/**
 * The addresses of the holders of an event's valid tickets, in the sections and ticket types asked
 * for (empty: all), each once: a ticket sent to an e-mail is its holder's, others their account's.
 */
export async function attendeeAddresses(
  db: Kysely<TicketingDatabase>,
  eventId: string,
  audience: { sections: readonly TSection[]; ticketTypeIds: readonly string[] },
): Promise<string[]> {
  let query = db
    .selectFrom("tickets")
    .select(["holder_user_id", "holder_email"])
    .where("event_id", "=", eventId)
    .where("status", "=", "valid");
  if (audience.sections.length > 0) query = query.where("section", "in", audience.sections);
  if (audience.ticketTypeIds.length > 0) query = query.where("ticket_type_id", "in", audience.ticketTypeIds);
  const tickets = await query.execute();
  const users = await addressesOf(
    db,
    tickets.flatMap((t) => (t.holder_user_id ? [t.holder_user_id] : [])),
  );
  const to = new Set<string>();
  for (const t of tickets) {
    const address = t.holder_user_id ? users.get(t.holder_user_id) : t.holder_email;
    if (address) to.add(address);
  }
  return [...to].sort();
}
