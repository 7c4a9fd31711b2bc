/** The payments service's own error codes, beside the shared ones. */
export const PaymentsErrorCode = {
  orderNotFound: "ORDER_NOT_FOUND",
  organizationNotFound: "ORGANIZATION_NOT_FOUND",
  /** Paid, cancelled, expired or free: nothing to pay for. */
  orderNotPayable: "ORDER_NOT_PAYABLE",
  paymentNotFound: "PAYMENT_NOT_FOUND",
  /** Refunded already, or never paid. */
  paymentNotRefundable: "PAYMENT_NOT_REFUNDABLE",
  refundExceedsPayment: "REFUND_EXCEEDS_PAYMENT",
  /** Gift Aid needs the declaration's exact wording and a donation in pounds sterling. */
  giftAidInvalid: "GIFT_AID_INVALID",
  /** A Stripe webhook whose signature does not verify with the endpoint's secret. */
  webhookSignatureInvalid: "WEBHOOK_SIGNATURE_INVALID",
  /** Refunded, failed or not yet paid: a receipt is for money that arrived. */
  noReceipt: "NO_RECEIPT",
  /** The provider (Stripe) did not answer or refused the call. */
  providerUnavailable: "PAYMENT_PROVIDER_UNAVAILABLE",
  /** Stripe reports a refund failed before the refund itself was recorded. */
  refundNotRecorded: "REFUND_NOT_RECORDED",
  /** Unknown, or not the caller's: only its donor sees or cancels a recurring gift. */
  recurringGiftNotFound: "RECURRING_GIFT_NOT_FOUND",
} as const;
