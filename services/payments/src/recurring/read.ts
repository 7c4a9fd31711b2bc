import type { TRecurringGift } from "@mawid/contracts/payments";
import type { Kysely } from "kysely";
import type { PaymentsDatabase } from "../db/tables.ts";

/** A donor's recurring gifts (or one of them) as the donor's screen shows them. */
export async function recurringGiftViews(
  db: Kysely<PaymentsDatabase>,
  donorId: string,
  recurringGiftId?: string,
): Promise<TRecurringGift[]> {
  let query = db
    .selectFrom("recurring_gifts")
    .leftJoin("known_organizations", "known_organizations.organization_id", "recurring_gifts.organization_id")
    .selectAll("recurring_gifts")
    .select("known_organizations.name as organization_name")
    .where("donor_id", "=", donorId)
    .orderBy("started_at", "desc")
    .limit(100);
  if (recurringGiftId) query = query.where("recurring_gift_id", "=", recurringGiftId);
  const gifts = await query.execute();
  if (gifts.length === 0) return [];
  const charges = await db
    .selectFrom("recurring_charges")
    .select(["recurring_gift_id", "due_date", "outcome"])
    .where(
      "recurring_gift_id",
      "in",
      gifts.map((g) => g.recurring_gift_id),
    )
    .execute();
  return gifts.map((g) => {
    const mine = charges.filter((c) => c.recurring_gift_id === g.recurring_gift_id);
    const settled = new Set(
      mine.filter((c) => c.outcome === "succeeded" || c.outcome === "abandoned").map((c) => c.due_date),
    );
    const next = g.dates.find((d) => !settled.has(d)) ?? null;
    const status = g.status === "cancelled" ? "cancelled" : next === null ? "finished" : "active";
    return {
      recurringGiftId: g.recurring_gift_id,
      organizationId: g.organization_id,
      organizationName: g.organization_name,
      amount: g.amount,
      currency: g.currency,
      fund: g.fund,
      recurring: g.recurring,
      status,
      nextDate: status === "active" ? next : null,
      paid: 1 + mine.filter((c) => c.outcome === "succeeded").length,
      total: 1 + g.dates.length,
      failed: mine.filter((c) => c.outcome === "failed" || c.outcome === "abandoned").length,
      startedAt: g.started_at.toISOString(),
      cancelledAt: g.cancelled_at?.toISOString() ?? null,
    };
  });
}
