import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZOrganizationIdParams } from "@mawid/contracts/events";
import type { EventsDeps } from "../../deps.ts";
import { type ListingRow, listedEvents, listingColumns, toListing } from "../../discovery/listing.ts";
import { calendarOf } from "../calendar.ts";

/** Calendar apps keep what they fetched, so a feed holds the last month too, not only what is to come. */
const KEEP_PAST_MS = 30 * 86_400_000;
const FEED_SIZE = 500;

/** `GET /api/v1/organizations/{id}/calendar.ics`: the host's published public events, to subscribe to. */
export function registerGetOrganizationCalendar(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/organizations/:id/calendar.ics",
      { schema: { params: ZOrganizationIdParams } },
      async (request, reply) => {
        const organizationId = request.params.id;
        const rows = (await listedEvents(deps.db)
          .select((eb) => listingColumns(eb))
          .where("e.organization_id", "=", organizationId)
          .where("e.ends_at", ">=", new Date(Date.now() - KEEP_PAST_MS))
          .orderBy("e.starts_at")
          .limit(FEED_SIZE)
          .execute()) as ListingRow[];
        const listings = rows.map(toListing);
        const name = (
          await deps.db
            .selectFrom("host_organizations")
            .select("name")
            .where("organization_id", "=", organizationId)
            .executeTakeFirst()
        )?.name;
        return reply
          .type("text/calendar; charset=utf-8")
          .header("cache-control", "public, max-age=900")
          .send(calendarOf(name ? `${name} events` : "Events", listings, deps.publicUrl));
      },
    );
}
