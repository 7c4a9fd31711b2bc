import { randomUUID } from "node:crypto";
import {
  waitlistStreamId,
  ZJoinWaitlistRequest,
  ZMyWaitlistEntry,
  ZTicketTypeParams,
} from "@mawid/contracts/ticketing";
import { commandMeta, requireUser } from "@mawid/service";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TicketingDeps } from "../../deps.ts";
import { hashAccessCode } from "../../ticket-type/access-code.ts";
import type { WaitlistSettings } from "../config.ts";
import { EmailNotVerifiedError, WaitlistTicketTypeNotFoundError } from "../errors.ts";
import { handleWaitlistCommand } from "../handle.ts";
import { lockLine, readLine } from "../line.ts";
import { offerFreedSeats } from "../offer-seats.ts";
import { readMyWaitlist } from "../read.ts";

/**
 * `POST /api/v1/events/{id}/ticket-types/{typeId}/waitlist`: a signed-in person with a verified address
 * joins the end of the line for up to the type's maximum per order, once. Seats already free are
 * offered at once, so the answer may be an offer.
 */
export function registerJoinWaitlist(
  app: FastifyInstance,
  deps: TicketingDeps,
  settings: WaitlistSettings,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/v1/events/:id/ticket-types/:typeId/waitlist",
    {
      schema: {
        params: ZTicketTypeParams,
        body: ZJoinWaitlistRequest,
        response: { 201: ZMyWaitlistEntry },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const user = requireUser(request);
      if (!user.emailVerified) throw new EmailNotVerifiedError();
      const { id: eventId, typeId } = request.params;
      const line = await readLine(deps.db, typeId);
      if (line?.event.eventId !== eventId) throw new WaitlistTicketTypeNotFoundError();
      if (line.hidden) await requireAccessCode(deps, typeId, request.body.accessCode);
      const entryId = randomUUID();
      const meta = commandMeta(request, now);
      await deps.db.transaction().execute(async (trx) => {
        await lockLine(trx, typeId);
        await handleWaitlistCommand(
          trx,
          waitlistStreamId(typeId),
          {
            type: "JoinWaitlist",
            event: line.event,
            ticketType: line.ticketType,
            entryId,
            userId: user.sub,
            quantity: request.body.quantity,
            at: now.toISOString(),
          },
          meta,
        );
      });
      await offerFreedSeats(deps.db, { eventId }, { offerMinutes: settings.offerMinutes, now, meta }).catch(
        // The place in line is kept either way; the sweep offers what this could not.
        (error: unknown) => request.log.warn({ err: error }, "offering free seats after a join failed"),
      );
      const [entry] = await readMyWaitlist(deps.db, user.sub, entryId);
      return reply.status(201).send(entry!);
    },
  );
}

async function requireAccessCode(deps: TicketingDeps, ticketTypeId: string, code: string | undefined) {
  const unlocked =
    code !== undefined &&
    (await deps.db
      .selectFrom("ticket_type_access_codes")
      .select("ticket_type_id")
      .where("ticket_type_id", "=", ticketTypeId)
      .where("code_hash", "=", hashAccessCode(code))
      .executeTakeFirst());
  if (!unlocked) throw new WaitlistTicketTypeNotFoundError();
}
