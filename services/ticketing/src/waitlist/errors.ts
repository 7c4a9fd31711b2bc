import { TicketingErrorCode as Code } from "@mawid/contracts/ticketing";
import { ConflictError, ForbiddenError, NotFoundError } from "@mawid/service/errors";

export class EmailNotVerifiedError extends ForbiddenError {
  constructor() {
    super("Verify your e-mail address before you join a waitlist", Code.emailNotVerified);
  }
}

export class AlreadyOnWaitlistError extends ConflictError {
  constructor() {
    super("You are already on the waitlist for this ticket type", Code.alreadyOnWaitlist);
  }
}

/** The path names a ticket type this event does not have (or a hidden one without its code). */
export class WaitlistTicketTypeNotFoundError extends NotFoundError {
  constructor() {
    super("This event has no such ticket type", Code.ticketTypeNotFound);
  }
}

export class WaitlistEntryNotFoundError extends NotFoundError {
  constructor() {
    super("You are not on the waitlist for this ticket type", Code.waitlistEntryNotFound);
  }
}

/** Someone else's offer is not found either, so offer ids reveal nothing. */
export class WaitlistOfferNotFoundError extends NotFoundError {
  constructor() {
    super("Offer not found", Code.waitlistOfferNotFound);
  }
}

export class WaitlistOfferClosedError extends ConflictError {
  constructor() {
    super("This offer has run out: its seats went to the next person in line", Code.waitlistOfferClosed);
  }
}
