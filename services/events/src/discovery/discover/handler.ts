import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZPersonalDiscoveryPage, ZPersonalDiscoveryQuery } from "@mawid/contracts/events";
import { verifiedUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { discoverFor } from "../personal.ts";

/** `GET /api/v1/discover?near=&radiusKm=&categories=&page=`: ranked for the signed-in user, or by place and category alone. */
export function registerDiscover(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/discover",
      { schema: { querystring: ZPersonalDiscoveryQuery, response: { 200: ZPersonalDiscoveryPage } } },
      async (request) =>
        await discoverFor(deps.db, verifiedUser(request)?.sub ?? null, request.query, new Date()),
    );
}
