import { TicketingErrorCode as Code, type TOrderStatus } from "@mawid/contracts/ticketing";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "@mawid/service/errors";

/** A quota the order needs has fewer seats left than it asks for. */
export class SoldOutError extends ConflictError {
  constructor() {
    super("Not enough seats are left for this order", Code.soldOut);
  }
}

export class EventNotFoundError extends NotFoundError {
  constructor() {
    super("Event not found", Code.eventNotFound);
  }
}

export class EventNotOnSaleError extends ConflictError {
  constructor() {
    super("Tickets for this event are not on sale", Code.eventNotOnSale);
  }
}

export class EventClosedError extends ConflictError {
  constructor() {
    super("This event is cancelled or over: its tickets cannot change", Code.eventNotOnSale);
  }
}

/** A ticket type cut to fewer places than its orders already sold or hold. */
export class CapacityBelowTakenError extends ValidationError {
  constructor(taken: number) {
    const message = `${taken} places are already sold or held: keep at least that many`;
    super(message, { capacity: message }, Code.capacityBelowTaken);
  }
}

/** No ticket type of this event has this id (in a path, where there is no field to name). */
export class UnknownTicketTypeError extends NotFoundError {
  constructor() {
    super("Ticket type not found", Code.ticketTypeNotFound);
  }
}

export class TicketTypeNotFoundError extends ValidationError {
  constructor() {
    super(
      "One of these ticket types is not on sale for this event",
      { items: "Unknown ticket type" },
      Code.ticketTypeNotFound,
    );
  }
}

export class SalesClosedError extends ConflictError {
  constructor(name: string) {
    super(`${name} is not on sale at this time`, Code.salesClosed);
  }
}

export class InvalidQuantityError extends ValidationError {
  constructor(message: string) {
    super(message, { items: message }, Code.invalidQuantity);
  }
}

export class InvalidOrderError extends ValidationError {
  constructor(message: string, field = "items") {
    super(message, { [field]: message }, Code.invalidOrder);
  }
}

export class PromoCodeInvalidError extends ValidationError {
  constructor() {
    super("This promo code is not valid", { promoCode: "Unknown promo code" }, Code.promoCodeInvalid);
  }
}

export class PromoCodeUsedUpError extends ConflictError {
  constructor() {
    super("This promo code has been used as many times as it allows", Code.promoCodeUsedUp);
  }
}

/** A ticket type in another currency than the event's others: no order could hold both. */
export class CurrencyMismatchError extends ValidationError {
  constructor(currency: string) {
    const message = `This event's tickets are priced in ${currency}`;
    super(message, { currency: message }, Code.currencyMismatch);
  }
}

export class PromoCodeTakenError extends ValidationError {
  constructor() {
    const message = "This event already has this promo code";
    super(message, { code: message }, Code.promoCodeTaken);
  }
}

/** No promo code of this event has this id. */
export class PromoCodeNotFoundError extends NotFoundError {
  constructor() {
    super("Promo code not found", Code.promoCodeNotFound);
  }
}

/** No add-on of this event has this id (in a path, where there is no field to name). */
export class UnknownAddOnError extends NotFoundError {
  constructor() {
    super("Add-on not found", Code.addOnNotFound);
  }
}

export class AddOnNotFoundError extends ValidationError {
  constructor() {
    super(
      "One of these add-ons is not on sale for this event",
      { addOns: "Unknown add-on" },
      Code.addOnNotFound,
    );
  }
}

export class AddOnSoldOutError extends ConflictError {
  constructor() {
    super("Not enough of an add-on is left for this order", Code.addOnSoldOut);
  }
}

export class VendorNotFoundError extends ValidationError {
  constructor() {
    super("This vendor does not sell at this event", { vendorId: "Unknown vendor" }, Code.vendorNotFound);
  }
}

export class OrderNotFoundError extends NotFoundError {
  constructor() {
    super("Order not found", Code.orderNotFound);
  }
}

export class InvalidOrderStatusError extends ConflictError {
  constructor(status: TOrderStatus, action: string) {
    super(`A ${status} order cannot be ${action}`, Code.invalidOrderStatus);
  }
}

export class IdempotencyKeyReusedError extends ConflictError {
  constructor() {
    super("This Idempotency-Key was used for a different order", Code.idempotencyKeyReused);
  }
}

export class RefundExceedsPaymentError extends ValidationError {
  constructor(left: number) {
    super(
      `A refund cannot be more than what was paid and not yet refunded (${left})`,
      { amount: "More than what is left to refund" },
      Code.refundExceedsPayment,
    );
  }
}

export class RefundNotAllowedError extends ForbiddenError {
  constructor(message: string) {
    super(message, Code.refundNotAllowed);
  }
}
