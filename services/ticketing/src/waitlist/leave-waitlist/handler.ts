import { waitlistStreamId, ZMyWaitlistEntry, ZTicketTypeParams } from "@mawid/contracts/ticketing";
import { commandMeta, requireUser } from "@mawid/service";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TicketingDeps } from "../../deps.ts";
import type { WaitlistSettings } from "../config.ts";
import { WaitlistEntryNotFoundError } from "../errors.ts";
import { handleWaitlistCommand } from "../handle.ts";
import { lockLine, readLine } from "../line.ts";
import { offerFreedSeats } from "../offer-seats.ts";
import { readMyWaitlist } from "../read.ts";

/**
 * `DELETE /api/v1/events/{id}/ticket-types/{typeId}/waitlist`: the person leaves the line; seats an
 * offer held for them go to the next in line at once.
 */
export function registerLeaveWaitlist(
  app: FastifyInstance,
  deps: TicketingDeps,
  settings: WaitlistSettings,
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .delete(
      "/api/v1/events/:id/ticket-types/:typeId/waitlist",
      { schema: { params: ZTicketTypeParams, response: { 200: ZMyWaitlistEntry } } },
      async (request) => {
        const now = new Date();
        const user = requireUser(request);
        const { id: eventId, typeId } = request.params;
        const line = await readLine(deps.db, typeId);
        if (line?.event.eventId !== eventId) throw new WaitlistEntryNotFoundError();
        const meta = commandMeta(request, now);
        const { events } = await deps.db.transaction().execute(async (trx) => {
          await lockLine(trx, typeId);
          return handleWaitlistCommand(
            trx,
            waitlistStreamId(typeId),
            { type: "LeaveWaitlist", userId: user.sub, at: now.toISOString() },
            meta,
          );
        });
        const left = events.flatMap((e) => (e.type === "WaitlistLeft" ? [e.data] : []))[0]!;
        if (left.offerId !== null) {
          await offerFreedSeats(
            deps.db,
            { eventId },
            { offerMinutes: settings.offerMinutes, now, meta },
          ).catch((error: unknown) =>
            request.log.warn({ err: error }, "offering seats after a leave failed"),
          );
        }
        const [entry] = await readMyWaitlist(deps.db, user.sub, left.entryId);
        return entry!;
      },
    );
}
