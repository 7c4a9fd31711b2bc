import type { TAccessClaims } from "@mawid/contracts/platform";

/**
 * Who a ticket is for when the order names no attendee: the buyer by the name they gave, which the
 * host's list and the door read more kindly than an e-mail (the e-mail for tokens from before names).
 */
export const buyerName = (buyer: TAccessClaims): string => buyer.name?.trim() || buyer.email;
