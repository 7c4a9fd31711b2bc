import type { TPaymentProvider, TPaymentSource } from "@mawid/contracts/payments";

export interface CheckoutRequest {
  paymentId: string;
  amount: number;
  currency: string;
  /** What the payer sees on the provider's page. */
  description: string;
  /** The order's hold: a checkout should not outlive it by much. */
  expiresAt: Date | null;
  /** A recurring gift's first payment: the card is kept to pay its later dates with no payer present. */
  saveCard?: boolean;
  /**
   * Stripe Connect: a destination charge, all but `applicationFee` (the platform's fee) paid to the
   * organisation's account. Absent or null: the platform collects it all.
   */
  transfer?: { accountId: string; applicationFee: number } | null;
}

export interface OpenedCheckout {
  url: string;
  /** The provider's own id of the checkout (a Stripe Checkout Session's); null for the test provider. */
  providerRef: string | null;
}

/** Where money is taken: the test provider (one machine, tests) or Stripe. */
export interface PaymentProvider {
  readonly name: TPaymentProvider;
  open(request: CheckoutRequest): Promise<OpenedCheckout>;
  /**
   * Gives money back: "done" when the provider has refunded it now (the test provider), "requested"
   * when its confirmation comes later (Stripe's charge.refunded webhook records it).
   */
  refund(refund: {
    paymentId: string;
    providerRef: string | null;
    amount: number;
    /** One per refund: asked twice (a retried message), the provider refunds once. */
    refundKey: string;
    /**
     * Stripe Connect: the payment was a destination charge, so the refund takes its share back from
     * the organisation's account; `refundApplicationFee` when the whole charge is refunded at once.
     */
    destination?: { refundApplicationFee: boolean } | null;
  }): Promise<"done" | "requested">;
}

/** Whoever took a payment's money (its provider, or the host offline), to give it back the same way. */
export type ProviderOf = (source: TPaymentSource) => Pick<PaymentProvider, "refund">;
