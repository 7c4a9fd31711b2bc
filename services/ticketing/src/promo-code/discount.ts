import type { TPromoDiscount } from "@mawid/contracts/ticketing";
import { PromoCodeInvalidError } from "../errors.ts";

/** A promo code as an order applies it, read before the order's transaction. */
export interface PromoCodeSnapshot {
  id: string;
  code: string;
  discount: TPromoDiscount;
  validFrom: string | null;
  validUntil: string | null;
  /** Uses not yet taken when read (Infinity without a limit); the reservation decides the rest. */
  usesLeft: number;
}

/** The code the buyer typed, found for this event and valid at this time; anything else is invalid. */
export function checkPromoCode(promo: PromoCodeSnapshot | null, at: string): PromoCodeSnapshot {
  const now = Date.parse(at);
  if (
    promo === null ||
    (promo.validFrom !== null && now < Date.parse(promo.validFrom)) ||
    (promo.validUntil !== null && now >= Date.parse(promo.validUntil))
  ) {
    throw new PromoCodeInvalidError();
  }
  return promo;
}

/** Off one ticket's price: a percentage rounded half up to the minor unit, or the fixed amount, never more than the price. */
export function discountOf(discount: TPromoDiscount, unitPrice: number): number {
  const off =
    discount.kind === "percentage" ? Math.round((unitPrice * discount.percent) / 100) : discount.amount;
  return Math.min(off, unitPrice);
}
