import { sql, type Transaction } from "kysely";
import { quotaIds } from "../capacity/quota-ids.ts";
import { ticketingDb } from "../db/tables.ts";
import type { TicketTypesEvent } from "./state.ts";

/**
 * ticket_types, sections and their quotas, in the append's transaction. A section's quota made after
 * its ticket types have sold starts from what they hold and sold, so it never counts from zero.
 */
export async function projectTicketTypes(
  trx: Transaction<unknown>,
  events: readonly TicketTypesEvent[],
): Promise<void> {
  const db = ticketingDb(trx);
  for (const event of events) {
    switch (event.type) {
      case "TicketTypeCreated": {
        const d = event.data;
        await db
          .insertInto("ticket_types")
          .values({
            ticket_type_id: d.ticketTypeId,
            event_id: d.eventId,
            organization_id: d.organizationId,
            name: d.name,
            description: d.description,
            price: d.price,
            currency: d.currency,
            capacity: d.capacity,
            section: d.section,
            group_size: d.groupSize,
            sales_start: d.salesStart === null ? null : new Date(d.salesStart),
            sales_end: d.salesEnd === null ? null : new Date(d.salesEnd),
            min_per_order: d.minPerOrder,
            max_per_order: d.maxPerOrder,
            pay_what_you_want: d.payWhatYouWant,
            hidden: d.hidden,
            fee_paid_by: d.feePaidBy,
            price_phases: JSON.stringify(d.pricePhases),
            sort_order: d.sortOrder,
            created_at: new Date(d.createdAt),
          })
          .execute();
        await db
          .insertInto("quotas")
          .values({
            quota_id: quotaIds.ticketType(d.ticketTypeId),
            event_id: d.eventId,
            capacity: d.capacity,
          })
          .execute();
        break;
      }
      case "TicketTypeUpdated": {
        const { ticketTypeId, capacity, salesEnd } = event.data;
        await db
          .updateTable("ticket_types")
          .set({ capacity, sales_end: salesEnd === null ? null : new Date(salesEnd) })
          .where("ticket_type_id", "=", ticketTypeId)
          .execute();
        // its orders reserve against this quota: more places are on sale at once, fewer stop sales sooner
        await db
          .updateTable("quotas")
          .set({ capacity })
          .where("quota_id", "=", quotaIds.ticketType(ticketTypeId))
          .execute();
        break;
      }
      case "SectionConfigured": {
        const { eventId, section, capacity, entrance } = event.data;
        await db
          .insertInto("sections")
          .values({ event_id: eventId, section, capacity, entrance })
          .onConflict((oc) => oc.columns(["event_id", "section"]).doUpdateSet({ capacity, entrance }))
          .execute();
        await sql`
          INSERT INTO ${sql.id("ticketing", "quotas")} (quota_id, event_id, capacity, held, sold)
          SELECT ${quotaIds.section(eventId, section)}, ${eventId}, ${capacity},
                 coalesce(sum(q.held), 0), coalesce(sum(q.sold), 0)
          FROM ${sql.id("ticketing", "ticket_types")} t
          JOIN ${sql.id("ticketing", "quotas")} q ON q.quota_id = 'ticket-type:' || t.ticket_type_id
          WHERE t.event_id = ${eventId} AND t.section = ${section}
          ON CONFLICT (quota_id) DO UPDATE SET capacity = EXCLUDED.capacity`.execute(trx);
        break;
      }
    }
  }
}
