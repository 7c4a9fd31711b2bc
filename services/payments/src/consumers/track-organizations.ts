import { on } from "@mawid/bus";
import { OrganizationCreatedV1 } from "@mawid/contracts/identity";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import { paymentsDb } from "../db/tables.ts";

/** The organisations donations may go to, as identity announces them. */
export function trackOrganizationsConsumer(): ConsumerDefinition {
  return defineConsumer("payments.organizations", [
    on(OrganizationCreatedV1, async (trx, organization) => {
      await paymentsDb(trx)
        .insertInto("known_organizations")
        .values({
          organization_id: organization.organizationId,
          name: organization.name,
          country: organization.country,
        })
        .onConflict((oc) => oc.column("organization_id").doNothing())
        .execute();
    }),
  ]);
}
