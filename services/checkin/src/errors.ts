import { CheckinErrorCode as Code } from "@mawid/contracts/checkin";
import { ConflictError, NotFoundError } from "@mawid/service/errors";

/**
 * Check-in's domain errors for scans, admissions and lookups (the gates' and devices' own sit in
 * gate/errors.ts and device/errors.ts). Each subclasses a kind of @mawid/service/errors, whose
 * status the one error handler gives it: no check-in error needs a status of its own.
 */

export class TicketNotFoundError extends NotFoundError {
  constructor() {
    super("This event has no such ticket", Code.ticketNotFound);
  }
}

/** Undo of a ticket that nobody has checked in. */
export class NotCheckedInError extends ConflictError {
  constructor() {
    super("This ticket is not checked in, so there is nothing to undo", Code.notCheckedIn);
  }
}
