import type { TTicketTypeView, TUpdateTicketTypeRequest } from "@mawid/contracts/ticketing";
import { eventClockValue, instantOnEventClock } from "../shared/event-clock";

/** Until the event starts (no end), until a moment the host picks, or closed from now on. */
export type SalesChoice = "event" | "at" | "now";

/** The edit form as typed: the end of sales on the event's clock. */
export interface EditTicketTypeValues {
  capacity: number;
  sales: SalesChoice;
  salesEnd?: string;
}

export function initialEditValues(type: TTicketTypeView, timeZone: string): EditTicketTypeValues {
  return type.salesEnd === null
    ? { capacity: type.capacity, sales: "event" }
    : { capacity: type.capacity, sales: "at", salesEnd: eventClockValue(type.salesEnd, timeZone) };
}

/**
 * Only what changed: an end left as it was shown is not sent back, as the field's minutes would drop
 * the seconds of the one the service keeps.
 */
export function toUpdateRequest(
  values: EditTicketTypeValues,
  type: TTicketTypeView,
  timeZone: string,
  now: Date,
): TUpdateTicketTypeRequest {
  const request: TUpdateTicketTypeRequest = {};
  if (values.capacity !== type.capacity) request.capacity = values.capacity;
  if (values.sales === "now") request.salesEnd = now.toISOString();
  else if (values.sales === "event") {
    if (type.salesEnd !== null) request.salesEnd = null;
  } else if (values.salesEnd !== initialEditValues(type, timeZone).salesEnd)
    request.salesEnd = instantOnEventClock(values.salesEnd, timeZone);
  return request;
}
