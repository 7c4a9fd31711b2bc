import { EventCreatedV1, type TEventStatus } from "@mawid/contracts/events";
import type { TFeePaidBy, TSection } from "@mawid/contracts/ticketing";
import { on } from "@mawid/bus";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import { ticketingDb } from "../../db/tables.ts";
import { handleTicketTypesCommand } from "../handle.ts";
import { copyAccessCodes } from "./copy-access-codes.ts";
import { copyFairMarketValues } from "./copy-fair-market-values.ts";
import { copiedTicketTypeId } from "./copied-id.ts";

/**
 * A cloned event (EventCreated naming clonedFromEventId) gets its source's sections and ticket types
 * with fresh seats: nothing held or sold, no promo codes or add-ons, and the sales windows and price
 * phase dates moved by as much as the event moved. A hidden type keeps its access code, and each type
 * its fair-market value.
 */
export function copyTicketPlanConsumer(schema: string): ConsumerDefinition {
  return defineConsumer("ticketing.cloned-events", [
    on(EventCreatedV1, async (trx, created, meta) => {
      const sourceId = created.clonedFromEventId;
      if (sourceId === null) return;
      const db = ticketingDb(trx, schema);
      const [source, clone, types, sections] = await Promise.all([
        db.selectFrom("known_events").select("starts_at").where("event_id", "=", sourceId).executeTakeFirst(),
        db
          .selectFrom("known_events")
          .select("status")
          .where("event_id", "=", created.eventId)
          .executeTakeFirst(),
        db
          .selectFrom("ticket_types")
          .selectAll()
          .where("event_id", "=", sourceId)
          .orderBy("sort_order")
          .execute(),
        db.selectFrom("sections").selectAll().where("event_id", "=", sourceId).execute(),
      ]);
      if (!source || (types.length === 0 && sections.length === 0)) return;
      // A clone cancelled before this message arrived sells nothing: there is no plan to give it.
      if (clone?.status === "cancelled" || clone?.status === "completed") return;
      const shift = Date.parse(created.startsAt) - source.starts_at.getTime();
      const moved = (instant: Date | string | null) =>
        instant === null ? null : new Date(new Date(instant).getTime() + shift).toISOString();
      const copies = types.map((t) => ({
        sourceId: t.ticket_type_id,
        ticketTypeId: copiedTicketTypeId(created.eventId, t.ticket_type_id),
        fields: {
          name: t.name,
          description: t.description,
          price: t.price,
          currency: t.currency,
          capacity: t.capacity,
          section: t.section as TSection,
          groupSize: t.group_size,
          salesStart: moved(t.sales_start),
          salesEnd: moved(t.sales_end),
          minPerOrder: t.min_per_order,
          maxPerOrder: t.max_per_order,
          payWhatYouWant: t.pay_what_you_want,
          hidden: t.hidden,
          feePaidBy: t.fee_paid_by as TFeePaidBy,
          pricePhases: t.price_phases.map((p) => ({ ...p, until: moved(p.until) })),
        },
      }));
      const commandMeta = {
        occurredAt: new Date(),
        correlationId: meta.correlationId,
        causationId: meta.id,
        traceparent: meta.traceparent,
      };
      await handleTicketTypesCommand(
        trx,
        created.eventId,
        {
          type: "CopyTicketPlan",
          event: {
            eventId: created.eventId,
            organizationId: created.organizationId,
            status: (clone?.status as TEventStatus | undefined) ?? "draft",
          },
          ticketTypes: copies,
          sections: sections.map((s) => ({
            section: s.section as TSection,
            capacity: s.capacity,
            entrance: s.entrance,
          })),
          actorId: created.createdBy,
          at: created.createdAt,
        },
        commandMeta,
        async (t, handled) => {
          const made = new Set(
            handled.events.flatMap((e) => (e.type === "TicketTypeCreated" ? [e.data.ticketTypeId] : [])),
          );
          const madeCopies = copies.filter((c) => made.has(c.ticketTypeId));
          await copyAccessCodes(
            t,
            schema,
            madeCopies.filter((c) => c.fields.hidden),
          );
          await copyFairMarketValues(
            t,
            schema,
            created,
            madeCopies,
            { actorId: created.createdBy, at: created.createdAt },
            commandMeta,
          );
        },
      );
    }),
  ]);
}
