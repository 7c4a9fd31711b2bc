import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZReminderSettings, ZReminderView } from "@mawid/contracts/ticketing";
import { commandMeta, requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";
import { readEvent } from "../../event/read-event.ts";
import { ZEventParams } from "../../ticket-type/params.ts";
import { handleReminderCommand } from "../handle.ts";
import { requireReminderOrganiser } from "../permissions.ts";
import { readReminder } from "../read.ts";

/** `PUT /api/v1/events/{id}/reminder`: the organisation turns the reminder on or off, times it, adds a note. */
export function registerSetReminder(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .put(
      "/api/v1/events/:id/reminder",
      { schema: { params: ZEventParams, body: ZReminderSettings, response: { 200: ZReminderView } } },
      async (request) => {
        const now = new Date();
        const claims = requireUser(request);
        const event = await readEvent(deps.db, request.params.id);
        requireReminderOrganiser(claims, event.organizationId);
        await handleReminderCommand(
          deps.db,
          event.eventId,
          {
            type: "SetReminder",
            eventId: event.eventId,
            organizationId: event.organizationId,
            settings: request.body,
            actorId: claims.sub,
            at: now.toISOString(),
          },
          commandMeta(request, now),
        );
        return readReminder(deps.db, event.eventId);
      },
    );
}
