import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";
import { TicketNotFoundError } from "../errors.ts";
import { ZTicketParams } from "../params.ts";
import { renderQrSvg } from "../qr-svg.ts";
import { isHolder, ticketWithSecret } from "../read.ts";

/**
 * `GET /api/v1/tickets/{id}/qr.svg`: the ticket's QR code, for its holder and the event's organisation
 * (resending a ticket). Rendered once and kept: a ticket's secret never changes (a transfer is a new ticket).
 */
export function registerGetTicketQr(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/v1/tickets/:id/qr.svg", { schema: { params: ZTicketParams } }, async (request, reply) => {
      const claims = requireUser(request);
      const ticket = await ticketWithSecret(deps.db, request.params.id);
      const organisation = ticket && (claims.role === "admin" || ticket.organization_id in claims.orgs);
      if (!ticket || !(organisation || isHolder(claims, ticket))) throw new TicketNotFoundError();
      const cached = await deps.db
        .selectFrom("ticket_qr_svgs")
        .select("svg")
        .where("ticket_id", "=", ticket.ticket_id)
        .executeTakeFirst();
      let svg = cached?.svg;
      if (svg === undefined) {
        svg = renderQrSvg(ticket.secret);
        await deps.db
          .insertInto("ticket_qr_svgs")
          .values({ ticket_id: ticket.ticket_id, svg })
          .onConflict((oc) => oc.column("ticket_id").doNothing())
          .execute();
      }
      return reply
        .header("content-type", "image/svg+xml; charset=utf-8")
        .header("cache-control", "private, max-age=86400")
        .send(svg);
    });
}
