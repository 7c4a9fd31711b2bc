import type { TPaymentProvider } from "@mawid/contracts/payments";

export interface ChargeRequest {
  paymentId: string;
  recurringGiftId: string;
  date: string;
  /** The first gift's payment, whose card pays the later dates. */
  firstPaymentId: string;
  amount: number;
  currency: string;
  description: string;
  /** The same for the same attempt at the same date: asked twice, the provider charges once. */
  idempotencyKey: string;
}

/** The provider's answer: the money arrived, or the provider refused it for good (a declined card). */
export type ChargeResult =
  | { status: "succeeded"; providerRef: string | null }
  | { status: "declined"; reason: string; authenticationRequired?: boolean };

/**
 * Charges a recurring gift's later date with no payer present. An answer that says nothing for sure
 * (the provider did not answer) is thrown, never returned as declined: the claim's lease runs out and
 * the same attempt, with the same key, is asked again.
 */
export interface RecurringCharger {
  readonly provider: TPaymentProvider;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** The test provider: no money moves, and every date is paid. */
export const testCharger: RecurringCharger = {
  provider: "test",
  async charge() {
    return { status: "succeeded", providerRef: null };
  },
};
