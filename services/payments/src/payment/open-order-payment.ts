import type { CommandMeta } from "@mawid/eventstore";
import type { Kysely, Selectable } from "kysely";
import type { KnownOrdersTable } from "../db/tables/known-orders.ts";
import { handlePaymentCommand } from "./handle.ts";
import { orderGift } from "./order-gift.ts";
import type { PaymentProvider } from "./provider.ts";

/** Opens the provider's checkout for an order's whole amount, as ticketing priced it, and starts the payment. */
export async function openOrderPayment<Tables>(
  db: Kysely<Tables>,
  provider: PaymentProvider,
  order: Selectable<KnownOrdersTable>,
  paymentId: string,
  meta: CommandMeta,
): Promise<{ paymentId: string; url: string }> {
  const checkout = await provider.open({
    paymentId,
    amount: order.total,
    currency: order.currency,
    description: `Order ${order.order_id}`,
    expiresAt: order.expires_at,
  });
  await handlePaymentCommand(
    db,
    paymentId,
    {
      type: "StartPayment",
      payment: {
        paymentId,
        organizationId: order.organization_id,
        payerId: order.buyer_id,
        orderId: order.order_id,
        donation: orderGift(order),
        amount: order.total,
        currency: order.currency,
        breakdown: { tickets: order.tickets, fees: order.fees, feesAbsorbed: order.fees_absorbed },
        provider: provider.name,
        providerRef: checkout.providerRef,
        url: checkout.url,
        startedAt: meta.occurredAt.toISOString(),
      },
    },
    meta,
  );
  return { paymentId, url: checkout.url };
}
