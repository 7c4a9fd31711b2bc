import type { FastifyInstance } from "fastify";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZConfigureSectionRequest, ZSection, ZSectionView } from "@mawid/contracts/ticketing";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";
import { readEvent } from "../../event/read-event.ts";
import { requireSectionFeature } from "../gates.ts";
import { handleTicketTypesCommand } from "../handle.ts";
import { ZEventParams } from "../params.ts";
import { readEventTicketing } from "../read.ts";

const ZParams = ZEventParams.extend({ section: ZSection });

/**
 * `PUT /api/v1/events/{id}/sections/{section}`: the section's seats, which every ticket type in it
 * shares, and its entrance. By the event's organisation.
 */
export function registerConfigureSection(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .put(
      "/api/v1/events/:id/sections/:section",
      { schema: { params: ZParams, body: ZConfigureSectionRequest, response: { 200: ZSectionView } } },
      async (request) => {
        const now = new Date();
        const claims = requireUser(request);
        const event = await readEvent(deps.db, request.params.id);
        const { section } = request.params;
        requireOrganizationRole(claims, event.organizationId, ORGANISER_ROLES);
        requireSectionFeature(claims, event.organizationId, section);
        await handleTicketTypesCommand(
          deps.db,
          event.eventId,
          {
            type: "ConfigureSection",
            event,
            section,
            ...request.body,
            actorId: claims.sub,
            at: now.toISOString(),
          },
          commandMeta(request, now),
        );
        const { sections } = await readEventTicketing(deps.db, event.eventId, now.toISOString());
        return sections.find((s) => s.section === section)!;
      },
    );
}
