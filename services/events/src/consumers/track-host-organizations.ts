import { OrganizationCreatedV1, TierChangedV1 } from "@mawid/contracts/identity";
import { on } from "@mawid/bus";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import { eventsDb } from "../db/tables.ts";
import { promotionOf } from "../discovery/promotion.ts";

/**
 * host_organizations from identity's announcements: an organisation's name (for listings, feeds and
 * follows) and the promotion its tier buys (for ranking). Either may arrive first.
 */
export function trackHostOrganizationsConsumer(schema: string): ConsumerDefinition {
  return defineConsumer("events.host-organizations", [
    on(OrganizationCreatedV1, async (trx, data) => {
      await eventsDb(trx, schema)
        .insertInto("host_organizations")
        .values({ organization_id: data.organizationId, name: data.name, promotion: 0 })
        .onConflict((oc) => oc.column("organization_id").doUpdateSet({ name: data.name }))
        .execute();
    }),
    on(TierChangedV1, async (trx, data) => {
      const promotion = promotionOf(data.tier);
      await eventsDb(trx, schema)
        .insertInto("host_organizations")
        .values({ organization_id: data.organizationId, name: null, promotion })
        .onConflict((oc) => oc.column("organization_id").doUpdateSet({ promotion }))
        .execute();
    }),
  ]);
}
