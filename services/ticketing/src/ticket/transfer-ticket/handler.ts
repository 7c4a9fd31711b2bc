import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ticketsStreamId, ZMyTicket, ZTransferTicketRequest } from "@mawid/contracts/ticketing";
import { commandMeta, requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";
import { TicketNotFoundError } from "../errors.ts";
import { handleTicketsCommand } from "../handle.ts";
import { ZTicketParams } from "../params.ts";
import { ticketSigner } from "../../ticket-keys/ticket-signer.ts";
import { writeTicketSecrets } from "../secrets.ts";

/**
 * `POST /api/v1/tickets/{id}/transfer` {name, email?}: the holder passes the ticket on. It gets a new
 * id and secret; the old secret is revoked. With an e-mail it is that person's once they sign in with
 * it verified; without, it stays in the holder's account under the new name.
 */
export function registerTransferTicket(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/tickets/:id/transfer",
      { schema: { params: ZTicketParams, body: ZTransferTicketRequest, response: { 201: ZMyTicket } } },
      async (request, reply) => {
        const now = new Date();
        const claims = requireUser(request);
        const ticket = await deps.db
          .selectFrom("tickets")
          .select(["order_id", "event_id", "organization_id"])
          .where("ticket_id", "=", request.params.id)
          .executeTakeFirst();
        if (!ticket) throw new TicketNotFoundError();
        const signer = ticketSigner(
          await deps.ticketKeys.signingKey(ticket.event_id, ticket.organization_id, now),
        );
        const newTicketId = randomUUID();
        let secrets = new Map<string, string>();
        const { state } = await handleTicketsCommand(
          deps.db,
          ticketsStreamId(ticket.order_id),
          {
            type: "TransferTicket",
            ticketId: request.params.id,
            newTicketId,
            actor: { userId: claims.sub, email: claims.email, emailVerified: claims.emailVerified },
            name: request.body.name,
            email: request.body.email ?? null,
            kid: signer.kid,
            digestOf: signer.digestOf,
            at: now.toISOString(),
          },
          commandMeta(request, now),
          async (trx, handled) => {
            secrets = await writeTicketSecrets(trx, handled.events, signer);
          },
        );
        const created = state.tickets[newTicketId]!;
        return reply.status(201).send({
          id: newTicketId,
          orderId: ticket.order_id,
          eventId: ticket.event_id,
          section: created.section,
          attendeeName: created.attendeeName,
          status: created.status,
          qr: secrets.get(newTicketId)!,
        });
      },
    );
}
