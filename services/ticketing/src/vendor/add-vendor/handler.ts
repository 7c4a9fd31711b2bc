import { randomUUID } from "node:crypto";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { vendorsStreamId, ZAddVendorRequest, ZVendorView } from "@mawid/contracts/ticketing";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";
import { readEvent } from "../../event/read-event.ts";
import { ZEventParams } from "../../ticket-type/params.ts";
import { certificateValid } from "../certificate.ts";
import { handleVendorsCommand } from "../handle.ts";

/** `POST /api/v1/events/{id}/vendors`: a halal marketplace vendor, by the event's organisation. */
export function registerAddVendor(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/events/:id/vendors",
      { schema: { params: ZEventParams, body: ZAddVendorRequest, response: { 201: ZVendorView } } },
      async (request, reply) => {
        const now = new Date();
        const at = now.toISOString();
        const claims = requireUser(request);
        const event = await readEvent(deps.db, request.params.id);
        requireOrganizationRole(claims, event.organizationId, ORGANISER_ROLES);
        const { events } = await handleVendorsCommand(
          deps.db,
          vendorsStreamId(event.eventId),
          { type: "AddVendor", event, vendorId: randomUUID(), fields: request.body, actorId: claims.sub, at },
          commandMeta(request, now),
        );
        const added = events[0]!.data;
        return reply.status(201).send({
          id: added.vendorId,
          eventId: added.eventId,
          name: added.name,
          contactName: added.contactName,
          contactEmail: added.contactEmail,
          contactPhone: added.contactPhone,
          certificationBody: added.certificationBody,
          certificateNumber: added.certificateNumber,
          certificateExpiresOn: added.certificateExpiresOn,
          certificateValid: certificateValid(added.certificateExpiresOn, at),
        });
      },
    );
}
