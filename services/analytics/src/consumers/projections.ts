import { on } from "@mawid/bus";
import { type ConsumerDefinition, defineConsumer, gatherInTransaction } from "@mawid/service";
import { admissionProjectors } from "../attendance/project-admissions.ts";
import { donationProjectors } from "../donations/project-donations.ts";
import { eventProjectors, verificationProjectors } from "../event-facts/project-events.ts";
import { applyFacts } from "../projection/apply-facts.ts";
import type { Fact, Projector } from "../projection/projector.ts";
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
 * Live: a delivered batch of messages (an on-sale or doors-open sends thousands at once) in the
 * transaction that records them in the inbox, their facts gathered and written together when it ends,
 * a statement a table, as the rebuild writes a page: the same rules, and the tables always locked in
 * the same order, the order the rebuild's swap takes them in.
 */
export function projectionConsumers(schema: string): ConsumerDefinition[] {
  return PROJECTIONS.map(({ group, projectors }) => {
    const gathered = gatherInTransaction<Fact>((trx, facts) => applyFacts(trx, schema, facts));
    return defineConsumer(
      group,
      projectors.map((p) =>
        on(p.definition, async (trx, data, meta) => gathered.add(trx, ...p.facts(data, meta))),
      ),
      { batched: true, flush: gathered.flush },
    );
  });
}
