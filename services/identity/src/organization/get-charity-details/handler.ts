import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZCharityDetails } from "@mawid/contracts/identity";
import { NotFoundError } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { ZOrganizationParams } from "../params.ts";

/** Public, as charity registers are: the charity name and number an organisation's receipts print. */
export function registerGetCharityDetails(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/organizations/:id/charity",
      { schema: { params: ZOrganizationParams, response: { 200: ZCharityDetails } } },
      async (request) => {
        const row = await deps.db
          .selectFrom("organizations")
          .select(["charity_name", "charity_number"])
          .where("id", "=", request.params.id)
          .executeTakeFirst();
        if (!row) throw new NotFoundError("Organisation not found");
        return { charityName: row.charity_name, charityNumber: row.charity_number };
      },
    );
}
