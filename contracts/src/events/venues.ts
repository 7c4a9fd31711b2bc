import { z } from "zod";
import { defineEvent, defineStream, type StreamEvent } from "../platform/event-definitions.ts";
import { ZFacility, ZTimeZone } from "./event-model.ts";

/**
 * One stream per organisation: its venues together, so the venue count is decided in one place. Its
 * id is `venues-<organisationId>`: stream ids share one namespace in the service's store, and host
 * verification has the bare organisation id.
 */
export const EVENTS_VENUES_STREAM = "events.venues";
export const venuesStreamId = (organizationId: string) => `venues-${organizationId}`;

const at = z.iso.datetime({ offset: true });

export const ZOrganizationVenueFields = z.object({
  name: z.string().trim().min(2, { error: "Name must be at least 2 characters" }).max(120),
  address: z.string().trim().min(3, { error: "Enter the address" }).max(300),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** IANA time zone of the place, so prayer times and dates are computed there. */
  timeZone: ZTimeZone.optional(),
  capacity: z.number().int().positive().max(1_000_000).optional(),
  facilities: z.array(ZFacility).max(10).optional(),
});
export type TOrganizationVenueFields = z.infer<typeof ZOrganizationVenueFields>;

const ZStoredVenue = z.object({
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string().nullable(),
  capacity: z.number().int().nullable(),
  facilities: z.array(z.string()),
});

export const VenueAddedV1 = defineEvent(
  EVENTS_VENUES_STREAM,
  "VenueAdded",
  1,
  ZStoredVenue.extend({ organizationId: z.uuid(), venueId: z.uuid(), addedBy: z.uuid(), addedAt: at }),
);
export const VenueUpdatedV1 = defineEvent(
  EVENTS_VENUES_STREAM,
  "VenueUpdated",
  1,
  ZStoredVenue.extend({ organizationId: z.uuid(), venueId: z.uuid(), updatedAt: at }),
);
export const VenueRemovedV1 = defineEvent(
  EVENTS_VENUES_STREAM,
  "VenueRemoved",
  1,
  z.object({ organizationId: z.uuid(), venueId: z.uuid(), removedAt: at }),
);

export const EventsVenuesStream = defineStream(EVENTS_VENUES_STREAM, [
  VenueAddedV1,
  VenueUpdatedV1,
  VenueRemovedV1,
]);
export type TVenueEvent = StreamEvent<typeof EventsVenuesStream>;

/** `POST /api/v1/organizations/{id}/venues` and `PUT .../venues/{venueId}`. */
export const ZOrganizationVenueRequest = ZOrganizationVenueFields;

export const ZOrganizationVenue = ZStoredVenue.extend({ id: z.uuid(), organizationId: z.uuid() });
export type TOrganizationVenue = z.infer<typeof ZOrganizationVenue>;

export const ZOrganizationVenueList = z.object({ items: z.array(ZOrganizationVenue) });
export type TOrganizationVenueList = z.infer<typeof ZOrganizationVenueList>;

export const ZVenueParams = z.object({
  id: z.uuid({ error: "Unknown organisation" }),
  venueId: z.uuid({ error: "Venue not found" }),
});
