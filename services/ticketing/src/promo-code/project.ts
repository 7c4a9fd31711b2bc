import type { Transaction } from "kysely";
import { quotaIds } from "../capacity/quota-ids.ts";
import { ticketingDb } from "../db/tables.ts";
import type { PromoCodesEvent } from "./decider.ts";

/**
 * promo_codes and each code's uses quota (capacity: its limit), in the append's transaction; a code
 * ended by hand ends then (its window's end moves up to that moment).
 */
export async function projectPromoCodes(
  trx: Transaction<unknown>,
  events: readonly PromoCodesEvent[],
): Promise<void> {
  const db = ticketingDb(trx);
  for (const event of events) {
    if (event.type === "PromoCodeEnded") {
      await db
        .updateTable("promo_codes")
        .set({ valid_until: new Date(event.data.endedAt) })
        .where("promo_code_id", "=", event.data.promoCodeId)
        .execute();
      continue;
    }
    const d = event.data;
    await db
      .insertInto("promo_codes")
      .values({
        promo_code_id: d.promoCodeId,
        event_id: d.eventId,
        code: d.code,
        discount: JSON.stringify(d.discount),
        max_uses: d.maxUses,
        valid_from: d.validFrom === null ? null : new Date(d.validFrom),
        valid_until: d.validUntil === null ? null : new Date(d.validUntil),
        created_at: new Date(d.createdAt),
      })
      .execute();
    await db
      .insertInto("quotas")
      .values({ quota_id: quotaIds.promoCode(d.promoCodeId), event_id: d.eventId, capacity: d.maxUses })
      .execute();
  }
}
