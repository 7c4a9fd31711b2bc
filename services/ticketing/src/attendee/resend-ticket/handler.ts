import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZTicketResent } from "@mawid/contracts/ticketing";
import { requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";
import { addressesOf, queueMails } from "../../mail/queue.ts";
import { TicketNotFoundError, TicketNotValidError } from "../../ticket/errors.ts";
import { ZTicketParams } from "../../ticket/params.ts";
import { HolderAddressUnknownError } from "../errors.ts";
import { requireTicketResender } from "../permissions.ts";
import { claimResend } from "./throttle.ts";

/**
 * `POST /api/v1/tickets/{id}/resend`: the event organisation's owners and admins queue the ticket
 * e-mail again, with this ticket only, to its holder (its account's address, or the one it was sent to).
 */
export function registerResendTicket(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/tickets/:id/resend",
      { schema: { params: ZTicketParams, response: { 202: ZTicketResent } } },
      async (request, reply) => {
        const now = new Date();
        const claims = requireUser(request);
        const ticket = await deps.db
          .selectFrom("tickets")
          .select(["ticket_id", "order_id", "organization_id", "status", "holder_user_id", "holder_email"])
          .where("ticket_id", "=", request.params.id)
          .executeTakeFirst();
        if (!ticket) throw new TicketNotFoundError();
        requireTicketResender(claims, ticket.organization_id);
        if (ticket.status !== "valid") throw new TicketNotValidError(ticket.status);
        const to = ticket.holder_user_id
          ? (await addressesOf(deps.db, [ticket.holder_user_id])).get(ticket.holder_user_id)
          : ticket.holder_email;
        if (!to) throw new HolderAddressUnknownError();
        await deps.db.transaction().execute(async (db) => {
          await claimResend(db, ticket.ticket_id, now);
          await queueMails(
            db,
            [
              {
                kind: "tickets",
                recipient: to,
                payload: { orderId: ticket.order_id, ticketId: ticket.ticket_id },
              },
            ],
            now,
          );
        });
        return reply.status(202).send({ ticketId: ticket.ticket_id, queuedAt: now.toISOString() });
      },
    );
}
