import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZEventListing } from "@mawid/contracts/events";
import type { EventsDeps } from "../../deps.ts";
import { readSharedListing } from "../read-listing.ts";

const ZParams = z.object({ id: z.uuid({ error: "Event not found" }) });

/**
 * `GET /api/v1/events/{id}/summary`: a published public or unlisted event as a listing shows it; the
 * gateway puts it in the event page's share tags.
 */
export function registerGetEventSummary(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events/:id/summary",
      { schema: { params: ZParams, response: { 200: ZEventListing } } },
      async (request) => await readSharedListing(deps.db, request.params.id),
    );
}
