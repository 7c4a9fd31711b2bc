import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type TDiscoveryPage, ZDiscoveryPage, ZDiscoveryQuery } from "@mawid/contracts/events";
import type { EventsDeps } from "../../deps.ts";
import { recentAnswers } from "../recent-answers.ts";
import { searchEvents } from "../search.ts";

/**
 * Searches by words and filters repeat across visitors and are kept 10 s (a newly published event is
 * found within that); near-me answers are each visitor's own place, so they are never kept.
 */
const KEEP_SEARCHES_MS = 10_000;

/** `GET /api/v1/events?q=&category=&audience=&from=&to=&near=&radiusKm=&sort=&page=`: public. */
export function registerSearchEvents(app: FastifyInstance, deps: EventsDeps): void {
  const recent = recentAnswers<TDiscoveryPage>(KEEP_SEARCHES_MS);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events",
      { schema: { querystring: ZDiscoveryQuery, response: { 200: ZDiscoveryPage } } },
      async (request) => {
        const search = () => searchEvents(deps.db, request.query, new Date());
        return await (request.query.near ? search() : recent(JSON.stringify(request.query), search));
      },
    );
}
