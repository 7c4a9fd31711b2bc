import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZCheckinStatus } from "@mawid/contracts/checkin";
import type { CheckinDeps } from "../../deps.ts";

/** `GET /api/v1/checkin/status`: scanning stations ask this before going online. Public. */
export function registerGetCheckinStatus(app: FastifyInstance, deps: CheckinDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/v1/checkin/status", { schema: { response: { 200: ZCheckinStatus } } }, async () => ({
      status: "ok" as const,
      service: deps.name,
      version: "0.1.0",
    }));
}
