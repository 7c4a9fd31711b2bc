import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZMeResponse, ZPatchMeRequest } from "@mawid/contracts/identity";
import { commandMeta, requireUser } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { readMe } from "../get-me/read-me.ts";
import { handleUserCommand } from "../handle.ts";

export function registerUpdateProfile(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .patch(
      "/api/v1/me",
      { schema: { body: ZPatchMeRequest, response: { 200: ZMeResponse } } },
      async (request) => {
        const now = new Date();
        const { sub } = requireUser(request);
        await handleUserCommand(
          deps.db,
          sub,
          { type: "UpdateProfile", changes: request.body, at: now.toISOString() },
          commandMeta(request, now),
        );
        return readMe(deps.db, sub);
      },
    );
}
