import type { TAddOnKind, TAddOnView } from "@mawid/contracts/ticketing";
import { type Kysely, sql } from "kysely";
import { quotaIds } from "../capacity/quota-ids.ts";
import type { TicketingDatabase } from "../db/tables.ts";
import { certificateValid } from "../vendor/certificate.ts";

/** An add-on as an order prices and reserves it, read before the order's transaction. */
export interface AddOnSnapshot {
  id: string;
  eventId: string;
  name: string;
  description: string;
  kind: TAddOnKind;
  vendorId: string | null;
  price: number;
  currency: string;
  stock: number;
  maxPerOrder: number;
  /** Items neither held nor sold when read; the reservation decides the rest. */
  left: number;
  /** False once withdrawn, and for a meal whose vendor's halal certificate has expired: it is neither shown nor sold. */
  offered: boolean;
}

/** An event's add-ons (only those ids, when given: at least one), with their stock left and whether they are offered at `at`. */
export async function readAddOns(
  db: Kysely<TicketingDatabase>,
  eventId: string,
  at: string,
  ids?: readonly string[],
): Promise<AddOnSnapshot[]> {
  let query = db
    .selectFrom("add_ons as a")
    .innerJoin("quotas as q", (join) =>
      join.on(sql<boolean>`q.quota_id = ${quotaIds.addOn("")} || a.add_on_id`),
    )
    .leftJoin("vendors as v", "v.vendor_id", "a.vendor_id")
    .selectAll("a")
    .select([
      sql<number>`q.capacity - q.held - q.sold`.as("left"),
      sql<string | null>`v.certificate_expires_on::text`.as("expires_on"),
    ])
    .where("a.event_id", "=", eventId)
    .orderBy("a.created_at");
  if (ids) query = query.where("a.add_on_id", "in", ids);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.add_on_id,
    eventId: row.event_id,
    name: row.name,
    description: row.description,
    kind: row.kind as TAddOnKind,
    vendorId: row.vendor_id,
    price: row.price,
    currency: row.currency,
    stock: row.stock,
    maxPerOrder: row.max_per_order,
    left: Math.max(0, row.left),
    offered:
      row.withdrawn_at === null &&
      (row.kind !== "meal" || row.expires_on === null || certificateValid(row.expires_on, at)),
  }));
}

export function toAddOnView(addOn: AddOnSnapshot): TAddOnView {
  return {
    id: addOn.id,
    eventId: addOn.eventId,
    name: addOn.name,
    description: addOn.description,
    kind: addOn.kind,
    price: addOn.price,
    currency: addOn.currency,
    stock: addOn.stock,
    available: addOn.left,
    maxPerOrder: addOn.maxPerOrder,
    vendorId: addOn.vendorId,
  };
}
