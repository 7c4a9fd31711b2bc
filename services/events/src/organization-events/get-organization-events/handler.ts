import type { FastifyInstance } from "fastify";
import { STATION_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "kysely";
import {
  ORGANIZATION_EVENTS_PAGE_SIZE,
  ZOrganizationEventsPage,
  ZOrganizationEventsQuery,
  ZOrganizationIdParams,
} from "@mawid/contracts/events";
import { requireOrganizationRole, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { isHostVerified } from "../../verification/read.ts";

/**
 * `GET /api/v1/organizations/{id}/events?status=&page=`: every event of the organisation, whatever its
 * status, for any of its members (platform admins for any organisation); the latest start first.
 */
export function registerGetOrganizationEvents(app: FastifyInstance, deps: EventsDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/v1/organizations/:id/events",
    {
      schema: {
        params: ZOrganizationIdParams,
        querystring: ZOrganizationEventsQuery,
        response: { 200: ZOrganizationEventsPage },
      },
    },
    async (request) => {
      const organizationId = request.params.id;
      requireOrganizationRole(requireUser(request), organizationId, STATION_ROLES);
      const { status, page } = request.query;
      let query = deps.db.selectFrom("event_details").where("organization_id", "=", organizationId);
      if (status) query = query.where("status", "=", status);
      const rows = await query
        .select(["state", sql<string>`count(*) OVER ()`.as("total")])
        .orderBy("starts_at", "desc")
        .orderBy("id")
        .limit(ORGANIZATION_EVENTS_PAGE_SIZE)
        .offset((page - 1) * ORGANIZATION_EVENTS_PAGE_SIZE)
        .execute();
      // A page past the end has no row to carry the count.
      const total =
        rows.length > 0
          ? Number(rows[0]!.total)
          : Number(
              (await query.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n,
            );
      const hostVerified = await isHostVerified(deps.db, organizationId);
      return {
        items: rows.flatMap((row) => (row.state.event ? [{ ...row.state.event, hostVerified }] : [])),
        page,
        pageSize: ORGANIZATION_EVENTS_PAGE_SIZE,
        total,
      };
    },
  );
}
