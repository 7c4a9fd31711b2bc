/** The check-in service's own error codes, beside the shared ones. */
export const CheckinErrorCode = {
  eventNotFound: "EVENT_NOT_FOUND",
  gateNotFound: "GATE_NOT_FOUND",
  /** Another gate of the event already has this name. */
  gateNameTaken: "GATE_NAME_TAKEN",
  /** An event has at most 50 gates. */
  tooManyGates: "TOO_MANY_GATES",
  deviceNotFound: "DEVICE_NOT_FOUND",
  /** The device's credential was revoked or has expired. */
  deviceNotValid: "DEVICE_NOT_VALID",
  /** The device is enrolled for another event, or scans at a gate it was not given. */
  deviceNotAllowed: "DEVICE_NOT_ALLOWED",
  ticketNotFound: "TICKET_NOT_FOUND",
  /** Undo of a ticket that is not checked in. */
  notCheckedIn: "NOT_CHECKED_IN",
  insufficientRole: "INSUFFICIENT_ROLE",
} as const;
