import type { Kysely, Transaction } from "kysely";
import { type TicketingDatabase, ticketingDb } from "../db/tables.ts";
import type { Mail } from "@mawid/service/mail";
import { mailTime } from "../mail/mail-time.ts";
import { addressesOf, queueMails } from "../mail/queue.ts";
import type { WaitlistEvent } from "./state.ts";

/** The offer's e-mail, queued with the offer: sent only if the seats were really held. */
export async function queueOfferMail(
  trx: Transaction<unknown>,
  events: readonly WaitlistEvent[],
  now: Date,
): Promise<void> {
  const db = ticketingDb(trx);
  for (const event of events) {
    if (event.type !== "WaitlistOffered") continue;
    const to = (await addressesOf(db, [event.data.userId])).get(event.data.userId);
    if (!to) continue;
    await queueMails(
      db,
      [{ kind: "waitlist-offer", recipient: to, payload: { offerId: event.data.offerId } }],
      now,
    );
  }
}

/** Rendered when sent; null once the offer is no longer open (taken, left or run out before sending). */
export async function waitlistOfferMail(
  db: Kysely<TicketingDatabase>,
  to: string,
  offerId: string,
): Promise<Mail | null> {
  const offer = await db
    .selectFrom("waitlist_entries")
    .innerJoin("ticket_types", "ticket_types.ticket_type_id", "waitlist_entries.ticket_type_id")
    .innerJoin("known_events", "known_events.event_id", "waitlist_entries.event_id")
    .select([
      "waitlist_entries.status",
      "waitlist_entries.quantity",
      "waitlist_entries.offer_expires_at",
      "ticket_types.name",
      "known_events.title",
      "known_events.time_zone",
    ])
    .where("waitlist_entries.offer_id", "=", offerId)
    .executeTakeFirst();
  if (offer?.status !== "offered" || !offer.offer_expires_at) return null;
  const title = offer.title || "your event";
  const deadline = mailTime(offer.offer_expires_at, offer.time_zone);
  const tickets = `${offer.quantity} ${offer.quantity === 1 ? "ticket" : "tickets"} (${offer.name})`;
  const text = [
    `Good news: a place opened up for ${title}.`,
    "",
    `Held for you until ${deadline} (${offer.time_zone}): ${tickets}.`,
    "Open My tickets and choose Take the offer before then; after it, the seats go to the next person in line.",
  ].join("\n");
  return { to, subject: `A place opened up: ${title}`, text };
}
