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
} from "@mawid/contracts/events";
import { on } from "@mawid/bus";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import type { Transaction } from "kysely";
import { checkinDb } from "../db/tables.ts";

type Fields = {
  eventId: string;
  organizationId: string;
  title: string;
  timeZone: string;
  startsAt: string;
  endsAt: string;
};

/** Check-in's own view of events (organisation, title, times, status), so scans never ask the events service. */
export function trackEventsConsumer(schema: string): ConsumerDefinition {
  const upsert = async (trx: Transaction<unknown>, data: Fields) => {
    const row = {
      organization_id: data.organizationId,
      title: data.title,
      time_zone: data.timeZone,
      starts_at: new Date(data.startsAt),
      ends_at: new Date(data.endsAt),
    };
    await checkinDb(trx, schema)
      .insertInto("known_events")
      .values({ event_id: data.eventId, status: "draft", ...row })
      .onConflict((oc) => oc.column("event_id").doUpdateSet(row))
      .execute();
  };
  const status = (next: TEventStatus) => async (trx: Transaction<unknown>, data: { eventId: string }) => {
    const db = checkinDb(trx, schema);
    // A cancelled event stays cancelled, whatever arrives after it.
    await db
      .updateTable("known_events")
      .set({ status: next })
      .where("event_id", "=", data.eventId)
      .where("status", "!=", "cancelled")
      .execute();
  };
  return defineConsumer("checkin.events", [
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
