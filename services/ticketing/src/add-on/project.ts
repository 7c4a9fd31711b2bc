import type { Transaction } from "kysely";
import { quotaIds } from "../capacity/quota-ids.ts";
import { ticketingDb } from "../db/tables.ts";
import type { AddOnsEvent } from "./decider.ts";

/** add_ons and each add-on's stock quota, in the append's transaction; a withdrawn one is marked so. */
export async function projectAddOns(
  trx: Transaction<unknown>,
  events: readonly AddOnsEvent[],
): Promise<void> {
  const db = ticketingDb(trx);
  for (const event of events) {
    if (event.type === "AddOnWithdrawn") {
      await db
        .updateTable("add_ons")
        .set({ withdrawn_at: new Date(event.data.withdrawnAt) })
        .where("add_on_id", "=", event.data.addOnId)
        .execute();
      continue;
    }
    const d = event.data;
    await db
      .insertInto("add_ons")
      .values({
        add_on_id: d.addOnId,
        event_id: d.eventId,
        vendor_id: d.vendorId,
        name: d.name,
        description: d.description,
        kind: d.kind,
        price: d.price,
        currency: d.currency,
        stock: d.stock,
        max_per_order: d.maxPerOrder,
        created_at: new Date(d.createdAt),
      })
      .execute();
    await db
      .insertInto("quotas")
      .values({ quota_id: quotaIds.addOn(d.addOnId), event_id: d.eventId, capacity: d.stock })
      .execute();
  }
}
