import { DonationReceivedV1, PaymentRefundedV1 } from "@mawid/contracts/payments";
import { fact, type Projector, projector } from "../projection/projector.ts";

/**
 * Gifts by fund, and the refunds of gifts given on their own (an order's refund is ticketing's, and
 * payments' ledger likewise books a refund with an order against the order).
 */
export const donationProjectors: Projector[] = [
  projector(DonationReceivedV1, (data) => [
    fact("donations", {
      donation_id: data.donationId,
      organization_id: data.organizationId,
      order_id: data.orderId,
      amount: data.amount,
      currency: data.currency,
      fund: data.fund,
      received_at: data.receivedAt,
    }),
  ]),
  projector(PaymentRefundedV1, (data) =>
    data.orderId === null && data.donationId !== null
      ? [
          fact("donation_refunds", {
            payment_id: data.paymentId,
            refunded_total: data.refundedTotal,
            donation_id: data.donationId,
            organization_id: data.organizationId,
            amount: data.amount,
            currency: data.currency,
            refunded_at: data.refundedAt,
          }),
        ]
      : [],
  ),
];
