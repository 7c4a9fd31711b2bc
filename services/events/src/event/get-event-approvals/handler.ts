import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZEventApprovals } from "@mawid/contracts/events";
import { requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { actorOf, requirePlatformAdmin } from "../actor.ts";
import { toEvent } from "../read.ts";

const QUEUE_PAGE = 100;

/** `GET /api/v1/event-approvals`, platform admins: submitted events, the longest waiting first. */
export function registerGetEventApprovals(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/v1/event-approvals", { schema: { response: { 200: ZEventApprovals } } }, async (request) => {
      requirePlatformAdmin(actorOf(requireUser(request)));
      const rows = await deps.db
        .selectFrom("event_details")
        .select("state")
        .where("status", "=", "submitted")
        .orderBy("submitted_at")
        .orderBy("id")
        .limit(QUEUE_PAGE)
        .execute();
      const items = [];
      for (const row of rows) if (row.state.event) items.push(await toEvent(deps.db, row.state.event));
      return { items };
    });
}
