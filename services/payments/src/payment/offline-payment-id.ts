import { createHash } from "node:crypto";

/**
 * An order has at most one offline payment, so its id comes from the order's: marking it paid twice
 * (a double click, a retry) lands on the same stream, and the decider records it once. The digest
 * is shaped as a version 8 (custom) UUID.
 */
export function offlinePaymentId(orderId: string): string {
  const hex = createHash("sha256").update(`offline-payment:${orderId}`).digest("hex");
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
