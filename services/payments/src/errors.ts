import { ConnectErrorCode, PaymentsErrorCode as Code } from "@mawid/contracts/payments";
import { ConflictError, NotFoundError, UnavailableError, ValidationError } from "@mawid/service/errors";

/** Unknown, or not the caller's: a buyer sees only their own orders. */
export class OrderNotFoundError extends NotFoundError {
  constructor() {
    super("Order not found", Code.orderNotFound);
  }
}

export class OrderNotPayableError extends ConflictError {
  constructor(status: string) {
    super(`This order is ${status}: there is nothing to pay`, Code.orderNotPayable);
  }
}

/** Unknown, or not the caller's. */
export class PaymentNotFoundError extends NotFoundError {
  constructor() {
    super("Payment not found", Code.paymentNotFound);
  }
}

export class PaymentNotRefundableError extends ConflictError {
  constructor(status: string) {
    super(`A ${status} payment cannot be refunded`, Code.paymentNotRefundable);
  }
}

export class RefundExceedsPaymentError extends ConflictError {
  constructor(left: number) {
    super(`At most ${left} is left to refund on this payment`, Code.refundExceedsPayment);
  }
}

export class GiftAidInvalidError extends ValidationError {
  constructor(message: string) {
    super(message, { giftAid: message }, Code.giftAidInvalid);
  }
}

export class WebhookSignatureInvalidError extends ValidationError {
  constructor() {
    super("The webhook's signature does not verify", undefined, Code.webhookSignatureInvalid);
  }
}

export class ProviderUnavailableError extends UnavailableError {
  constructor(message: string) {
    super(message, Code.providerUnavailable);
  }
}

/** Donations go to organisations identity has announced. */
export class OrganizationNotFoundError extends NotFoundError {
  constructor() {
    super("Organisation not found", Code.organizationNotFound);
  }
}

/** Nothing was paid yet (or the payment failed): a receipt is for money that arrived. */
export class NoReceiptError extends ConflictError {
  constructor(status: string) {
    super(`This payment is ${status}: there is no receipt for it`, Code.noReceipt);
  }
}

/** Unknown, or not the caller's: only its donor sees or cancels a recurring gift. */
export class RecurringGiftNotFoundError extends NotFoundError {
  constructor() {
    super("Recurring gift not found", Code.recurringGiftNotFound);
  }
}

/** A failed refund Stripe reports before the refund itself was recorded: refused, so Stripe sends it again. */
export class RefundNotRecordedError extends ConflictError {
  constructor() {
    super("This refund has not been recorded yet", Code.refundNotRecorded);
  }
}

/** Stripe reports on an organisation's account before its creation is recorded: Stripe sends it again. */
export class AccountNotRecordedError extends ConflictError {
  constructor() {
    super("This Stripe account has not been recorded yet", ConnectErrorCode.accountNotRecorded);
  }
}

/** Stripe is not configured (one-machine mode, tests): there is no Stripe account to connect. */
export class ConnectUnavailableError extends ConflictError {
  constructor() {
    super(
      "Stripe is not configured on this platform: payouts cannot be connected",
      ConnectErrorCode.connectUnavailable,
    );
  }
}
