import {
  PromoCodeCreatedV1,
  SectionConfiguredV1,
  TicketTypeCreatedV1,
  TicketTypeUpdatedV1,
  VendorAddedV1,
} from "@mawid/contracts/ticketing";
import { fact, type Projector, projector } from "../projection/projector.ts";

/**
 * What an event sells: ticket types (price, section, capacity, the latest when changed), sections, promo
 * codes and vendors.
 */
export const catalogueProjectors: Projector[] = [
  projector(TicketTypeCreatedV1, (data, meta) => [
    fact("ticket_types", {
      ticket_type_id: data.ticketTypeId,
      event_id: data.eventId,
      section: data.section,
      price: data.price,
      currency: data.currency,
      capacity: data.capacity,
      capacity_version: meta.streamPosition,
    }),
  ]),
  projector(TicketTypeUpdatedV1, (data, meta) => [
    fact("ticket_types", {
      ticket_type_id: data.ticketTypeId,
      capacity: data.capacity,
      capacity_version: meta.streamPosition,
    }),
  ]),
  projector(SectionConfiguredV1, (data, meta) => [
    fact("sections", {
      event_id: data.eventId,
      section: data.section,
      capacity: data.capacity,
      version: meta.streamPosition,
    }),
  ]),
  projector(PromoCodeCreatedV1, (data) => [
    fact("promo_codes", { promo_code_id: data.promoCodeId, event_id: data.eventId, code: data.code }),
  ]),
  projector(VendorAddedV1, (data) => [
    fact("vendors", {
      vendor_id: data.vendorId,
      event_id: data.eventId,
      organization_id: data.organizationId,
      name: data.name,
      certificate_expires_on: data.certificateExpiresOn,
    }),
  ]),
];
