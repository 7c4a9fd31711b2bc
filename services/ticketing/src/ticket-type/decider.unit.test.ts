import { describe, it } from "vitest";
import { given } from "@mawid/eventstore";
import { ValidationError } from "@mawid/service/errors";
import {
  CapacityBelowTakenError,
  CurrencyMismatchError,
  EventClosedError,
  UnknownTicketTypeError,
} from "../errors.ts";
import {
  type EventSnapshot,
  type TicketTypeFields,
  type TicketTypesCommand,
  ticketTypesDecider,
} from "./decider.ts";
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

  it("prices every ticket type of an event in its first one's currency", () => {
    const second = { ...fields, name: "Sisters", section: "sisters" as const };
    given(ticketTypesDecider, [created])
      .when({
        type: "CreateTicketType",
        event: event(),
        ticketTypeId,
        fields: { ...second, currency: "USD" },
        actorId,
        at,
      })
      .thenThrows(CurrencyMismatchError, "CURRENCY_MISMATCH");
    const sisters: TicketTypesEvent = {
      ...created,
      data: { ...created.data, ...second, salesStart: created.data.salesStart, sortOrder: 1 },
    };
    given(ticketTypesDecider, [created])
      .when({ type: "CreateTicketType", event: event(), ticketTypeId, fields: second, actorId, at })
      .then([sisters]);
    // a copied plan's types in another currency stay behind
    given(ticketTypesDecider, [created])
      .when({
        type: "CopyTicketPlan",
        event: event(),
        ticketTypes: [
          { ticketTypeId: "6b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f", fields: { ...second, currency: "USD" } },
        ],
        sections: [],
        actorId,
        at,
      })
      .then([]);
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

  it("copies a source event's sections and ticket types once, keeping what the event already has", () => {
    const copyId = "5b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
    const sistersId = "6b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
    const copy = {
      type: "CopyTicketPlan" as const,
      event: event(),
      ticketTypes: [
        { ticketTypeId: copyId, fields },
        { ticketTypeId: sistersId, fields: { ...fields, name: "Sisters", section: "sisters" as const } },
      ],
      sections: [{ section: "sisters" as const, capacity: 80, entrance: "East" }],
      actorId,
      at,
    };
    const copied: TicketTypesEvent = { ...created, data: { ...created.data, ticketTypeId: copyId } };
    const sisters: TicketTypesEvent = {
      ...created,
      data: { ...created.data, name: "Sisters", section: "sisters", ticketTypeId: sistersId, sortOrder: 1 },
    };
    given(ticketTypesDecider, []).when(copy).then([section, copied, sisters]);
    given(ticketTypesDecider, [section, copied, sisters]).when(copy).then([]);
    // the host's own "Brothers" and sisters' seats, made before the copy arrived, stay as they are
    const ownSection: TicketTypesEvent = { ...section, data: { ...section.data, capacity: 20 } };
    given(ticketTypesDecider, [created, ownSection])
      .when(copy)
      .then([{ ...sisters, data: { ...sisters.data, sortOrder: 1 } }]);
    given(ticketTypesDecider, [])
      .when({ ...copy, event: event("completed") })
      .thenThrows(EventClosedError, "EVENT_NOT_ON_SALE");
  });

  const update = (
    change: { capacity?: number; salesEnd?: string | null },
    taken = 0,
  ): TicketTypesCommand => ({
    type: "UpdateTicketType",
    event: event("published"),
    ticketTypeId,
    ...change,
    taken,
    actorId,
    at,
  });
  const updated = (capacity: number, salesEnd: string | null): TicketTypesEvent => ({
    type: "TicketTypeUpdated",
    version: 1,
    data: { eventId, organizationId, ticketTypeId, capacity, salesEnd, updatedBy: actorId, updatedAt: at },
  });

  it("gives a ticket type more or fewer places, down to what is sold or held", () => {
    given(ticketTypesDecider, [created])
      .when(update({ capacity: 250 }, 190))
      .then([updated(250, null)]);
    given(ticketTypesDecider, [created])
      .when(update({ capacity: 190 }, 190))
      .then([updated(190, null)]);
    given(ticketTypesDecider, [created])
      .when(update({ capacity: 189 }, 190))
      .thenThrows(CapacityBelowTakenError, "CAPACITY_BELOW_TAKEN");
    given(ticketTypesDecider, [created, updated(250, null)])
      .when(update({ capacity: 250 }))
      .then([]);
  });

  it("closes or reopens sales, never ending them before they start", () => {
    given(ticketTypesDecider, [created])
      .when(update({ salesEnd: "2027-03-01T10:00:00+00:00" }))
      .then([updated(200, "2027-03-01T10:00:00.000Z")]);
    given(ticketTypesDecider, [created, updated(200, "2027-03-01T10:00:00.000Z")])
      .when(update({ salesEnd: null }))
      .then([updated(200, null)]);
    given(ticketTypesDecider, [created])
      .when(update({ salesEnd: "2027-02-01T08:00:00.000Z" }))
      .thenThrows(ValidationError);
  });

  it("keeps the places a price phase waits to sell, and knows no type by an id it never made", () => {
    const phased: TicketTypesEvent = {
      ...created,
      data: { ...(created.data as object), pricePhases: [{ price: 1000, until: null, untilSold: 150 }] },
    } as TicketTypesEvent;
    given(ticketTypesDecider, [phased])
      .when(update({ capacity: 149 }))
      .thenThrows(ValidationError);
    given(ticketTypesDecider, [phased])
      .when(update({ capacity: 150 }))
      .then([updated(150, null)]);
    given(ticketTypesDecider, [])
      .when(update({ capacity: 10 }))
      .thenThrows(UnknownTicketTypeError, "TICKET_TYPE_NOT_FOUND");
    given(ticketTypesDecider, [created])
      .when({ ...update({ capacity: 300 }), event: event("completed") } as TicketTypesCommand)
      .thenThrows(EventClosedError);
  });
});
