import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type TMyTicket, ZMyTickets } from "@mawid/contracts/ticketing";
import { requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";

/** `GET /api/v1/me/tickets`: the caller's tickets by event, each with the text of its QR code. */
export function registerGetMyTickets(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/v1/me/tickets", { schema: { response: { 200: ZMyTickets } } }, async (request) => {
      const claims = requireUser(request);
      const email = claims.emailVerified ? claims.email.toLowerCase() : null;
      const rows = await deps.db
        .selectFrom("tickets")
        .innerJoin("ticket_secrets", "ticket_secrets.ticket_id", "tickets.ticket_id")
        .select([
          "tickets.ticket_id",
          "tickets.order_id",
          "tickets.event_id",
          "tickets.section",
          "tickets.attendee_name",
          "tickets.status",
          "ticket_secrets.secret",
        ])
        .where((eb) =>
          eb.or([
            eb("tickets.holder_user_id", "=", claims.sub),
            ...(email
              ? [eb.and([eb("tickets.holder_user_id", "is", null), eb("tickets.holder_email", "=", email)])]
              : []),
          ]),
        )
        .orderBy("tickets.event_id")
        .orderBy("tickets.issued_at")
        // An order's tickets are issued together: list them by name, the same way on every visit.
        .orderBy("tickets.attendee_name")
        .orderBy("tickets.ticket_id")
        .execute();
      return rows.map(
        (r): TMyTicket => ({
          id: r.ticket_id,
          orderId: r.order_id,
          eventId: r.event_id,
          section: r.section,
          attendeeName: r.attendee_name,
          status: r.status,
          qr: r.secret,
        }),
      );
    });
}
