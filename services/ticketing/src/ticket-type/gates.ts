import type { TAccessClaims } from "@mawid/contracts/platform";
import type { TSection } from "@mawid/contracts/ticketing";
import { requireFeature } from "@mawid/service";
import type { TicketTypeFields } from "./decider.ts";

/** Brothers' and sisters' sections are gender-segregated seating, a feature of the tier (every tier today). */
export function requireSectionFeature(
  claims: TAccessClaims,
  organizationId: string,
  section: TSection,
): void {
  if (section === "brothers" || section === "sisters") {
    requireFeature(claims, organizationId, "gender_segregated_ticketing");
  }
}

/**
 * The tier gates of a ticket type, from the organisation's features in the caller's token: family
 * (a group per ticket), donor (pay what you want) and hidden types are special ticket types, and
 * price phases are dynamic pricing.
 */
export function requireTicketTypeFeatures(
  claims: TAccessClaims,
  organizationId: string,
  fields: TicketTypeFields,
): void {
  requireSectionFeature(claims, organizationId, fields.section);
  if (fields.groupSize > 1 || fields.payWhatYouWant || fields.hidden) {
    requireFeature(claims, organizationId, "special_ticket_types");
  }
  if (fields.pricePhases.length > 0) requireFeature(claims, organizationId, "dynamic_pricing");
}
