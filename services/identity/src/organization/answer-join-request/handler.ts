import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type TAcceptJoinRequestBody, ZAcceptJoinRequestBody, ZMember } from "@mawid/contracts/identity";
import { commandMeta, NotFoundError, requireUser } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { handleOrganizationCommand } from "../handle.ts";
import { mailDeclined, mailTakenOn } from "../join-request-mail.ts";
import { ZJoinRequestParams } from "../params.ts";
import { actorOf, readMembers } from "../read.ts";

type Role = TAcceptJoinRequestBody["role"];
type TJoinRequestParams = z.infer<typeof ZJoinRequestParams>;

/**
 * `POST /api/v1/organizations/{id}/join-requests/{requestId}/accept` {role}: an owner or admin takes
 * the person on (200, the member as the team list shows them); `.../decline`: 204. Either way the
 * person is mailed the answer. Either answers the request once; a second answer is 404.
 */
export function registerAnswerJoinRequest(app: FastifyInstance, deps: IdentityDeps): void {
  const answer = (request: FastifyRequest<{ Params: TJoinRequestParams }>, role: Role | null) => {
    const now = new Date();
    return handleOrganizationCommand(
      deps.db,
      request.params.id,
      {
        type: "AnswerJoinRequest",
        actor: actorOf(requireUser(request)),
        requestId: request.params.requestId,
        role,
        at: now.toISOString(),
      },
      commandMeta(request, now),
    );
  };
  const typedApp = app.withTypeProvider<ZodTypeProvider>();
  typedApp.post(
    "/api/v1/organizations/:id/join-requests/:requestId/accept",
    { schema: { params: ZJoinRequestParams, body: ZAcceptJoinRequestBody, response: { 200: ZMember } } },
    async (request) => {
      const { events, state } = await answer(request, request.body.role);
      const answered = events.find((e) => e.type === "JoinRequestAnswered");
      if (answered?.type !== "JoinRequestAnswered")
        throw new Error("a request to join answered without its event");
      const { userId } = answered.data;
      const [member] = await readMembers(deps.db, request.params.id, userId);
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
      const { events, state } = await answer(request, null);
      const answered = events.find((e) => e.type === "JoinRequestAnswered");
      if (answered?.type === "JoinRequestAnswered")
        await mailDeclined(deps, {
          userId: answered.data.userId,
          organizationName: state.organization!.name,
        });
      return reply.status(204).send();
    },
  );
}
