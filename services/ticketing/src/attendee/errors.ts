import { TicketingErrorCode as Code } from "@mawid/contracts/ticketing";
import { ConflictError, RateLimitedError } from "@mawid/service/errors";

export class HolderAddressUnknownError extends ConflictError {
  constructor() {
    super("There is no e-mail address for this ticket's holder", Code.holderAddressUnknown);
  }
}

export class TicketResentRecentlyError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super("This ticket was sent again a moment ago; try later", retryAfterSeconds, Code.ticketResentRecently);
  }
}
