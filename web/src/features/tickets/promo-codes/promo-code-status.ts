import type { TPromoCodeView } from "@mawid/contracts/ticketing";

export type PromoCodeStatus = "active" | "scheduled" | "ended" | "usedUp";

/**
 * Where a code stands now, by the service's own rule for an order (valid from its start, until but
 * not at its end). Ended comes first as the one that is final: a use comes back when its order
 * expires or is cancelled.
 */
export function promoCodeStatus(code: TPromoCodeView, now: number): PromoCodeStatus {
  if (code.validUntil !== null && now >= Date.parse(code.validUntil)) return "ended";
  if (code.maxUses !== null && code.uses >= code.maxUses) return "usedUp";
  if (code.validFrom !== null && now < Date.parse(code.validFrom)) return "scheduled";
  return "active";
}

/** A code with where it stands, read once per showing of the list. */
export interface PromoCodeRow {
  code: TPromoCodeView;
  status: PromoCodeStatus;
}
