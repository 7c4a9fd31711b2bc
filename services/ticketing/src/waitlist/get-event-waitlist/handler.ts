import { type TTicketTypeWaitlist, ZEventWaitlist } from "@mawid/contracts/ticketing";
import { requireUser } from "@mawid/service";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TicketingDeps } from "../../deps.ts";
import { requireAttendeeReader } from "../../attendee/permissions.ts";
import { readEvent } from "../../event/read-event.ts";
import { ZEventParams } from "../../ticket-type/params.ts";

/**
 * `GET /api/v1/events/{id}/waitlist`: for the event's organisers (it names people and their addresses),
 * each ticket type's line in order and what became of its offers.
 */
export function registerGetEventWaitlist(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events/:id/waitlist",
      { schema: { params: ZEventParams, response: { 200: ZEventWaitlist } } },
      async (request) => {
        const claims = requireUser(request);
        const event = await readEvent(deps.db, request.params.id);
        requireAttendeeReader(claims, event.organizationId);
        const [types, entries] = await Promise.all([
          deps.db
            .selectFrom("ticket_types")
            .select(["ticket_type_id", "name"])
            .where("event_id", "=", event.eventId)
            .orderBy("sort_order")
            .execute(),
          deps.db
            .selectFrom("waitlist_entries as w")
            .leftJoin("known_users as u", "u.user_id", "w.user_id")
            .select([
              "w.entry_id",
              "w.ticket_type_id",
              "w.quantity",
              "w.status",
              "w.joined_at",
              "w.offer_expires_at",
              "u.email",
            ])
            .where("w.event_id", "=", event.eventId)
            .orderBy("w.line_seq")
            .execute(),
        ]);
        const lines = new Map<string, TTicketTypeWaitlist>(
          types.map((t) => [
            t.ticket_type_id,
            {
              ticketTypeId: t.ticket_type_id,
              ticketTypeName: t.name,
              waiting: 0,
              waitingTickets: 0,
              offered: 0,
              taken: 0,
              expired: 0,
              left: 0,
              entries: [],
            },
          ]),
        );
        for (const e of entries) {
          const line = lines.get(e.ticket_type_id);
          if (!line) continue;
          line[e.status]++;
          if (e.status === "waiting") line.waitingTickets += e.quantity;
          if (e.status !== "waiting" && e.status !== "offered") continue;
          line.entries.push({
            id: e.entry_id,
            ...(e.email ? { email: e.email } : {}),
            quantity: e.quantity,
            status: e.status,
            joinedAt: e.joined_at.toISOString(),
            offerExpiresAt: e.offer_expires_at?.toISOString() ?? null,
          });
        }
        for (const line of lines.values()) {
          line.entries.sort((a, b) => (a.status === b.status ? 0 : a.status === "offered" ? -1 : 1));
        }
        return { eventId: event.eventId, ticketTypes: [...lines.values()] };
      },
    );
}
