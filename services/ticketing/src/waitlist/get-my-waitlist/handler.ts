import { ZMyWaitlist } from "@mawid/contracts/ticketing";
import { requireUser } from "@mawid/service";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TicketingDeps } from "../../deps.ts";
import { readMyWaitlist } from "../read.ts";

/** `GET /api/v1/me/waitlist`: my places in line, newest first, each with its offer and deadline. */
export function registerGetMyWaitlist(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/v1/me/waitlist", { schema: { response: { 200: ZMyWaitlist } } }, async (request) => ({
      items: await readMyWaitlist(deps.db, requireUser(request).sub),
    }));
}
