import { createHash } from "node:crypto";

/**
 * An order has at most one offline payment, and one payment started when it was placed, so their ids
 * come from the order's: a double click or a redelivered message lands on the same stream (the
 * decider records it once) and asks Stripe with the same idempotency key; a subscription's paid period
 * is named by its provider's id the same way. The digest is shaped as a
 * version 8 (custom) UUID.
 */
export function derivedPaymentId(
  purpose: "offline" | "on-placing" | "subscription-period",
  orderId: string,
): string {
  const hex = createHash("sha256").update(`${purpose}-payment:${orderId}`).digest("hex");
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
