import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZWhiteLabelConfig, ZWhiteLabelResponse } from "@mawid/contracts/identity";
import { requireUser } from "@mawid/service";
import type { IdentityDeps } from "../../deps.ts";
import { ZOrganizationParams } from "../params.ts";
import { featuresByTier, getOrganization, requireMember } from "../read.ts";

export function registerGetWhiteLabel(app: FastifyInstance, deps: IdentityDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { params: ZOrganizationParams, response: { 200: ZWhiteLabelResponse } };

  /** The saved config, active or not, for the organisation's own settings page. */
  r.get("/api/v1/organizations/:id/white-label", { schema }, async (request) => {
    await requireMember(deps.db, request.params.id, requireUser(request).sub);
    const row = await deps.db
      .selectFrom("white_label_configs")
      .select("config")
      .where("organization_id", "=", request.params.id)
      .executeTakeFirst();
    return { whiteLabel: row ? ZWhiteLabelConfig.parse(row.config) : null };
  });

  /** Branding for anyone viewing the organisation's pages: only when active and the tier includes it. */
  r.get("/api/v1/organizations/:id/white-label/public", { schema }, async (request) => {
    const organization = await getOrganization(deps.db, request.params.id);
    const features = await featuresByTier(deps.db);
    if (!features[organization.tier].includes("white_label")) return { whiteLabel: null };
    const row = await deps.db
      .selectFrom("white_label_configs")
      .select("config")
      .where("organization_id", "=", request.params.id)
      .where("is_active", "=", true)
      .executeTakeFirst();
    return { whiteLabel: row ? ZWhiteLabelConfig.parse(row.config) : null };
  });
}
