import type { TAccessClaims } from "@mawid/contracts/platform";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import { requireOrganizationRole } from "@mawid/service";

/** The organisation's owners, admins and staff: those who run its events' tickets. */
export function requireReminderOrganiser(claims: TAccessClaims, organizationId: string): void {
  requireOrganizationRole(claims, organizationId, ORGANISER_ROLES);
}
