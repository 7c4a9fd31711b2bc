import type { CheckoutNote } from "../shared/checkout-note";

/** Where a declined payment sends the payer: back to the order or the gift it was for. */
export function declinedReturn(note: CheckoutNote | null): string {
  if (note?.kind === "order")
    return `/register-event/${encodeURIComponent(note.eventId)}?order=${encodeURIComponent(note.orderId)}&payment=declined`;
  if (note?.kind === "donation") return "/donation?payment=declined";
  return "/my-tickets";
}
