import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZFollowList } from "@mawid/contracts/events";
import { requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";

/** `GET /api/v1/follows`: the organisations I follow, most recent first. */
export function registerGetFollows(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/v1/follows", { schema: { response: { 200: ZFollowList } } }, async (request) => {
      const rows = await deps.db
        .selectFrom("follows as f")
        .leftJoin("host_organizations as o", "o.organization_id", "f.organization_id")
        .select(["f.organization_id", "f.followed_at", "o.name"])
        .where("f.user_id", "=", requireUser(request).sub)
        .orderBy("f.followed_at", "desc")
        .orderBy("f.organization_id")
        .execute();
      return {
        items: rows.map((r) => ({
          organizationId: r.organization_id,
          organizationName: r.name,
          followedAt: r.followed_at.toISOString(),
        })),
      };
    });
}
