import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZAcceptJoinRequestBody, ZMember } from "@mawid/contracts/identity";
import { commandMeta, NotFoundError, requireUser } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { handleOrganizationCommand } from "../handle.ts";
import { mailTakenOn } from "../join-request-mail.ts";
import { ZJoinRequestParams } from "../params.ts";
import { actorOf, readMembers } from "../read.ts";

/**
 * `POST /api/v1/organizations/{id}/join-requests/{requestId}/accept` {role}: an owner or admin takes
 * the person on (200, the member as the team list shows them; they are mailed); `.../decline`: 204.
 * Either answers the request once; a second answer is 404.
 */
export function registerAnswerJoinRequest(app: FastifyInstance, deps: IdentityDeps): void {
  const typedApp = app.withTypeProvider<ZodTypeProvider>();
  typedApp.post(
    "/api/v1/organizations/:id/join-requests/:requestId/accept",
    { schema: { params: ZJoinRequestParams, body: ZAcceptJoinRequestBody, response: { 200: ZMember } } },
    async (request) => {
      const now = new Date();
      const { id: organizationId, requestId } = request.params;
      const { events, state } = await handleOrganizationCommand(
        deps.db,
        organizationId,
        {
          type: "AnswerJoinRequest",
          actor: actorOf(requireUser(request)),
          requestId,
          role: request.body.role,
          at: now.toISOString(),
        },
        commandMeta(request, now),
      );
      const answered = events.find((e) => e.type === "JoinRequestAnswered");
      if (answered?.type !== "JoinRequestAnswered")
        throw new Error("a request to join answered without its event");
      const { userId } = answered.data;
      const [member] = await readMembers(deps.db, organizationId, userId);
      // Removed again by another owner or admin in the moment since.
      if (!member) throw new NotFoundError("This person is no longer on the team");
      if (events.some((e) => e.type === "MemberRoleChanged"))
        await mailTakenOn(deps, {
          email: member.email,
          organizationName: state.organization!.name,
          role: member.role,
        });
      return member;
    },
  );
  typedApp.post(
    "/api/v1/organizations/:id/join-requests/:requestId/decline",
    { schema: { params: ZJoinRequestParams } },
    async (request, reply) => {
      const now = new Date();
      const { id: organizationId, requestId } = request.params;
      await handleOrganizationCommand(
        deps.db,
        organizationId,
        {
          type: "AnswerJoinRequest",
          actor: actorOf(requireUser(request)),
          requestId,
          role: null,
          at: now.toISOString(),
        },
        commandMeta(request, now),
      );
      return reply.status(204).send();
    },
  );
}
