import type { TFund, TRecurrence } from "@mawid/contracts/payments";

/**
 * What a payment is for, kept in this tab when its checkout opens: the payments API answers a payment's
 * id and url but has no read of a payment, so the test checkout page and /payment-success read this
 * (Stripe sends the payer back to the same tab, so sessionStorage outlives the hand-over).
 */
export type CheckoutNote =
  | {
      kind: "order";
      paymentId: string;
      orderId: string;
      eventId: string;
      amount: number;
      currency: string;
    }
  | {
      kind: "donation";
      paymentId: string;
      donationId: string;
      organizationName: string;
      fund: TFund;
      recurring: TRecurrence | null;
      giftAid: boolean;
      amount: number;
      currency: string;
    };

const key = (paymentId: string) => `mawid.checkout.${paymentId}`;

export function keepCheckoutNote(note: CheckoutNote): void {
  try {
    sessionStorage.setItem(key(note.paymentId), JSON.stringify(note));
  } catch {
    // A private window without storage still pays; its pages then say less about the payment.
  }
}

export function readCheckoutNote(paymentId: string): CheckoutNote | null {
  try {
    const text = sessionStorage.getItem(key(paymentId));
    const note = text ? (JSON.parse(text) as CheckoutNote) : null;
    return note && note.paymentId === paymentId ? note : null;
  } catch {
    return null;
  }
}
