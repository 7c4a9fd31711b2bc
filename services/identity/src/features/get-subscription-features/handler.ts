import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZSubscriptionFeaturesResponse } from "@mawid/contracts/identity";
import type { IdentityDeps } from "../../deps.ts";

/** Public: the pricing page shows what each tier includes. */
export function registerGetSubscriptionFeatures(app: FastifyInstance, deps: IdentityDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/subscription-features",
      { schema: { response: { 200: ZSubscriptionFeaturesResponse } } },
      async (_request, reply) => {
        const rows = await deps.db
          .selectFrom("subscription_features")
          .selectAll()
          .orderBy("tier")
          .orderBy("feature_name")
          .execute();
        reply.header("cache-control", "public, max-age=60");
        return {
          features: rows.map((r) => ({
            tier: r.tier,
            featureName: r.feature_name,
            featureValue: r.feature_value,
            isEnabled: r.is_enabled,
          })),
        };
      },
    );
}
