import { CheckinErrorCode as Code } from "@mawid/contracts/checkin";
import { ConflictError, NotFoundError, ValidationError } from "@mawid/service/errors";

/** Check-in has not heard of the event on the bus, so it knows no organisation to check against. */
export class EventNotFoundError extends NotFoundError {
  constructor() {
    super("Event not found", Code.eventNotFound);
  }
}

export class GateNotFoundError extends NotFoundError {
  constructor() {
    super("This event has no such gate", Code.gateNotFound);
  }
}

export class GateNameTakenError extends ValidationError {
  constructor() {
    const message = "This event already has a gate with this name";
    super(message, { name: message }, Code.gateNameTaken);
  }
}

export class TooManyGatesError extends ConflictError {
  constructor(limit: number) {
    super(`An event has at most ${limit} gates`, Code.tooManyGates);
  }
}

export class GateWindowError extends ValidationError {
  constructor() {
    const message = "The gate must open before it closes";
    super(message, { closesAt: message });
  }
}
