import { SubscriptionErrorCode as Code, type TPaidTier } from "@mawid/contracts/payments";
import { ConflictError, NotFoundError } from "@mawid/service/errors";

export class SubscriptionActiveError extends ConflictError {
  constructor(tier: TPaidTier) {
    super(
      `This organisation already pays for the ${tier} plan: cancel it before choosing another`,
      Code.subscriptionActive,
    );
  }
}

/** Unknown, or not the caller's to see. */
export class SubscriptionNotFoundError extends NotFoundError {
  constructor() {
    super("Subscription not found", Code.subscriptionNotFound);
  }
}

export class SubscriptionNotActiveError extends ConflictError {
  constructor() {
    super("There is no active subscription to cancel", Code.subscriptionNotActive);
  }
}
