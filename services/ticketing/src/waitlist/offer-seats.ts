import { randomUUID } from "node:crypto";
import { waitlistStreamId } from "@mawid/contracts/ticketing";
import type { CommandMeta } from "@mawid/eventstore";
import type { Kysely } from "kysely";
import type { TicketingDatabase } from "../db/tables.ts";
import { SoldOutError } from "../errors.ts";
import { handleWaitlistCommand } from "./handle.ts";
import { lockLine, readLine } from "./line.ts";
import { queueOfferMail } from "./offer-mail.ts";

export interface OfferRun {
  offerMinutes: number;
  now: Date;
  meta: CommandMeta;
}

/**
 * Offers the first in a ticket type's line the seats they wait for, held in every quota the type counts
 * against; false when nobody waits, or their seats are not free (the line then waits: first come).
 */
async function offerNext(
  db: Kysely<TicketingDatabase>,
  ticketTypeId: string,
  run: OfferRun,
): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      await lockLine(trx, ticketTypeId);
      const [line, head] = await Promise.all([
        readLine(trx, ticketTypeId),
        trx
          .selectFrom("waitlist_entries")
          .select("quantity")
          .where("ticket_type_id", "=", ticketTypeId)
          .where("status", "=", "waiting")
          .orderBy("line_seq")
          .limit(1)
          .executeTakeFirst(),
      ]);
      if (!line || !head) return false;
      // The seats read are a hint that spares a doomed append; the reservation decides.
      const seats = head.quantity * line.ticketType.groupSize;
      if ([...line.seatsLeft.values()].some((left) => left < seats)) return false;
      const at = run.now.toISOString();
      const { events } = await handleWaitlistCommand(
        trx,
        waitlistStreamId(ticketTypeId),
        {
          type: "OfferNext",
          event: line.event,
          ticketType: line.ticketType,
          offerId: randomUUID(),
          expiresAt: new Date(run.now.getTime() + run.offerMinutes * 60_000).toISOString(),
          at,
        },
        run.meta,
        (commit, handled) => queueOfferMail(commit, handled.events, run.now),
      );
      return events.length > 0;
    });
  } catch (error) {
    if (error instanceof SoldOutError) return false;
    throw error;
  }
}

/**
 * Capacity may have freed (a hold ran out, an order was cancelled or refunded, a capacity was raised, an
 * offer lapsed): each line with people waiting, the event's or every event's, oldest waiter first, offers
 * the seats that are free now to whoever is next, for as long as they fit. Answers the offers made.
 */
export async function offerFreedSeats(
  db: Kysely<TicketingDatabase>,
  scope: { eventId: string } | "every-event",
  run: OfferRun,
): Promise<number> {
  const lines = await waitingLines(db, scope).execute();
  let offered = 0;
  for (const { ticket_type_id } of lines) {
    while (await offerNext(db, ticket_type_id, run)) offered++;
  }
  return offered;
}

/** The ticket types with people waiting, the event's or every event's, the longest-waiting line first. */
export function waitingLines(db: Kysely<TicketingDatabase>, scope: { eventId: string } | "every-event") {
  const query = db
    .selectFrom("waitlist_entries")
    .select("ticket_type_id")
    .where("status", "=", "waiting")
    .groupBy("ticket_type_id")
    .orderBy((eb) => eb.fn.min("line_seq"));
  return scope === "every-event" ? query : query.where("event_id", "=", scope.eventId);
}
