import { CheckinErrorCode as Code } from "@mawid/contracts/checkin";
import { ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from "@mawid/service/errors";

export class DeviceNotFoundError extends NotFoundError {
  constructor() {
    super("Device not found", Code.deviceNotFound);
  }
}

/** A device token that is unknown, revoked or expired: the station has to be enrolled again. */
export class DeviceNotValidError extends UnauthenticatedError {
  constructor(reason: "unknown" | "revoked" | "expired") {
    const messages = {
      unknown: "This device's credential is not recognised; enrol the device again",
      revoked: "This device has been revoked; ask a host to enrol it again",
      expired: "This device's credential has expired; ask a host to enrol it again",
    };
    super(messages[reason], Code.deviceNotValid);
  }
}

export class DeviceNotAllowedError extends ForbiddenError {
  constructor(message: string) {
    super(message, Code.deviceNotAllowed);
  }
}

export class UnknownDeviceGateError extends ValidationError {
  constructor(gateId: string) {
    const message = `This event has no gate ${gateId}`;
    super(message, { gateIds: message }, Code.gateNotFound);
  }
}
