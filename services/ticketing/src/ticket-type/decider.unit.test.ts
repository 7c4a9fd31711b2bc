import { describe, it } from "vitest";
import { given } from "@mawid/eventstore";
import { ValidationError } from "@mawid/service/errors";
import { EventClosedError } from "../errors.ts";
import { type EventSnapshot, type TicketTypeFields, ticketTypesDecider } from "./decider.ts";
import type { TicketTypesEvent } from "./state.ts";

const eventId = "1b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const organizationId = "2b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const actorId = "3b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const ticketTypeId = "4b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const at = "2027-03-01T10:00:00.000Z";
const event = (status: EventSnapshot["status"] = "draft"): EventSnapshot => ({
  eventId,
  organizationId,
  status,
});

const fields: TicketTypeFields = {
  name: "Brothers",
  description: "",
  price: 1500,
  currency: "GBP",
  capacity: 200,
  section: "brothers",
  groupSize: 1,
  salesStart: "2027-02-01T09:00:00+01:00",
  salesEnd: null,
  minPerOrder: 1,
  maxPerOrder: 10,
  payWhatYouWant: false,
  hidden: false,
  feePaidBy: "buyer",
  pricePhases: [],
};
const created: TicketTypesEvent = {
  type: "TicketTypeCreated",
  version: 1,
  data: {
    ...fields,
    salesStart: "2027-02-01T08:00:00.000Z",
    eventId,
    organizationId,
    ticketTypeId,
    sortOrder: 0,
    createdBy: actorId,
    createdAt: at,
  },
};
const section: TicketTypesEvent = {
  type: "SectionConfigured",
  version: 1,
  data: {
    eventId,
    organizationId,
    section: "sisters",
    capacity: 80,
    entrance: "East",
    configuredBy: actorId,
    configuredAt: at,
  },
};

describe("an event's ticket plan", () => {
  it("creates a ticket type on a draft, its instants in UTC", () => {
    given(ticketTypesDecider, [])
      .when({ type: "CreateTicketType", event: event(), ticketTypeId, fields, actorId, at })
      .then([created]);
  });

  it("refuses a second ticket type of the same name and any change once the event is closed", () => {
    given(ticketTypesDecider, [created])
      .when({
        type: "CreateTicketType",
        event: event(),
        ticketTypeId,
        fields: { ...fields, name: "brothers" },
        actorId,
        at,
      })
      .thenThrows(ValidationError);
    given(ticketTypesDecider, [])
      .when({ type: "CreateTicketType", event: event("cancelled"), ticketTypeId, fields, actorId, at })
      .thenThrows(EventClosedError, "EVENT_NOT_ON_SALE");
  });

  it("configures a section's seats and entrance, and does nothing when they are the same", () => {
    const command = {
      type: "ConfigureSection" as const,
      event: event("published"),
      section: "sisters" as const,
      capacity: 80,
      entrance: "East",
      actorId,
      at,
    };
    given(ticketTypesDecider, []).when(command).then([section]);
    given(ticketTypesDecider, [section]).when(command).then([]);
  });
});
