import { randomUUID } from "node:crypto";
import { waitlistStreamId } from "@mawid/contracts/ticketing";
import type { Kysely } from "kysely";
import type { TicketingDatabase } from "../db/tables.ts";
import { handleWaitlistCommand } from "./handle.ts";
import { lockLine } from "./line.ts";
import { offerFreedSeats } from "./offer-seats.ts";

/** Due offers read at a time. */
const BATCH = 200;

/**
 * Expires offers whose time ran out, giving their seats back, batch after batch until none is due.
 * Every instance may run it, and a restarted one picks up where a killed one stopped: the decider does
 * nothing to an offer that moved on. Returns the offers it expired.
 */
export async function expireDueOffers(
  db: Kysely<TicketingDatabase>,
  now: Date,
  batch = BATCH,
): Promise<number> {
  const at = now.toISOString();
  const failures: unknown[] = [];
  let expired = 0;
  for (;;) {
    const due = await db
      .selectFrom("waitlist_entries")
      .select(["offer_id", "ticket_type_id"])
      .where("status", "=", "offered")
      .where("offer_expires_at", "<=", now)
      .orderBy("offer_expires_at")
      .limit(batch)
      .execute();
    let moved = 0;
    for (const { offer_id, ticket_type_id } of due) {
      await db
        .transaction()
        .execute(async (trx) => {
          await lockLine(trx, ticket_type_id);
          return handleWaitlistCommand(
            trx,
            waitlistStreamId(ticket_type_id),
            { type: "ExpireOffer", offerId: offer_id!, at },
            { occurredAt: now, correlationId: randomUUID() },
          );
        })
        .then(
          (handled) => {
            if (handled.events.length > 0) moved++;
          },
          (error: unknown) => failures.push(error),
        );
    }
    expired += moved;
    // A short batch was the last; one that moved no offer, or failed, is left to the next pass.
    if (due.length < batch || moved === 0 || failures.length > 0) break;
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} offers failed to expire`);
  return expired;
}

/**
 * One pass: lapsed offers expire, then every line is offered what is free. The bus's order events make
 * offers at once; this pass also catches capacity freed in ways no event of ours announces.
 */
export async function sweepWaitlists(db: Kysely<TicketingDatabase>, offerMinutes: number, now: Date) {
  const expired = await expireDueOffers(db, now);
  const offered = await offerFreedSeats(db, "every-event", {
    offerMinutes,
    now,
    meta: { occurredAt: now, correlationId: randomUUID() },
  });
  return { expired, offered };
}
