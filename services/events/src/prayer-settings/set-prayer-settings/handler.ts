import type { FastifyInstance } from "fastify";
import { MANAGER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  prayerSettingsStreamId,
  ZOrganizationIdParams,
  ZPrayerSettings,
  ZPrayerSettingsResponse,
} from "@mawid/contracts/events";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { handlePrayerSettingsCommand } from "../handle.ts";

/** `PUT /api/v1/organizations/{id}/prayer-settings`: by the organisation's owners and admins. */
export function registerSetPrayerSettings(app: FastifyInstance, deps: EventsDeps): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    "/api/v1/organizations/:id/prayer-settings",
    {
      schema: {
        params: ZOrganizationIdParams,
        body: ZPrayerSettings,
        response: { 200: ZPrayerSettingsResponse },
      },
    },
    async (request) => {
      const claims = requireUser(request);
      const organizationId = request.params.id;
      requireOrganizationRole(claims, organizationId, MANAGER_ROLES);
      const now = new Date();
      const { state } = await handlePrayerSettingsCommand(
        deps.db,
        prayerSettingsStreamId(organizationId),
        {
          type: "SetPrayerSettings",
          organizationId,
          settings: request.body,
          userId: claims.sub,
          at: now.toISOString(),
        },
        commandMeta(request, now),
      );
      return { organizationId, settings: state.settings!, updatedAt: state.updatedAt };
    },
  );
}
