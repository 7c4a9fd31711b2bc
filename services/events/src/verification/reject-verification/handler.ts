import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ZHostVerification,
  ZOrganizationIdParams,
  ZRejectVerificationRequest,
} from "@mawid/contracts/events";
import { commandMeta, requirePlatformAdmin } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { handleHostVerificationCommand } from "../handle.ts";

/** `POST /api/v1/organizations/{id}/verification/reject` {reason}: platform admins turn a request down. */
export function registerRejectVerification(app: FastifyInstance, deps: EventsDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/v1/organizations/:id/verification/reject",
    {
      schema: {
        params: ZOrganizationIdParams,
        body: ZRejectVerificationRequest,
        response: { 200: ZHostVerification },
      },
    },
    async (request) => {
      const now = new Date();
      const admin = requirePlatformAdmin(request);
      const { state } = await handleHostVerificationCommand(
        deps.db,
        request.params.id,
        { type: "RejectVerification", userId: admin.sub, reason: request.body.reason, at: now.toISOString() },
        commandMeta(request, now),
      );
      return state.verification!;
    },
  );
}
