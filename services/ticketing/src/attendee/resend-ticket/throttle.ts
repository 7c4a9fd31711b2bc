import { type Kysely, sql } from "kysely";
import type { TicketingDatabase } from "../../db/tables.ts";
import { TicketResentRecentlyError } from "../errors.ts";

/** A holder's inbox is not a host's to flood: one resend per ticket in this window. */
export const RESEND_INTERVAL_MS = 10 * 60_000;

/**
 * Records this resend, or refuses it when the last one is too recent; the conditional upsert decides
 * under the row's lock, so two hosts clicking at once send one mail.
 */
export async function claimResend(db: Kysely<TicketingDatabase>, ticketId: string, now: Date): Promise<void> {
  const before = new Date(now.getTime() - RESEND_INTERVAL_MS);
  const claimed = await db
    .insertInto("ticket_resends")
    .values({ ticket_id: ticketId, resent_at: now })
    .onConflict((oc) =>
      oc
        .column("ticket_id")
        .doUpdateSet({ resent_at: now })
        .where(sql.ref("ticket_resends.resent_at"), "<=", before),
    )
    .returning("ticket_id")
    .executeTakeFirst();
  if (claimed) return;
  const last = await db
    .selectFrom("ticket_resends")
    .select("resent_at")
    .where("ticket_id", "=", ticketId)
    .executeTakeFirstOrThrow();
  const waitMs = last.resent_at.getTime() + RESEND_INTERVAL_MS - now.getTime();
  throw new TicketResentRecentlyError(Math.max(1, Math.ceil(waitMs / 1000)));
}
