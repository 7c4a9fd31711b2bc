import { randomUUID } from "node:crypto";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { addOnsStreamId, ZAddOnView, ZCreateAddOnRequest } from "@mawid/contracts/ticketing";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";
import { readEvent } from "../../event/read-event.ts";
import { ZEventParams } from "../../ticket-type/params.ts";
import { readVendors } from "../../vendor/read.ts";
import { handleAddOnsCommand } from "../handle.ts";

/** `POST /api/v1/events/{id}/add-ons`: a meal or merchandise with its stock, by the event's organisation. */
export function registerCreateAddOn(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/events/:id/add-ons",
      { schema: { params: ZEventParams, body: ZCreateAddOnRequest, response: { 201: ZAddOnView } } },
      async (request, reply) => {
        const now = new Date();
        const at = now.toISOString();
        const claims = requireUser(request);
        const event = await readEvent(deps.db, request.params.id);
        requireOrganizationRole(claims, event.organizationId, ORGANISER_ROLES);
        const vendors = await readVendors(deps.db, event.eventId, at);
        const { events } = await handleAddOnsCommand(
          deps.db,
          addOnsStreamId(event.eventId),
          {
            type: "CreateAddOn",
            event,
            vendorIds: vendors.map((v) => v.id),
            addOnId: randomUUID(),
            fields: request.body,
            actorId: claims.sub,
            at,
          },
          commandMeta(request, now),
        );
        const event0 = events[0];
        if (event0?.type !== "AddOnCreated") throw new Error("an add-on made without its event");
        const created = event0.data;
        return reply.status(201).send({
          id: created.addOnId,
          eventId: created.eventId,
          name: created.name,
          description: created.description,
          kind: created.kind,
          price: created.price,
          currency: created.currency,
          stock: created.stock,
          available: created.stock,
          maxPerOrder: created.maxPerOrder,
          vendorId: created.vendorId,
        });
      },
    );
}
