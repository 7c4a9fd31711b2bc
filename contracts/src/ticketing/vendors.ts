import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { defineEvent, defineStream, type StreamEvent } from "../platform/event-definitions.ts";

/** The halal marketplace's vendors of an event: one stream per event. */
export const TICKETING_VENDORS_STREAM = "ticketing.vendors";
export const vendorsStreamId = (eventId: string): string => `vendors:${eventId}`;

/** A calendar date, YYYY-MM-DD: a certificate is valid through the whole of its expiry day. */
export const ZCalendarDate = z.iso.date({ error: "Use a date such as 2027-03-20" });

/** `POST /api/v1/events/{id}/vendors`, by the event's organisation (owners, admins, staff). */
export const ZAddVendorRequest = z.object({
  name: z.string().trim().min(1).max(120),
  contactName: z.string().trim().max(120).default(""),
  contactEmail: z.email({ error: "Enter a valid email address" }).max(254).nullable().default(null),
  contactPhone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,24}$/, { error: "Enter a valid phone number" })
    .nullable()
    .default(null),
  /** The body that certified the vendor halal, its certificate number and the certificate's last valid day. */
  certificationBody: z.string().trim().min(1).max(120),
  certificateNumber: z.string().trim().min(1).max(64),
  certificateExpiresOn: ZCalendarDate,
});
export type TAddVendorRequest = z.input<typeof ZAddVendorRequest>;

export const ZVendorView = z.object({
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  contactName: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  certificationBody: z.string(),
  certificateNumber: z.string(),
  certificateExpiresOn: ZCalendarDate,
  /** False once the expiry day has passed: the vendor's food items are then not offered. */
  certificateValid: z.boolean(),
});
export type TVendorView = z.infer<typeof ZVendorView>;

/** `GET /api/v1/events/{id}/vendors`: public, with each certificate as buyers see it. */
export const ZVendors = z.object({ items: z.array(ZVendorView) });

export const VendorAddedV1 = defineEvent(
  TICKETING_VENDORS_STREAM,
  "VendorAdded",
  1,
  z.object({
    eventId: z.uuid(),
    organizationId: z.uuid(),
    vendorId: z.uuid(),
    name: z.string(),
    contactName: z.string(),
    contactEmail: z.string().nullable(),
    contactPhone: z.string().nullable(),
    certificationBody: z.string(),
    certificateNumber: z.string(),
    certificateExpiresOn: ZCalendarDate,
    addedBy: z.uuid(),
    addedAt: ZInstant,
  }),
);

export const TicketingVendorsStream = defineStream(TICKETING_VENDORS_STREAM, [VendorAddedV1]);
export type TVendorsEvent = StreamEvent<typeof TicketingVendorsStream>;
