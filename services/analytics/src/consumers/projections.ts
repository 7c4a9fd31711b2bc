import { on } from "@mawid/bus";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import { admissionProjectors } from "../attendance/project-admissions.ts";
import { donationProjectors } from "../donations/project-donations.ts";
import { eventProjectors, verificationProjectors } from "../event-facts/project-events.ts";
import { applyFacts } from "../projection/apply-facts.ts";
import type { Projector } from "../projection/projector.ts";
import { catalogueProjectors } from "../sales/project-catalogue.ts";
import { orderProjectors } from "../sales/project-orders.ts";

/** The consumer groups that keep the read models, each with what it projects; the rebuild replays them all. */
export const PROJECTIONS: readonly { group: string; projectors: readonly Projector[] }[] = [
  {
    group: "analytics.event-facts",
    projectors: [...eventProjectors, ...verificationProjectors, ...catalogueProjectors],
  },
  { group: "analytics.sales", projectors: orderProjectors },
  { group: "analytics.donations", projectors: donationProjectors },
  { group: "analytics.attendance", projectors: admissionProjectors },
];

/**
 * Live: each message's facts in the transaction that records it in the inbox, a delivered batch of
 * messages in one (every effect is a row there; an on-sale or doors-open sends thousands at once).
 */
export function projectionConsumers(schema: string): ConsumerDefinition[] {
  return PROJECTIONS.map(({ group, projectors }) =>
    defineConsumer(
      group,
      projectors.map((p) =>
        on(p.definition, (trx, data, meta) => applyFacts(trx, schema, p.facts(data, meta))),
      ),
      { batched: true },
    ),
  );
}
