import { AnalyticsErrorCode as Code } from "@mawid/contracts/analytics";
import { NotFoundError, ValidationError } from "@mawid/service/errors";

export class EventNotFoundError extends NotFoundError {
  constructor() {
    super("Event not found", Code.eventNotFound);
  }
}

export class TooManyPointsError extends ValidationError {
  constructor(limit: number) {
    const message = `Choose a shorter range or a longer interval: at most ${limit} points`;
    super(message, { to: message }, Code.tooManyPoints);
  }
}
