import type { Transaction, Updateable } from "kysely";
import { reserveSeats, settleSeats } from "../capacity/reserve.ts";
import { ticketingDb } from "../db/tables.ts";
import type { WaitlistEntriesTable } from "../db/tables/waitlist.ts";
import type { WaitlistEvent } from "./state.ts";

/**
 * waitlist_entries and the quotas, in the append's transaction: an offer holds its seats as an order's
 * hold does (a reservation that does not fit aborts the offer), and a taken, expired or left offer gives
 * them back (a taken one to the order placed in the same transaction).
 */
export async function projectWaitlist(
  trx: Transaction<unknown>,
  events: readonly WaitlistEvent[],
): Promise<void> {
  const db = ticketingDb(trx);
  /** Closes an entry, answering the seats its offer held. */
  const close = async (entryId: string, patch: Updateable<WaitlistEntriesTable>) => {
    const row = await db
      .updateTable("waitlist_entries")
      .set(patch)
      .where("entry_id", "=", entryId)
      .returning("reservations")
      .executeTakeFirstOrThrow();
    return row.reservations;
  };
  for (const event of events) {
    const d = event.data;
    switch (event.type) {
      case "WaitlistJoined":
        await db
          .insertInto("waitlist_entries")
          .values({
            entry_id: d.entryId,
            ticket_type_id: d.ticketTypeId,
            event_id: d.eventId,
            user_id: d.userId,
            quantity: event.data.quantity,
            status: "waiting",
            joined_at: new Date(event.data.joinedAt),
            offer_id: null,
            offered_at: null,
            offer_expires_at: null,
            order_id: null,
            closed_at: null,
          })
          .execute();
        break;
      case "WaitlistOffered":
        await db
          .updateTable("waitlist_entries")
          .set({
            status: "offered",
            offer_id: event.data.offerId,
            offered_at: new Date(event.data.offeredAt),
            offer_expires_at: new Date(event.data.expiresAt),
            reservations: JSON.stringify(event.data.reservations),
          })
          .where("entry_id", "=", d.entryId)
          .execute();
        await reserveSeats(trx, event.data.reservations, "held");
        break;
      case "WaitlistOfferTaken": {
        const at = new Date(event.data.takenAt);
        const held = await close(d.entryId, { status: "taken", order_id: event.data.orderId, closed_at: at });
        await settleSeats(trx, held, "released");
        break;
      }
      case "WaitlistOfferExpired": {
        const held = await close(d.entryId, { status: "expired", closed_at: new Date(event.data.expiredAt) });
        await settleSeats(trx, held, "released");
        break;
      }
      case "WaitlistLeft": {
        const held = await close(d.entryId, {
          status: "left",
          closed_at: new Date(event.data.leftAt),
        });
        if (event.data.offerId !== null) await settleSeats(trx, held, "released");
        break;
      }
    }
  }
}
