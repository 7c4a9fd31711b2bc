import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { EVENT_APPROVALS_PAGE_SIZE, ZEventApprovals, ZEventApprovalsQuery } from "@mawid/contracts/events";
import { requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { actorOf, requirePlatformAdmin } from "../actor.ts";
import { toEvent } from "../read.ts";

/** `GET /api/v1/event-approvals?page=`, platform admins: submitted events, the longest waiting first, a page at a time. */
export function registerGetEventApprovals(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/event-approvals",
      { schema: { querystring: ZEventApprovalsQuery, response: { 200: ZEventApprovals } } },
      async (request) => {
        requirePlatformAdmin(actorOf(requireUser(request)));
        const { page } = request.query;
        const waiting = deps.db.selectFrom("event_details").where("status", "=", "submitted");
        const [rows, count] = await Promise.all([
          waiting
            .select("state")
            .orderBy("submitted_at")
            .orderBy("id")
            .limit(EVENT_APPROVALS_PAGE_SIZE)
            .offset((page - 1) * EVENT_APPROVALS_PAGE_SIZE)
            .execute(),
          waiting.select(sql<number>`count(*)::int`.as("total")).executeTakeFirstOrThrow(),
        ]);
        const items = [];
        for (const row of rows) if (row.state.event) items.push(await toEvent(deps.db, row.state.event));
        return { items, total: count.total, page, pageSize: EVENT_APPROVALS_PAGE_SIZE };
      },
    );
}
