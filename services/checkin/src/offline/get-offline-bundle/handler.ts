import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZOfflineBundle, ZOfflineBundleQuery } from "@mawid/contracts/checkin";
import type { CheckinDeps } from "../../deps.ts";
import { authenticateStation } from "../../device/station.ts";
import { readKnownEvent } from "../../event/known-event.ts";
import { EventNotFoundError } from "../../gate/errors.ts";
import { ZEventParams } from "../../gate/params.ts";
import { readGates } from "../../gate/read-gates.ts";
import { readTicketKeys } from "../../ticket-key/read-keys.ts";

/**
 * `GET /api/v1/checkin/events/{id}/offline-bundle?tickets=true`: what a station needs to go on scanning
 * without the network: the event's public keys, the tickets no longer admitted, its gates, whether it
 * is cancelled and, when asked, every valid ticket's name and section with when it was checked in.
 * Read fresh, not from the scan caches: a station syncs this to learn revocations.
 */
export function registerGetOfflineBundle(app: FastifyInstance, deps: CheckinDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/v1/checkin/events/:id/offline-bundle",
    {
      schema: { params: ZEventParams, querystring: ZOfflineBundleQuery, response: { 200: ZOfflineBundle } },
    },
    async (request) => {
      const generatedAt = new Date().toISOString();
      const event = await readKnownEvent(deps.db, request.params.id);
      if (!event) throw new EventNotFoundError();
      await authenticateStation(request, deps, event);
      const { eventId } = event;
      const [keys, revoked, gates, tickets] = await Promise.all([
        readTicketKeys(deps.db, eventId),
        deps.db
          .selectFrom("tickets")
          .select("ticket_id")
          .where("event_id", "=", eventId)
          .where("status", "=", "revoked")
          .execute(),
        readGates(deps.db, eventId),
        request.query.tickets
          ? deps.db
              .selectFrom("tickets as t")
              .leftJoin("admissions as a", "a.ticket_id", "t.ticket_id")
              .select([
                "t.ticket_id",
                "t.attendee_name",
                "t.section",
                "t.ticket_type_id",
                "t.admits",
                "a.admitted_at",
              ])
              .where("t.event_id", "=", eventId)
              .where("t.status", "=", "valid")
              .orderBy("t.attendee_name")
              .execute()
          : undefined,
      ]);
      return {
        eventId,
        keys: keys.map((k) => ({ kid: k.kid, algorithm: "Ed25519" as const, publicKey: k.publicKey })),
        revoked: revoked.map((r) => r.ticket_id),
        tickets: tickets?.map((t) => ({
          id: t.ticket_id,
          attendeeName: t.attendee_name,
          section: t.section,
          ticketTypeId: t.ticket_type_id,
          admits: t.admits,
          checkedInAt: t.admitted_at?.toISOString() ?? null,
        })),
        gates,
        cancelled: event.status === "cancelled",
        generatedAt,
      };
    },
  );
}
