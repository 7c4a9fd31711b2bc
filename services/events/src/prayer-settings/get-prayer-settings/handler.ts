import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZOrganizationIdParams, ZPrayerSettingsResponse } from "@mawid/contracts/events";
import type { EventsDeps } from "../../deps.ts";
import { readPrayerSettings } from "../read.ts";

/**
 * `GET /api/v1/organizations/{id}/prayer-settings`: public, since every event page shows its Hijri
 * date by the organisation's offset; the defaults until the organisation saves its own.
 */
export function registerGetPrayerSettings(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/organizations/:id/prayer-settings",
      { schema: { params: ZOrganizationIdParams, response: { 200: ZPrayerSettingsResponse } } },
      async (request) => readPrayerSettings(deps.db, request.params.id),
    );
}
