import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZJoinRequestBody, ZJoinRequestStatus } from "@mawid/contracts/identity";
import { commandMeta, requireVerifiedEmail } from "@mawid/service";
import { typed } from "../../db/schema.ts";
import type { IdentityDeps } from "../../deps.ts";
import { countAttempt, joinRequestRules } from "../../shared/throttle.ts";
import { handleOrganizationCommand } from "../handle.ts";
import { mailJoinRequest } from "../join-request-mail.ts";
import { ZOrganizationParams } from "../params.ts";
import { actorOf } from "../read.ts";

/**
 * `POST /api/v1/organizations/{id}/join-requests`: someone signed in asks to join the team (to
 * volunteer at the door, say); its owners and admins are mailed, and answer on the team card. Asking
 * again while the request waits changes nothing; a member is answered 409, an unverified address
 * 403 (the team sees the address with the request). Counted against the person's requests an hour.
 */
export function registerAskToJoin(app: FastifyInstance, deps: IdentityDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/v1/organizations/:id/join-requests",
    {
      schema: {
        params: ZOrganizationParams,
        body: ZJoinRequestBody,
        response: { 200: ZJoinRequestStatus },
      },
    },
    async (request) => {
      const now = new Date();
      // The team sees the address with the request, so it must be the asker's own.
      const actor = actorOf(
        requireVerifiedEmail(request, "Verify your e-mail address before you ask to join a team"),
      );
      const { events, state } = await handleOrganizationCommand(
        deps.db,
        request.params.id,
        {
          type: "AskToJoin",
          actor,
          requestId: randomUUID(),
          message: request.body.message,
          at: now.toISOString(),
        },
        commandMeta(request, now),
        async (trx, handled) => {
          if (handled.events.length > 0) await countAttempt(typed(trx), joinRequestRules(actor.userId), now);
        },
      );
      if (events.length > 0)
        await mailJoinRequest(deps, {
          organizationId: request.params.id,
          organizationName: state.organization!.name,
          userId: actor.userId,
          message: request.body.message,
        });
      return { status: "pending" as const };
    },
  );
}
