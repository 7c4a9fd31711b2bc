import type { TAccessClaims } from "@mawid/contracts/platform";
import { MANAGER_ROLES } from "@mawid/contracts/identity";
import { requireFeature, requireOrganizationRole } from "@mawid/service";

/** The organisation's owners and admins, on a tier with the e-mail and texting service. */
export function requireAttendeeMailer(claims: TAccessClaims, organizationId: string): void {
  requireOrganizationRole(claims, organizationId, MANAGER_ROLES);
  requireFeature(claims, organizationId, "email_texting_service");
}
