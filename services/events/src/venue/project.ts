import type { Transaction } from "kysely";
import { eventsDb } from "../db/tables.ts";
import type { VenueEvent } from "./decider.ts";

/** venues, in the append's transaction. */
export async function projectVenues(trx: Transaction<unknown>, events: readonly VenueEvent[]): Promise<void> {
  const db = eventsDb(trx);
  for (const event of events) {
    switch (event.type) {
      case "VenueAdded": {
        const d = event.data;
        await db
          .insertInto("venues")
          .values({
            id: d.venueId,
            organization_id: d.organizationId,
            name: d.name,
            address: d.address,
            latitude: d.latitude,
            longitude: d.longitude,
            time_zone: d.timeZone,
            capacity: d.capacity,
            facilities: d.facilities,
            created_at: new Date(d.addedAt),
            updated_at: new Date(d.addedAt),
          })
          .execute();
        break;
      }
      case "VenueUpdated": {
        const d = event.data;
        await db
          .updateTable("venues")
          .set({
            name: d.name,
            address: d.address,
            latitude: d.latitude,
            longitude: d.longitude,
            time_zone: d.timeZone,
            capacity: d.capacity,
            facilities: d.facilities,
            updated_at: new Date(d.updatedAt),
          })
          .where("id", "=", d.venueId)
          .execute();
        break;
      }
      case "VenueRemoved":
        await db.deleteFrom("venues").where("id", "=", event.data.venueId).execute();
        break;
    }
  }
}
