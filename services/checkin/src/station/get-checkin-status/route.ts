import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZCheckinStatus } from "@mawid/contracts/checkin";
import type { ServiceContext } from "@mawid/service";

/** `GET /api/v1/checkin/status`: scanning stations ask this before going online. Public. */
export async function getCheckinStatusRoute(app: FastifyInstance, ctx: ServiceContext) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/v1/checkin/status", { schema: { response: { 200: ZCheckinStatus } } }, async () => ({
      status: "ok" as const,
      service: ctx.name,
      version: "0.1.0",
    }));
}
