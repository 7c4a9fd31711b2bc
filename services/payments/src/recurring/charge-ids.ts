import { createHash } from "node:crypto";

/** A version 8 (custom) UUID from a digest of `name`. */
function derivedUuid(name: string): string {
  const hex = createHash("sha256").update(name).digest("hex");
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The stream of a recurring gift, named by its first donation's id: stream ids are one space for
 * every stream type, and the donation's own stream has that id.
 */
export const recurringGiftStreamId = (recurringGiftId: string) =>
  derivedUuid(`recurring-gift:${recurringGiftId}`);

/**
 * A recurring gift's date has one payment and one donation, their ids derived from the gift's and the
 * date: two schedulers, or one restarted, land on the same streams, and the provider sees the same
 * idempotency key for the same attempt.
 */
export function chargeIds(recurringGiftId: string, date: string) {
  return {
    paymentId: derivedUuid(`recurring-payment:${recurringGiftId}:${date}`),
    donationId: derivedUuid(`recurring-donation:${recurringGiftId}:${date}`),
  };
}

/** Stripe's idempotency key of one attempt at a date's charge. */
export const chargeKey = (recurringGiftId: string, date: string, attempt: number) =>
  `recurring-${recurringGiftId}-${date}-${attempt}`;
