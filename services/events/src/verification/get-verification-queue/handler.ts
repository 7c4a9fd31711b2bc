import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZVerificationQueue } from "@mawid/contracts/events";
import { requirePlatformAdmin } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { toHostVerification } from "../read.ts";

/** `GET /api/v1/verification-requests`: pending requests, oldest first, for platform admins. */
export function registerGetVerificationQueue(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/verification-requests",
      { schema: { response: { 200: ZVerificationQueue } } },
      async (request) => {
        requirePlatformAdmin(request);
        const rows = await deps.db
          .selectFrom("host_verifications as v")
          .leftJoin("host_organizations as o", "o.organization_id", "v.organization_id")
          .selectAll("v")
          .select("o.name as organization_name")
          .where("v.status", "=", "pending")
          .orderBy("v.requested_at")
          .limit(200)
          .execute();
        return {
          items: rows.map(({ organization_name, ...row }) => ({
            ...toHostVerification(row.organization_id, row),
            organizationName: organization_name,
          })),
        };
      },
    );
}
