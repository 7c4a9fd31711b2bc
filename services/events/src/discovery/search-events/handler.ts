import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZDiscoveryPage, ZDiscoveryQuery } from "@mawid/contracts/events";
import { encodedJson, sendEncodedJson } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { nearSearch } from "../near-search.ts";
import { recentAnswers } from "../recent-answers.ts";
import { searchEvents } from "../search.ts";

/**
 * Searches by words and filters repeat across visitors and are kept 10 s (a newly published event is
 * found within that), as the JSON they are answered with; near-me answers are each visitor's own,
 * worked out from candidates their grid cell shares (near-search.ts).
 */
const KEEP_SEARCHES_MS = 10_000;

/** `GET /api/v1/events?q=&category=&audience=&from=&to=&near=&radiusKm=&sort=&page=`: public. */
export function registerSearchEvents(app: FastifyInstance, deps: EventsDeps): void {
  const recent = recentAnswers<Buffer>(KEEP_SEARCHES_MS);
  const nearby = nearSearch(deps.db);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events",
      { schema: { querystring: ZDiscoveryQuery, response: { 200: ZDiscoveryPage } } },
      async (request, reply) => {
        const { near } = request.query;
        const json = near
          ? await nearby({ ...request.query, near }, new Date())
          : await recent(JSON.stringify(request.query), async () =>
              encodedJson(ZDiscoveryPage, await searchEvents(deps.db, request.query, new Date())),
            );
        return sendEncodedJson(reply, json);
      },
    );
}
