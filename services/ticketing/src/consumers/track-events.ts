import {
  EventApprovedV1,
  EventCancelledV1,
  EventCompletedV1,
  EventCreatedV1,
  EventPublishedV1,
  EventRejectedV1,
  EventSubmittedV1,
  EventUpdatedV1,
  type TEventStatus,
  type TVenue,
} from "@mawid/contracts/events";
import { on } from "@mawid/bus";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import type { Transaction } from "kysely";
import { quotaIds } from "../capacity/quota-ids.ts";
import { ticketingDb } from "../db/tables.ts";

type Fields = {
  eventId: string;
  organizationId: string;
  title: string;
  timeZone: string;
  capacity: number | null;
  venue: TVenue | null;
  onlineUrl: string | null;
};

/**
 * The event's total capacity is a quota every one of its orders reserves against. Made when the event
 * first has a capacity, from what its ticket types already hold and sold; an event that drops its
 * capacity keeps the counters, unlimited, so a later capacity counts from the truth.
 */
async function keepEventQuota(
  trx: Transaction<unknown>,
  schema: string,
  eventId: string,
  capacity: number | null,
) {
  const db = ticketingDb(trx, schema);
  const updated = await db
    .updateTable("quotas")
    .set({ capacity })
    .where("quota_id", "=", quotaIds.event(eventId))
    .executeTakeFirst();
  if (updated.numUpdatedRows > 0n || capacity === null) return;
  const totals = await db
    .selectFrom("quotas")
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>("held"), eb.lit(0)).as("held"),
      eb.fn.coalesce(eb.fn.sum<number>("sold"), eb.lit(0)).as("sold"),
    ])
    .where("event_id", "=", eventId)
    .where("quota_id", "like", `${quotaIds.ticketType("")}%`)
    .executeTakeFirstOrThrow();
  await db
    .insertInto("quotas")
    .values({
      quota_id: quotaIds.event(eventId),
      event_id: eventId,
      capacity,
      held: Number(totals.held),
      sold: Number(totals.sold),
    })
    .onConflict((oc) => oc.column("quota_id").doUpdateSet({ capacity }))
    .execute();
}

/**
 * Ticketing's own small view of events (organisation, status, time zone, capacity, where it is held),
 * from the events stream.
 */
export function trackEventsConsumer(schema: string): ConsumerDefinition {
  const upsert = async (trx: Transaction<unknown>, data: Fields & { startsAt: string; endsAt: string }) => {
    const row = {
      organization_id: data.organizationId,
      title: data.title,
      time_zone: data.timeZone,
      capacity: data.capacity,
      starts_at: new Date(data.startsAt),
      ends_at: new Date(data.endsAt),
      venue: data.venue === null ? null : JSON.stringify(data.venue),
      online_url: data.onlineUrl,
    };
    await ticketingDb(trx, schema)
      .insertInto("known_events")
      .values({ event_id: data.eventId, status: "draft", ...row })
      .onConflict((oc) => oc.column("event_id").doUpdateSet(row))
      .execute();
    await keepEventQuota(trx, schema, data.eventId, data.capacity);
  };
  const status = (next: TEventStatus) => async (trx: Transaction<unknown>, data: { eventId: string }) => {
    await ticketingDb(trx, schema)
      .updateTable("known_events")
      .set({ status: next })
      .where("event_id", "=", data.eventId)
      .execute();
  };
  return defineConsumer("ticketing.events", [
    on(EventCreatedV1, upsert),
    on(EventUpdatedV1, upsert),
    on(EventSubmittedV1, status("submitted")),
    on(EventApprovedV1, status("approved")),
    on(EventRejectedV1, status("rejected")),
    on(EventPublishedV1, status("published")),
    on(EventCancelledV1, status("cancelled")),
    on(EventCompletedV1, status("completed")),
  ]);
}
