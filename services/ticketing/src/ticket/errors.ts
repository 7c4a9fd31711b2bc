import { TicketingErrorCode as Code, type TTicketStatus } from "@mawid/contracts/ticketing";
import { ConflictError, NotFoundError } from "@mawid/service/errors";

/** Also what a caller hears about a ticket that is not theirs: its existence is not theirs to learn. */
export class TicketNotFoundError extends NotFoundError {
  constructor() {
    super("Ticket not found", Code.ticketNotFound);
  }
}

export class TicketNotValidError extends ConflictError {
  constructor(status: Exclude<TTicketStatus, "valid">) {
    super(`This ticket has been ${status} and can no longer be used`, Code.ticketNotValid);
  }
}
