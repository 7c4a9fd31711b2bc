import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZReminderView } from "@mawid/contracts/ticketing";
import { requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";
import { readEvent } from "../../event/read-event.ts";
import { ZEventParams } from "../../ticket-type/params.ts";
import { requireReminderOrganiser } from "../permissions.ts";
import { readReminder } from "../read.ts";

/** `GET /api/v1/events/{id}/reminder`: the reminder to the event's ticket holders, for its organisation. */
export function registerGetReminder(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events/:id/reminder",
      { schema: { params: ZEventParams, response: { 200: ZReminderView } } },
      async (request) => {
        const event = await readEvent(deps.db, request.params.id);
        requireReminderOrganiser(requireUser(request), event.organizationId);
        return readReminder(deps.db, event.eventId);
      },
    );
}
