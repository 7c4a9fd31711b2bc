import { on } from "@mawid/bus";
import { CharityDetailsChangedV1, OrganizationCreatedV1 } from "@mawid/contracts/identity";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import { paymentsDb } from "../db/tables.ts";

/** The organisations donations may go to, and the charity details their receipts print, as identity announces them. */
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
    // After OrganizationCreated: one stream, delivered in order.
    on(CharityDetailsChangedV1, async (trx, charity) => {
      await paymentsDb(trx)
        .updateTable("known_organizations")
        .set({ charity_name: charity.charityName, charity_number: charity.charityNumber })
        .where("organization_id", "=", charity.organizationId)
        .execute();
    }),
  ]);
}
