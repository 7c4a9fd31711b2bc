import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZDiscoveryPage, ZDiscoveryQuery } from "@mawid/contracts/events";
import type { EventsDeps } from "../../deps.ts";
import { searchEvents } from "../search.ts";

/** `GET /api/v1/events?q=&category=&audience=&from=&to=&near=&radiusKm=&sort=&page=`: public. */
export function registerSearchEvents(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events",
      { schema: { querystring: ZDiscoveryQuery, response: { 200: ZDiscoveryPage } } },
      async (request) => await searchEvents(deps.db, request.query, new Date()),
    );
}
