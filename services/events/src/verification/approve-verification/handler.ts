import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZHostVerification, ZOrganizationIdParams } from "@mawid/contracts/events";
import { commandMeta, requirePlatformAdmin } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { handleHostVerificationCommand } from "../handle.ts";

/** `POST /api/v1/organizations/{id}/verification/approve`: platform admins verify the host (HostVerified). */
export function registerApproveVerification(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/organizations/:id/verification/approve",
      { schema: { params: ZOrganizationIdParams, response: { 200: ZHostVerification } } },
      async (request) => {
        const now = new Date();
        const admin = requirePlatformAdmin(request);
        const { state } = await handleHostVerificationCommand(
          deps.db,
          request.params.id,
          { type: "ApproveVerification", userId: admin.sub, at: now.toISOString() },
          commandMeta(request, now),
        );
        return state.verification!;
      },
    );
}
