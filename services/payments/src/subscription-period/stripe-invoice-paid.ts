import type { CommandMeta } from "@mawid/eventstore";
import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { PaymentsDatabase } from "../db/tables.ts";
import { recordPeriodPaid } from "./record-period-paid.ts";

const iso = (seconds: number | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

/**
 * Stripe's invoice.paid, which Stripe sends for each paid period of a subscription (the first with
 * its checkout, then every renewal): the money, once per invoice. Invoices of subscriptions this
 * platform did not start are ignored; the subscription's id is in its metadata, which Stripe copies
 * to the invoice, or else it is found by Stripe's subscription id.
 */
export async function recordStripeInvoicePaid(
  db: Kysely<PaymentsDatabase>,
  invoice: Stripe.Invoice,
  meta: CommandMeta,
): Promise<void> {
  const details = invoice.parent?.subscription_details;
  if (!details) return;
  const stripeSubscription =
    typeof details.subscription === "string" ? details.subscription : details.subscription.id;
  const row = await db
    .selectFrom("subscriptions")
    .selectAll()
    .where("provider", "=", "stripe")
    .where((w) =>
      w.or([
        w("subscription_id", "=", details.metadata?.subscriptionId ?? ""),
        w("provider_ref", "=", stripeSubscription),
      ]),
    )
    .executeTakeFirst();
  if (!row || !invoice.id) return;
  const period = invoice.lines?.data[0]?.period;
  await recordPeriodPaid(
    db,
    {
      subscriptionId: row.subscription_id,
      organizationId: row.organization_id,
      tier: row.tier,
      periodId: invoice.id,
      amount: invoice.amount_paid,
      currency: invoice.currency.toUpperCase(),
      provider: "stripe",
      ownerId: row.started_by,
      periodStart: iso(period?.start),
      periodEnd: iso(period?.end),
    },
    meta,
  );
}
