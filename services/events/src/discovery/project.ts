import type { Transaction } from "kysely";
import type { TEventEvent, TEventFields } from "@mawid/contracts/events";
import { eventsDb } from "../db/tables.ts";
import { foldLowestPrice } from "./lowest-price.ts";
import { plainText } from "./plain-text.ts";

/** The event's fields as the discovery index keeps them. */
function indexed(fields: TEventFields) {
  return {
    organization_id: fields.organizationId,
    visibility: fields.visibility,
    title: fields.title,
    description: plainText(fields.description),
    category: fields.category,
    audience: fields.audience,
    starts_at: new Date(fields.startsAt),
    ends_at: new Date(fields.endsAt),
    time_zone: fields.timeZone,
    venue_name: fields.venue?.name ?? null,
    venue_address: fields.venue?.address ?? null,
    latitude: fields.venue?.latitude ?? null,
    longitude: fields.venue?.longitude ?? null,
    online_url: fields.onlineUrl,
    cover_image_url: fields.coverImageUrl,
    tags: fields.tags,
    languages: fields.languages,
    facilities: fields.facilities,
    keywords: [...fields.tags, fields.venue?.name ?? ""].join(" "),
    moon_sighting: fields.moonSighting,
  };
}

/**
 * The discovery index (discovery_events), in the append's transaction of every event command. It
 * keeps every event with its status; discovery lists only the published public ones.
 */
export async function projectDiscovery(
  trx: Transaction<unknown>,
  events: readonly TEventEvent[],
): Promise<void> {
  const db = eventsDb(trx);
  const setStatus = (eventId: string, status: string, at: string, published = false) =>
    db
      .updateTable("discovery_events")
      .set({ status, updated_at: new Date(at), ...(published ? { published_at: new Date(at) } : {}) })
      .where("event_id", "=", eventId)
      .execute();
  for (const event of events) {
    switch (event.type) {
      case "EventCreated": {
        const d = event.data;
        await db
          .insertInto("discovery_events")
          .values({
            event_id: d.eventId,
            status: "draft",
            published_at: null,
            updated_at: new Date(d.createdAt),
            ...indexed(d),
          })
          .execute();
        // Ticket types announced before the event (a rebuilt index) give it its price at once.
        await foldLowestPrice(db, d.eventId);
        break;
      }
      case "EventUpdated":
        await db
          .updateTable("discovery_events")
          .set({ ...indexed(event.data), updated_at: new Date(event.data.updatedAt) })
          .where("event_id", "=", event.data.eventId)
          .execute();
        break;
      case "EventSubmitted":
        await setStatus(event.data.eventId, "submitted", event.data.submittedAt);
        break;
      case "EventApproved":
        await setStatus(event.data.eventId, "approved", event.data.approvedAt);
        break;
      case "EventRejected":
        await setStatus(event.data.eventId, "rejected", event.data.rejectedAt);
        break;
      case "EventPublished":
        await setStatus(event.data.eventId, "published", event.data.publishedAt, true);
        break;
      case "EventCancelled":
        await setStatus(event.data.eventId, "cancelled", event.data.cancelledAt);
        break;
      case "EventCompleted":
        await setStatus(event.data.eventId, "completed", event.data.completedAt);
        break;
      default:
        // Sessions and speakers are not searched.
        break;
    }
  }
}
