import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  type TAttendeeLookup,
  ZAttendeeLookup,
  ZAttendeeLookupQuery,
  orderCodeOf,
} from "@mawid/contracts/checkin";
import { sql } from "kysely";
import type { CheckinDeps } from "../../deps.ts";
import { authenticateStation } from "../../device/station.ts";
import { requireKnownEvent } from "../../event/known-event.ts";
import { ZEventParams } from "../../gate/params.ts";

const MAX_MATCHES = 50;

/** `%`, `_` and `\` match themselves in a LIKE pattern built from what someone typed. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `GET /api/v1/checkin/events/{id}/attendees?q=`: the door finds someone without their phone by any
 * part of the name, or by the order code they read out. The event's stations only.
 */
export function registerFindAttendees(app: FastifyInstance, deps: CheckinDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/v1/checkin/events/:id/attendees",
    {
      schema: {
        params: ZEventParams,
        querystring: ZAttendeeLookupQuery,
        response: { 200: ZAttendeeLookup },
      },
    },
    async (request): Promise<TAttendeeLookup> => {
      const event = await requireKnownEvent(deps.events, request.params.id);
      await authenticateStation(request, deps, event);
      const q = request.query.q;
      const code = q.replaceAll("-", "").toUpperCase();
      const rows = await deps.db
        .selectFrom("tickets as t")
        .leftJoin("admissions as a", "a.ticket_id", "t.ticket_id")
        .select([
          "t.ticket_id",
          "t.order_id",
          "t.attendee_name",
          "t.section",
          "t.ticket_type_id",
          "t.admits",
          "t.status",
          "a.status as admission",
          "a.admitted_at",
          "a.admitted_gate_id",
        ])
        .where("t.event_id", "=", event.eventId)
        .where((eb) =>
          eb.or([eb("t.order_code", "=", code), eb(sql`t.attendee_name`, "ilike", `%${likeText(q)}%`)]),
        )
        .orderBy("t.attendee_name")
        .limit(MAX_MATCHES)
        .execute();
      return rows.map((r) => ({
        id: r.ticket_id,
        attendeeName: r.attendee_name,
        section: r.section,
        ticketTypeId: r.ticket_type_id,
        admits: r.admits,
        orderCode: orderCodeOf(r.order_id),
        status: r.status === "revoked" ? "revoked" : (r.admission ?? "not_arrived"),
        checkedInAt: r.admitted_at?.toISOString() ?? null,
        gateId: r.admitted_gate_id ?? null,
      }));
    },
  );
}
