import { randomUUID } from "node:crypto";
import { waitlistStreamId } from "@mawid/contracts/ticketing";
import type { Kysely } from "kysely";
import { type DuePassOptions, passOverDue } from "@mawid/service";
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
export function expireDueOffers(
  db: Kysely<TicketingDatabase>,
  now: Date,
  options: DuePassOptions = {},
): Promise<number> {
  const at = now.toISOString();
  return passOverDue(
    {
      batch: BATCH,
      due: (limit) =>
        db
          .selectFrom("waitlist_entries")
          .select(["offer_id", "ticket_type_id"])
          .where("status", "=", "offered")
          .where("offer_expires_at", "<=", now)
          .orderBy("offer_expires_at")
          .limit(limit)
          .execute(),
      moveOn: async ({ offer_id, ticket_type_id }) => {
        const handled = await db.transaction().execute(async (trx) => {
          await lockLine(trx, ticket_type_id);
          return handleWaitlistCommand(
            trx,
            waitlistStreamId(ticket_type_id),
            { type: "ExpireOffer", offerId: offer_id!, at },
            { occurredAt: now, correlationId: randomUUID() },
          );
        });
        return handled.events.length > 0;
      },
      failed: "offers failed to expire",
    },
    options,
  );
}

/**
 * One pass: lapsed offers expire, then every line is offered what is free. The bus's order events make
 * offers at once; this pass also catches capacity freed in ways no event of ours announces.
 */
export async function sweepWaitlists(
  db: Kysely<TicketingDatabase>,
  offerMinutes: number,
  now: Date,
  stopping?: AbortSignal,
) {
  const expired = await expireDueOffers(db, now, { stopping });
  const offered = await offerFreedSeats(db, "every-event", {
    offerMinutes,
    now,
    meta: { occurredAt: now, correlationId: randomUUID() },
  });
  return { expired, offered };
}
