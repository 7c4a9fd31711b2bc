import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { defineEvent, defineStream, type StreamEvent } from "../platform/event-definitions.ts";
import { ZCurrency, ZMinorUnits } from "./ticket-types.ts";

/** What an event sells beside its tickets: one stream per event. */
export const TICKETING_ADD_ONS_STREAM = "ticketing.add-ons";
export const addOnsStreamId = (eventId: string): string => `add-ons:${eventId}`;

/** Meals are food: a vendor's meals are offered only while its halal certificate is valid. */
export const ZAddOnKind = z.enum(["meal", "merchandise"]);
export type TAddOnKind = z.infer<typeof ZAddOnKind>;

/** `POST /api/v1/events/{id}/add-ons`, by the event's organisation (owners, admins, staff). */
export const ZCreateAddOnRequest = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000).default(""),
  kind: ZAddOnKind,
  price: ZMinorUnits,
  currency: ZCurrency,
  /** Items there are: held by pending orders and sold by paid ones, never more. */
  stock: z.number().int().min(1).max(1_000_000),
  maxPerOrder: z.number().int().min(1).max(100).default(10),
  /** A marketplace vendor of this event; null: the host sells it. */
  vendorId: z.uuid().nullable().default(null),
});
export type TCreateAddOnRequest = z.input<typeof ZCreateAddOnRequest>;

export const ZAddOnView = z.object({
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  description: z.string(),
  kind: ZAddOnKind,
  price: z.number().int(),
  currency: ZCurrency,
  stock: z.number().int(),
  /** Items neither held nor sold. */
  available: z.number().int(),
  maxPerOrder: z.number().int(),
  vendorId: z.string().nullable(),
});
export type TAddOnView = z.infer<typeof ZAddOnView>;

/** `GET /api/v1/events/{id}/add-ons`: public; food of a vendor whose certificate expired is left out. */
export const ZAddOns = z.object({ items: z.array(ZAddOnView) });

/** An add-on asked for with an order. */
export const ZOrderAddOnRequest = z.object({
  addOnId: z.uuid(),
  quantity: z.number().int().min(1).max(100),
});
export type TOrderAddOnRequest = z.infer<typeof ZOrderAddOnRequest>;

/** An add-on's line of an order, priced when it was placed; add-ons carry no platform fee. */
export const ZOrderAddOnLine = z.object({
  addOnId: z.string(),
  name: z.string(),
  kind: ZAddOnKind,
  vendorId: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  total: z.number().int(),
});
export type TOrderAddOnLine = z.infer<typeof ZOrderAddOnLine>;

export const AddOnCreatedV1 = defineEvent(
  TICKETING_ADD_ONS_STREAM,
  "AddOnCreated",
  1,
  z.object({
    eventId: z.uuid(),
    organizationId: z.uuid(),
    addOnId: z.uuid(),
    name: z.string(),
    description: z.string(),
    kind: ZAddOnKind,
    price: z.number().int(),
    currency: ZCurrency,
    stock: z.number().int(),
    maxPerOrder: z.number().int(),
    vendorId: z.uuid().nullable(),
    createdBy: z.uuid(),
    createdAt: ZInstant,
  }),
);

/**
 * `POST /api/v1/events/{id}/add-ons/{addOnId}/withdraw`, by the event's organisation: no longer sold
 * or listed (a meal the kitchen cannot make, a vendor who dropped out); orders that have it keep it.
 */
export const ZAddOnParams = z.object({
  id: z.uuid({ error: "Unknown event" }),
  addOnId: z.uuid({ error: "Unknown add-on" }),
});

export const AddOnWithdrawnV1 = defineEvent(
  TICKETING_ADD_ONS_STREAM,
  "AddOnWithdrawn",
  1,
  z.object({
    eventId: z.uuid(),
    organizationId: z.uuid(),
    addOnId: z.uuid(),
    withdrawnBy: z.uuid(),
    withdrawnAt: ZInstant,
  }),
);

export const TicketingAddOnsStream = defineStream(TICKETING_ADD_ONS_STREAM, [
  AddOnCreatedV1,
  AddOnWithdrawnV1,
]);
export type TAddOnsEvent = StreamEvent<typeof TicketingAddOnsStream>;
