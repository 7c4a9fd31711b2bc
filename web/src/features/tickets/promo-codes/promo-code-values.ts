import type { TCreatePromoCodeRequest, TPromoDiscount } from "@mawid/contracts/ticketing";
import { instantOnEventClock as instant } from "../shared/event-clock";
import { toMinor } from "../shared/money";

/** The promo code form as typed: a fixed amount in major units, its window on the event's clock. */
export interface PromoCodeValues {
  code?: string;
  discount: { kind: TPromoDiscount["kind"]; percent?: number | null; amount?: number | null };
  maxUses?: number | null;
  validFrom?: string;
  validUntil?: string;
}

export const INITIAL_VALUES: PromoCodeValues = { discount: { kind: "percentage" } };

/**
 * The request the service takes. `currency` is the event's tickets': the form offers a fixed amount
 * only once there is one, so without it the discount is a percentage.
 */
export function toCreateRequest(
  v: PromoCodeValues,
  currency: string | null,
  timeZone: string,
): TCreatePromoCodeRequest {
  const discount: TPromoDiscount =
    v.discount.kind === "fixed" && currency !== null
      ? { kind: "fixed", amount: toMinor(v.discount.amount ?? 0, currency) }
      : { kind: "percentage", percent: v.discount.percent ?? 0 };
  return {
    code: (v.code ?? "").trim().toUpperCase(),
    discount,
    maxUses: v.maxUses ?? null,
    validFrom: instant(v.validFrom, timeZone),
    validUntil: instant(v.validUntil, timeZone),
  };
}

/** Letters and digits nobody confuses when reading a code off a poster (no 0/O, 1/I/L). */
const READABLE = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A random code of readable characters, for a host who has no word in mind. */
export function randomCode(length = 8): string {
  const picks = crypto.getRandomValues(new Uint32Array(length));
  return Array.from(picks, (n) => READABLE[n % READABLE.length]).join("");
}
