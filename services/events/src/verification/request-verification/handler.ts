import type { FastifyInstance } from "fastify";
import { MANAGER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ZHostVerification,
  ZOrganizationIdParams,
  ZRequestVerificationRequest,
} from "@mawid/contracts/events";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { handleHostVerificationCommand } from "../handle.ts";

/** `POST /api/v1/organizations/{id}/verification`: the organisation's owners and admins ask to be verified. */
export function registerRequestVerification(app: FastifyInstance, deps: EventsDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/v1/organizations/:id/verification",
    {
      schema: {
        params: ZOrganizationIdParams,
        body: ZRequestVerificationRequest,
        response: { 201: ZHostVerification },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const claims = requireUser(request);
      const organizationId = request.params.id;
      requireOrganizationRole(claims, organizationId, MANAGER_ROLES);
      const { state } = await handleHostVerificationCommand(
        deps.db,
        organizationId,
        {
          type: "RequestVerification",
          organizationId,
          userId: claims.sub,
          at: now.toISOString(),
          ...request.body,
        },
        commandMeta(request, now),
      );
      return reply.status(201).send(state.verification!);
    },
  );
}
