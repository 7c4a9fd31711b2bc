/** The ticketing service's own error codes, beside the shared ones. */
export const TicketingErrorCode = {
  /** Not enough seats left in a quota the order needs: its ticket type's, its section's or the event's. */
  soldOut: "SOLD_OUT",
  eventNotFound: "EVENT_NOT_FOUND",
  eventNotOnSale: "EVENT_NOT_ON_SALE",
  ticketTypeNotFound: "TICKET_TYPE_NOT_FOUND",
  /** A new ticket type priced in another currency than the event's others: an order takes one. */
  currencyMismatch: "CURRENCY_MISMATCH",
  salesClosed: "SALES_CLOSED",
  invalidQuantity: "INVALID_QUANTITY",
  invalidOrder: "INVALID_ORDER",
  orderNotFound: "ORDER_NOT_FOUND",
  invalidOrderStatus: "INVALID_ORDER_STATUS",
  idempotencyKeyReused: "IDEMPOTENCY_KEY_REUSED",
  promoCodeInvalid: "PROMO_CODE_INVALID",
  /** Every use the promo code allows is taken by other orders. */
  promoCodeUsedUp: "PROMO_CODE_USED_UP",
  promoCodeTaken: "PROMO_CODE_TAKEN",
  promoCodeNotFound: "PROMO_CODE_NOT_FOUND",
  /** Fewer places than are already sold or held. */
  capacityBelowTaken: "CAPACITY_BELOW_TAKEN",
  addOnNotFound: "ADD_ON_NOT_FOUND",
  /** Not enough of an add-on's stock is left for the order. */
  addOnSoldOut: "ADD_ON_SOLD_OUT",
  vendorNotFound: "VENDOR_NOT_FOUND",
  notAMember: "NOT_A_MEMBER",
  insufficientRole: "INSUFFICIENT_ROLE",
  ticketNotFound: "TICKET_NOT_FOUND",
  /** Transferred or revoked: its secret no longer admits anyone. */
  ticketNotValid: "TICKET_NOT_VALID",
  /** More than what was paid and not yet given back. */
  refundExceedsPayment: "REFUND_EXCEEDS_PAYMENT",
  /** The event's refund policy gives buyers no refund, or its deadline has passed. */
  refundNotAllowed: "REFUND_NOT_ALLOWED",
  attendeeEmailJobNotFound: "ATTENDEE_EMAIL_JOB_NOT_FOUND",
  /** The ticket e-mail was sent again for this ticket a short while ago. */
  ticketResentRecently: "TICKET_RESENT_RECENTLY",
  /** Ticketing knows no address for the ticket's holder. */
  holderAddressUnknown: "HOLDER_ADDRESS_UNKNOWN",
  /** Joining a waitlist, like buying, needs a verified e-mail address. */
  emailNotVerified: "EMAIL_NOT_VERIFIED",
  /** The person already waits (or holds an offer) for this ticket type. */
  alreadyOnWaitlist: "ALREADY_ON_WAITLIST",
  waitlistEntryNotFound: "WAITLIST_ENTRY_NOT_FOUND",
  waitlistOfferNotFound: "WAITLIST_OFFER_NOT_FOUND",
  /** The offer ran out or was given up: its seats went back to the line. */
  waitlistOfferClosed: "WAITLIST_OFFER_CLOSED",
} as const;
