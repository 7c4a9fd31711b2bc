import type { TAccessClaims } from "@mawid/contracts/platform";
import { MANAGER_ROLES, ORGANISER_ROLES } from "@mawid/contracts/identity";
import { requireOrganizationRole } from "@mawid/service";

/**
 * The list names buyers and their e-mail addresses, so it is the organisers' (owners, admins, staff);
 * scanners admit people from check-in's own list at the door and need none of it.
 */
export function requireAttendeeReader(claims: TAccessClaims, organizationId: string): void {
  requireOrganizationRole(claims, organizationId, ORGANISER_ROLES);
}

/** Sending mail on the organisation's behalf is its owners' and admins'. */
export function requireTicketResender(claims: TAccessClaims, organizationId: string): void {
  requireOrganizationRole(claims, organizationId, MANAGER_ROLES);
}
