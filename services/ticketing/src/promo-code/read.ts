import type { TPromoCodeView } from "@mawid/contracts/ticketing";
import { type Kysely, sql } from "kysely";
import { quotaIds } from "../capacity/quota-ids.ts";
import type { TicketingDatabase } from "../db/tables.ts";
import type { PromoCodeSnapshot } from "./discount.ts";

function promoCodes(db: Kysely<TicketingDatabase>, eventId: string) {
  return db
    .selectFrom("promo_codes as p")
    .innerJoin("quotas as q", (join) =>
      join.on(sql<boolean>`q.quota_id = ${quotaIds.promoCode("")} || p.promo_code_id`),
    )
    .select([
      "p.promo_code_id",
      "p.event_id",
      "p.code",
      "p.discount",
      "p.max_uses",
      "p.valid_from",
      "p.valid_until",
      sql<number>`q.held + q.sold`.as("uses"),
    ])
    .where("p.event_id", "=", eventId);
}

/** The event's code as the buyer typed it, in any case; null when the event has none such. */
export async function readPromoCode(
  db: Kysely<TicketingDatabase>,
  eventId: string,
  code: string,
): Promise<PromoCodeSnapshot | null> {
  const row = await promoCodes(db, eventId).where("p.code", "=", code.toUpperCase()).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.promo_code_id,
    code: row.code,
    discount: row.discount,
    validFrom: row.valid_from?.toISOString() ?? null,
    validUntil: row.valid_until?.toISOString() ?? null,
    usesLeft: row.max_uses === null ? Number.POSITIVE_INFINITY : row.max_uses - row.uses,
  };
}

export async function readPromoCodeViews(
  db: Kysely<TicketingDatabase>,
  eventId: string,
): Promise<TPromoCodeView[]> {
  const rows = await promoCodes(db, eventId).orderBy("p.created_at").execute();
  return rows.map((row) => ({
    id: row.promo_code_id,
    eventId: row.event_id,
    code: row.code,
    discount: row.discount,
    maxUses: row.max_uses,
    uses: row.uses,
    validFrom: row.valid_from?.toISOString() ?? null,
    validUntil: row.valid_until?.toISOString() ?? null,
  }));
}
